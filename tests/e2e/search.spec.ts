import { expect, test, type Page } from '@playwright/test'

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
    expect(await productHits.count()).toBeGreaterThan(3)
    await expect(products.getByRole('heading', { level: 2 })).toContainText(`${await productHits.count()} 款`)
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
    for (const mark of await main.locator('mark').allInnerTexts()) expect(['电源', '电', '源']).toContain(mark)

    const groups = main.getByRole('navigation', { name: '结果分组' })
    await expect(groups.getByRole('link')).toHaveCount(3)
    await groups.getByRole('link', { name: /资料下载/ }).click()
    await expect(page).toHaveURL(/#downloads$/)
    await expect(downloads.getByRole('heading', { level: 2 })).toBeInViewport()
    await noSidewaysScroll(page)
  })
}

test('search: the empty keyword prompts with suggestions; no results show a designed empty state', async ({ page }) => {
  await page.goto('/search')
  const main = page.getByRole('main')
  await expect(page).toHaveTitle('站内搜索 · 精源电子')
  await expect(main.getByRole('heading', { level: 1, name: '站内搜索' })).toBeVisible()
  await expect(main.getByRole('heading', { name: '想找什么？' })).toBeVisible()
  await main.getByRole('link', { name: '电子负载', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?keyword=/)
  await expect(main.getByLabel('搜索关键词')).toHaveValue('电子负载')
  await expect(main.getByRole('region', { name: /^产品/ }).locator('mark').first()).toHaveText('电子负载')

  await main.getByLabel('搜索关键词').fill('QWERTY987')
  await main.getByLabel('搜索关键词').press('Enter')
  await expect(page).toHaveURL(/keyword=QWERTY987/)
  await expect(main.getByRole('heading', { name: '没有找到与“QWERTY987”相关的内容' })).toBeVisible()
  await expect(main.getByRole('link', { name: '浏览产品中心' })).toHaveAttribute('href', '/product')
  await expect(main.getByRole('link', { name: '可编程直流电源' })).toHaveAttribute('href', `/search?keyword=${encodeURIComponent('可编程直流电源')}`)
  await expect(main.getByRole('region', { name: /^产品/ })).toHaveCount(0)
})
