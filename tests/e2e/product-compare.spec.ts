import { expect, type Page, test } from '@playwright/test'

import { hydrated } from './hydration'

/** The browser's stores (src/features/compare/compare-tray.ts, src/features/inquiry/inquiry-basket.ts). */
const COMPARE_KEY = 'site.compare.v1'
const INQUIRY_KEY = 'site.inquiry.v1'

const cards = (page: Page) => page.getByRole('list', { name: '产品列表' }).getByRole('article')
const bar = (page: Page) => page.getByRole('complementary', { name: '产品对比与询价单' })
const chips = (page: Page) => bar(page).getByRole('list', { name: '已选对比的产品' }).getByRole('listitem')
const compareTable = (page: Page) => page.getByRole('table', { name: /^产品对比：/ })
const stored = <T>(page: Page, key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]'), key) as Promise<T>

/** Cells per body row of the compare table, group headings aside. */
const rowShape = (page: Page) =>
  compareTable(page).evaluate((table: HTMLTableElement) =>
    [...table.tBodies]
      .flatMap((body) => [...body.rows])
      .filter((row) => !row.querySelector('th[scope="rowgroup"]'))
      .map((row) => row.cells.length),
  )

test('compare: four products from the list, a fifth refused, aligned rows, equal rows hidden, the URL alone, and a phone', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/product')
  await page.getByRole('navigation', { name: '产品分类' }).getByRole('link', { name: '可编程直流电源' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '可编程直流电源' })).toBeVisible()
  await hydrated(page)
  await expect(bar(page)).toHaveCount(0)

  // Four products join the tray; each button says so.
  const models: string[] = []
  const volts: string[] = []
  for (let index = 0; index < 4; index += 1) {
    const card = cards(page).nth(index)
    models.push(await card.getByRole('heading').innerText())
    volts.push(await card.getByTitle('输出电压').innerText())
    await card.getByRole('button', { name: /^加入对比/ }).click()
    await expect(card.getByRole('button', { name: /^已加入对比/ })).toBeVisible()
  }
  await expect(bar(page)).toBeVisible()
  await expect(bar(page).getByText('4/4')).toBeVisible()
  await expect(chips(page)).toHaveCount(4)
  await expect(chips(page)).toHaveText(models.map((model) => new RegExp(model)))

  // A fifth is refused: the tray stays at four and says why.
  const fifth = cards(page).nth(4)
  await fifth.getByRole('button', { name: /^加入对比/ }).click()
  await expect(fifth.getByRole('status')).toHaveText(/请先移除一个再加入/)
  await expect(fifth.getByRole('button', { name: /^加入对比/ })).toBeVisible()
  await expect(chips(page)).toHaveCount(4)
  const ids = (await stored<{ id: number; model: string }[]>(page, COMPARE_KEY)).map((item) => item.id)
  expect(ids).toHaveLength(4)

  // Kept across pages, and shared with another tab: a chip removed there leaves here too.
  await page.goto('/news')
  await expect(bar(page).getByText('4/4')).toBeVisible()
  const other = await page.context().newPage()
  await other.goto('/about')
  await hydrated(other)
  await expect(chips(other)).toHaveCount(4)
  await chips(other)
    .last()
    .getByRole('button', { name: `移除 ${models[3]}` })
    .click()
  await expect(chips(other)).toHaveCount(3)
  await expect(bar(page).getByText('3/4')).toBeVisible()
  await other.close()
  await page.goto('/product')
  await page.getByRole('navigation', { name: '产品分类' }).getByRole('link', { name: '可编程直流电源' }).click()
  // The category's own list, not the whole catalogue's still on screen while the navigation runs.
  await expect(page.getByRole('heading', { level: 1, name: '可编程直流电源' })).toBeVisible()
  await hydrated(page)
  await expect(
    cards(page)
      .nth(3)
      .getByRole('button', { name: /^加入对比/ }),
  ).toBeVisible()
  await cards(page)
    .nth(3)
    .getByRole('button', { name: /^加入对比/ })
    .click()
  await expect(bar(page).getByText('4/4')).toBeVisible()

  // The compare page: one column per product in the tray's order, every row a cell per product.
  await bar(page).getByRole('link', { name: '开始对比' }).click()
  await expect(page).toHaveURL(new RegExp(`/product/compare\\?ids=${ids.join(',')}$`))
  await expect(page.getByRole('heading', { level: 1, name: '产品对比' })).toBeVisible()
  // The page is the tray laid out in full: no tray over it, though the tray still holds the four.
  await hydrated(page)
  await expect(bar(page)).toHaveCount(0)
  expect(await stored<unknown[]>(page, COMPARE_KEY)).toHaveLength(4)
  const table = compareTable(page)
  await expect(table.getByRole('columnheader')).toHaveCount(5)
  for (const [index, model] of models.entries()) await expect(table.getByRole('columnheader').nth(index + 1)).toContainText(model)
  const shape = await rowShape(page)
  expect(shape.length).toBeGreaterThan(10)
  expect(new Set(shape)).toEqual(new Set([5]))

  // A key parameter row shows each product's own value, as its card did.
  // The first 输出电压 row is the key parameter (the spec table may have a row of the same name further down).
  const voltage = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^输出电压/ }) })
    .first()
  await expect(voltage.getByRole('cell')).toHaveText(volts)

  // Rows that differ are tinted; 隐藏相同项 hides the equal ones and shows them again.
  const differing = table.locator('tbody tr[data-differs]')
  const same = table.locator('tbody tr[data-same]')
  expect(await differing.count()).toBeGreaterThan(0)
  expect(await same.count()).toBeGreaterThan(0)
  const tint = (row: ReturnType<typeof table.locator>) =>
    row
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor)
  expect(await tint(differing.first())).not.toBe(await tint(same.first()))
  const shown = (rows: ReturnType<typeof table.locator>) => rows.evaluateAll((list) => list.filter((row) => (row as HTMLElement).offsetParent !== null).length)
  const differingCount = await differing.count()
  await page.getByLabel('隐藏相同项').check()
  await expect(same.first()).toBeHidden()
  expect(await shown(same)).toBe(0)
  expect(await shown(differing)).toBe(differingCount)
  await page.getByLabel('隐藏相同项').uncheck()
  await expect(same.first()).toBeVisible()

  // The URL alone, in a fresh browser (nothing stored), renders the same table from the server.
  const url = page.url()
  const text = await table.innerText()
  const fresh = await browser.newContext()
  const visitor = await fresh.newPage()
  const html = await (await visitor.request.get(url)).text()
  for (const model of models) expect(html).toContain(model)
  expect(html).toContain('隐藏相同项')
  await visitor.goto(url)
  expect(await compareTable(visitor).innerText()).toBe(text)
  await expect(bar(visitor)).toHaveCount(0)

  // On a 390 px phone the table scrolls sideways inside its box and the parameter column stays put.
  await visitor.setViewportSize({ width: 390, height: 844 })
  const scroller = visitor.getByRole('region', { name: '产品对比表' })
  expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(200)
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  const rowHeader = compareTable(visitor)
    .getByRole('rowheader', { name: /^输出电压/ })
    .first()
  await rowHeader.scrollIntoViewIfNeeded()
  const lastCell = compareTable(visitor)
    .getByRole('row')
    .filter({ has: visitor.getByRole('rowheader', { name: /^输出电压/ }) })
    .first()
    .getByRole('cell')
    .last()
  const [headerBefore, cellBefore] = [await rowHeader.boundingBox(), await lastCell.boundingBox()]
  await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }))
  await expect.poll(async () => (await lastCell.boundingBox())?.x).toBeLessThan((cellBefore?.x ?? 0) - 200)
  const headerAfter = await rowHeader.boundingBox()
  expect(Math.abs((headerAfter?.x ?? -1) - (headerBefore?.x ?? 0))).toBeLessThan(1)
  expect(headerAfter!.x).toBeGreaterThanOrEqual(0)
  // Nothing covers it: the point at its middle is the header itself.
  const onTop = await rowHeader.evaluate((cell) => {
    const box = cell.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + 8, box.top + box.height / 2)
    return hit !== null && cell.contains(hit)
  })
  expect(onTop).toBe(true)
  await fresh.close()

  // 移除 in a column is a link to the same page without that product.
  await page.getByRole('link', { name: `移除 ${models[0]}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/product/compare\\?ids=${ids.slice(1).join(',')}$`))
  await expect(compareTable(page).getByRole('columnheader')).toHaveCount(4)
  expect(new Set(await rowShape(page))).toEqual(new Set([4]))

  // Back on a list the tray shows again; 清空 empties it and the bar goes; no ids is the friendly empty state.
  await page.goto('/product')
  await hydrated(page)
  await expect(chips(page)).toHaveCount(4)
  await bar(page).getByRole('button', { name: '清空' }).click()
  await expect(bar(page)).toHaveCount(0)
  expect(await stored<unknown[]>(page, COMPARE_KEY)).toEqual([])
  await page.goto('/product/compare?ids=abc')
  await expect(page.getByText('还没有选择要对比的产品')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: '浏览产品中心' })).toHaveAttribute('href', '/product')
})

test('加入询价 twice on one product is quantity 2 in the browser, and the bar’s 询价单 badge shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/product')
  await hydrated(page)
  const card = cards(page).first()
  const model = await card.getByRole('heading').innerText()
  await card.getByRole('button', { name: /^加入询价/ }).click()
  await expect(card.getByRole('status')).toHaveText('已加入询价单')
  await expect(bar(page).getByRole('link', { name: '询价单 (1)' })).toBeVisible()
  await card.getByRole('button', { name: /^加入询价/ }).click()
  await expect.poll(() => stored<unknown[]>(page, INQUIRY_KEY)).toEqual([{ id: expect.any(Number), model, name: expect.any(String), quantity: 2 }])
  const badge = bar(page).getByRole('link', { name: '询价单 (2)' })
  await expect(badge).toBeVisible()
  await expect(badge).toHaveAttribute('href', '/inquiry')
  // Nothing to compare yet: the bar holds the badge alone.
  await expect(bar(page).getByRole('link', { name: '开始对比' })).toHaveCount(0)

  // The product's own page adds to the same line, and the badge follows on the next page.
  await card.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible()
  await hydrated(page)
  // The detail's own button comes first; related products' cards follow in a later tab.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^加入询价/ })
    .first()
    .click()
  await expect(bar(page).getByRole('link', { name: '询价单 (3)' })).toBeVisible()
  expect(await stored<{ model: string; quantity: number }[]>(page, INQUIRY_KEY)).toEqual([expect.objectContaining({ model, quantity: 3 })])
  await page.goto('/contact')
  await expect(bar(page).getByRole('link', { name: '询价单 (3)' })).toBeVisible()
})

test('the compare page shows no compare tray over itself, in either language, while the inquiry basket stays; other pages show the tray', async ({ page, request }) => {
  const { data } = await (await request.post('/api/index/product', { data: { page: 1, size: 2 } })).json()
  const products = (data.list as { id: number; model: string; name: string }[]).map(({ id, model, name }) => ({ id, model, name }))
  expect(products).toHaveLength(2)
  const ids = products.map((product) => product.id).join(',')
  await page.addInitScript(
    ([compareKey, inquiryKey, tray, basket]) => {
      localStorage.setItem(compareKey, tray)
      localStorage.setItem(inquiryKey, basket)
    },
    [COMPARE_KEY, INQUIRY_KEY, JSON.stringify(products.map((product) => ({ ...product, image: null }))), JSON.stringify([{ ...products[0], quantity: 1 }])],
  )
  const trayBar = page.locator('aside')
  for (const [prefix, bar] of [
    ['', '产品对比与询价单'],
    ['/en', 'Compare tray and inquiry list'],
  ] as const) {
    await page.goto(`${prefix}/product/compare?ids=${ids}`)
    await expect(page.getByRole('table')).toBeVisible()
    await hydrated(page)
    // The basket's link shows in the bar, so the bar has drawn from the stores: the tray is not in it.
    await expect(page.getByRole('complementary', { name: bar }).locator(`a[href="${prefix}/inquiry"]`)).toHaveText(/\(1\)$/)
    await expect(trayBar.getByRole('list')).toHaveCount(0)
    await expect(trayBar.locator('a[href*="/product/compare"]')).toHaveCount(0)
    // Any other page: the tray with its two products and the way to this page.
    await page.goto(`${prefix}/product`)
    await hydrated(page)
    await expect(trayBar.locator('a[href*="/product/compare"]')).toHaveAttribute('href', `${prefix}/product/compare?ids=${ids}`)
    await expect(trayBar.getByRole('list').getByRole('listitem')).toHaveCount(2)
  }
})
