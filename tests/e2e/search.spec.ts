import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './hydration'

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

for (const width of [1280, 375]) {
  test(`search: 电源 finds seeded products, news and files, grouped with marks at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/search?keyword=${encodeURIComponent('电源')}`)
    await expect(page).toHaveTitle('搜索：电源 · 精源电子')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: '“电源”的搜索结果' })).toBeVisible()
    await expect(main.getByLabel('搜索关键词')).toHaveValue('电源')

    const products = main.getByRole('region', { name: /^产品/ })
    const productHits = products.getByRole('listitem')
    await expect(productHits.first()).toBeVisible()
    const shown = await productHits.count()
    expect(shown).toBeGreaterThan(3)
    expect(shown).toBeLessThanOrEqual(10)
    // The group's heading counts every match; the overview shows the best 10 and links to the rest.
    const productTotal = Number(/(\d+) 款/.exec(await products.getByRole('heading', { level: 2 }).innerText())?.[1])
    expect(productTotal).toBeGreaterThanOrEqual(shown)
    if (productTotal > shown) await expect(products.getByRole('link', { name: `查看全部 ${productTotal} 款产品` })).toHaveAttribute('href', /type=product/)
    const firstProduct = productHits.first().getByRole('link')
    await expect(firstProduct).toHaveAttribute('href', /^\/product\/\d+$/)
    await expect(firstProduct.locator('mark').first()).toHaveText('电源')
    await expect(products.getByRole('link', { name: /可编程直流电源/ }).first()).toBeVisible()

    const news = main.getByRole('region', { name: /^新闻/ })
    expect(await news.getByRole('listitem').count()).toBeGreaterThan(0)
    await expect(news.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/news\/\d+$/)
    const downloads = main.getByRole('region', { name: /^资料下载/ })
    expect(await downloads.getByRole('listitem').count()).toBeGreaterThan(0)
    await expect(downloads.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/download\/middleware\/\d+$/)
    const marks = await main.locator('mark').allInnerTexts()
    expect(marks.length).toBeGreaterThan(0)
    for (const mark of marks) expect(['电源', '电', '源']).toContain(mark)

    const groups = main.getByRole('navigation', { name: '结果分组' })
    await expect(groups.getByRole('link')).toHaveCount(3)
    await groups.getByRole('link', { name: /资料下载/ }).click()
    await expect(page).toHaveURL(/#downloads$/)
    await expect(downloads.getByRole('heading', { level: 2 })).toBeInViewport()
    await noSidewaysScroll(page)
  })
}

test('search: a group has its own pages with the total count, ranked by relevance', async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent('电源')}`)
  const main = page.getByRole('main')
  const products = main.getByRole('region', { name: /^产品/ })
  const total = Number(/(\d+) 款/.exec(await products.getByRole('heading', { level: 2 }).innerText())?.[1])
  expect(total, 'the demo content has more than one page of products for 电源').toBeGreaterThan(10)
  await products.getByRole('link', { name: `查看全部 ${total} 款产品` }).click()
  await expect(page).toHaveURL(/type=product/)
  await expect(main.getByRole('region', { name: /^新闻/ })).toHaveCount(0)
  await expect(products.getByRole('listitem')).toHaveCount(10)
  const firstPage = await products.getByRole('listitem').allInnerTexts()
  const pages = main.getByRole('navigation', { name: '分页' })
  await pages.getByRole('link', { name: '下一页' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(products.getByRole('listitem').first()).not.toHaveText(firstPage[0])
  await expect(products.getByRole('listitem')).toHaveCount(Math.min(10, total - 10))
  await main.getByRole('link', { name: '返回全部结果' }).click()
  await expect(main.getByRole('region', { name: /^新闻/ })).toBeVisible()
})

test('search: the empty keyword prompts with suggestions; no results show a designed empty state', async ({ page }) => {
  await page.goto('/search')
  const main = page.getByRole('main')
  await expect(page).toHaveTitle('站内搜索 · 精源电子')
  await expect(main.getByRole('heading', { level: 1, name: '站内搜索' })).toBeVisible()
  await expect(main.getByRole('heading', { name: '想找什么？' })).toBeVisible()
  // No wait for hydration: React hydrates the cached prompt in place, so a click while it starts still lands.
  await main.getByRole('link', { name: '电子负载', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?keyword=/)
  await expect(main.getByLabel('搜索关键词')).toHaveValue('电子负载')
  // Its synonym 直流电子负载 is marked too, whole.
  await expect(main.getByRole('region', { name: /^产品/ }).locator('mark').first()).toHaveText(/电子负载$/)

  await main.getByLabel('搜索关键词').fill('QWERTY987')
  await main.getByLabel('搜索关键词').press('Enter')
  await expect(page).toHaveURL(/keyword=QWERTY987/)
  await expect(main.getByRole('heading', { name: '没有找到与“QWERTY987”相关的内容' })).toBeVisible()
  await expect(main.getByRole('link', { name: '浏览产品中心' })).toHaveAttribute('href', '/product')
  await expect(main.getByRole('link', { name: '可编程直流电源' })).toHaveAttribute('href', `/search?keyword=${encodeURIComponent('可编程直流电源')}`)
  await expect(main.getByRole('region', { name: /^产品/ })).toHaveCount(0)
})

test('search: a keyword opens on a place held for its results, not the prompt; the index is called once and nothing on the page moves', async ({ page }) => {
  const keyword = '电源'
  // The cached page alone, as it paints before its scripts start: the site's chunks are held back.
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/index/search') calls.push(request.url())
  })
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort())
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`)
  const main = page.getByRole('main')
  // (The other status of the form is its suggestions' announcement, empty.)
  await expect(main.getByRole('status').filter({ hasText: /\S/ })).toHaveText('正在打开搜索…')
  await expect(main.getByRole('heading', { name: '想找什么？' })).toBeHidden()
  // The place held for the results says it is busy, for screen readers (and the contact sheets wait for it).
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(1)
  // The page has already asked for the results.
  await expect.poll(() => calls.length).toBe(1)
  expect(new URL(calls[0]!).searchParams.get('keyword')).toBe(keyword)

  // With its scripts, the screen takes that answer instead of asking again.
  await page.unroute('**/_next/static/chunks/**/*.js')
  calls.length = 0
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`,
        )
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`)
  await expect(main.getByRole('heading', { level: 1, name: `“${keyword}”的搜索结果` })).toBeVisible()
  await expect(main.getByRole('region', { name: /^产品/ }).getByRole('listitem').first()).toBeVisible()
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0)
  expect(calls).toHaveLength(1)
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([])
})

test('search: a buyer’s word finds the catalogue’s and the page says what else it searched; part of a query is marked as such', async ({ page }) => {
  const main = page.getByRole('main')
  const products = main.getByRole('region', { name: /^产品/ })
  await page.goto(`/search?keyword=${encodeURIComponent('稳压电源')}`)
  await expect(main.getByText(/^已同时搜索：直流电源、直流稳压电源、/)).toBeVisible()
  await expect(products.getByRole('listitem').first()).toBeVisible()
  await expect(products.locator('mark').first()).toHaveText('直流电源')
  await expect(products.getByText('部分匹配')).toHaveCount(0)

  await page.goto(`/search?keyword=${encodeURIComponent('可编程电源')}`)
  await expect(products.getByRole('listitem').first()).toBeVisible()
  const hits = await products.getByRole('listitem').count()
  await expect(products.getByText('部分匹配', { exact: true })).toHaveCount(hits)
  await expect(products.getByRole('listitem').first().locator('mark').first()).toHaveText(/^(可编程|可编|编程|程电|电源)$/)

  await page.goto(`/en/search?keyword=${encodeURIComponent('DC source')}`)
  await expect(main.getByText('Also searched: DC power supply')).toBeVisible()

  await page.goto('/en/search?keyword=PSD-6O80')
  await expect(main.getByText('Also searched: PSD-6080')).toBeVisible()
  await expect(main.getByRole('region', { name: /^Products/ }).getByRole('link', { name: /PSD-6080-60C/ })).toBeVisible()
})

test('search: the header suggests models as one types; arrow keys and Enter open the one chosen, Escape closes the list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/about')
  await hydrated(page)
  const box = page.getByRole('combobox', { name: '搜索产品、新闻与资料' })
  await box.pressSequentially('PSD-60')
  const list = page.getByRole('listbox', { name: '搜索建议' })
  await expect(list.getByRole('option', { name: /PSD-6080-60C/ })).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('status').filter({ hasText: /条搜索建议/ })).toHaveCount(1)
  await box.press('Escape')
  await expect(list).toBeHidden()
  await box.press('ArrowDown')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string)
  const model = await first.locator('span').first().innerText()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model)
})
