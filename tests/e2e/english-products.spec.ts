import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { hydrated } from './hydration'

/**
 * The product screens of the English edition (issue 13): the list, a detail,
 * the videos, the selection assistant, compare and the datasheet under /en
 * speak English in their chrome (header, headings, buttons, landmarks), keep
 * the visitor on /en with every link, and read the English content.
 * Product content without an English version may show in Chinese, so the
 * check for Chinese text leaves content (names, cards, tables) alone.
 */

const CJK = /[\u3400-\u9fff]/

type Card = { id: number; model: string; name: string }

async function firstProducts(request: APIRequestContext, count: number): Promise<Card[]> {
  const answer = await (await request.post('/api/index/product', { data: { page: 1, size: count } })).json()
  return answer.data.list as Card[]
}

/** Links inside main that leave the English site (APIs and uploads aside). */
const strayLinks = (page: Page) =>
  page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    .then((hrefs) => hrefs.filter((href) => !/^\/en(?:[/?#]|$)/.test(href) && !/^\/(?:cms-api|api)\//.test(href)))

/**
 * The page is the English edition: `<html lang="en">`, an English title, no
 * Chinese in the header (the language switch names 中文 on purpose), in the
 * main headings, buttons and landmark names (the breadcrumb trail aside), and
 * every link of main stays under /en.
 */
async function expectEnglishChrome(page: Page, { headings = 'main h1, main h2' }: { headings?: string } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.title()).not.toMatch(CJK)
  const header = await page.locator('header.site-header').evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    copy.querySelectorAll('.site-language').forEach((node) => node.remove())
    return copy.textContent ?? ''
  })
  expect(header).not.toMatch(CJK)
  const texts = await page.locator(headings).allTextContents()
  expect(texts.filter((text) => CJK.test(text))).toEqual([])
  const buttons = await page.locator('main button').allTextContents()
  expect(buttons.filter((text) => CJK.test(text))).toEqual([])
  const landmarks = await page
    .locator(
      'main nav[aria-label]:not(.breadcrumb), main ul[aria-label], main ol[aria-label], main form[aria-label], main [role="region"][aria-label], main [role="tablist"][aria-label]',
    )
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))
  expect(landmarks.filter((label) => CJK.test(label))).toEqual([])
  expect(await strayLinks(page)).toEqual([])
}

test('the English product list: headings, search, cards, filters and pagination in English, links on /en', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  expect((await page.goto('/en/product'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expectEnglishChrome(page)
  await expect(page.getByRole('main').getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search products', exact: true })).toBeVisible()
  await expect(page.getByText(/^\d+ products?$/)).toBeVisible()
  const cards = page.getByRole('list', { name: 'Product list' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  // The pictures' text alternatives are the English ones the media hold.
  const alts = await cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
  expect(alts.length).toBeGreaterThan(0)
  expect(alts.filter((alt) => !alt || CJK.test(alt))).toEqual([])
  await expect(cards.first().getByRole('button', { name: /^Add to compare/ })).toBeVisible()
  await expect(cards.first().getByRole('button', { name: /^Add to inquiry/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/en/product')
  await expect(page.getByRole('main').getByRole('link', { name: /product selector/ })).toHaveAttribute('href', '/en/product/select')
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/product?page=2')
  await expect(page.locator('main form[role="search"]')).toHaveAttribute('action', '/en/product')

  // A category: its facets and filters in English, every filter link on /en.
  await page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Programmable DC power supplies' }).click()
  await expect(page).toHaveURL(/\/en\/product\?category=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Programmable DC power supplies' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Output voltage' }).getByRole('link', { name: 'Any' })).toHaveAttribute('aria-current', 'true')
  await page.getByRole('list', { name: 'Output voltage' }).getByRole('link', { name: '0–40 V' }).click()
  await expect(page).toHaveURL(/\/en\/product\?.*f\.voltage=0-40/)
  await expect(page.getByRole('link', { name: 'Remove filter Output voltage: 0–40 V' })).toBeVisible()
  await expectEnglishChrome(page)

  // The cards' key-parameter chips are in English (Single, not 单路).
  const chips = await page.getByRole('list', { name: 'Product list' }).locator('article span[title]').allInnerTexts()
  expect(chips.length).toBeGreaterThan(0)
  expect(chips.filter((text) => CJK.test(text))).toEqual([])

  // An options facet shows its English labels; the URL keeps the stored value (双路), and so does the active filter.
  const channels = page.getByRole('list', { name: 'Channels' })
  expect(await channels.getByRole('link').allInnerTexts()).toEqual(['Any', 'Single', 'Dual', 'Triple'])
  await channels.getByRole('link', { name: 'Dual' }).click()
  await expect(page).toHaveURL(/\/en\/product\?.*f\.channels=%E5%8F%8C%E8%B7%AF/)
  await expect(page.getByRole('link', { name: 'Remove filter Channels: Dual' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Channels' }).getByRole('link', { name: 'Dual' })).toHaveAttribute('aria-current', 'true')
  await page.getByRole('link', { name: 'Remove filter Channels: Dual' }).click()
  await expect(page).not.toHaveURL(/f\.channels=/)

  // The compare tray speaks English too and links to the English compare page.
  await hydrated(page)
  const picked = page.getByRole('list', { name: 'Product list' }).getByRole('article')
  await picked
    .nth(0)
    .getByRole('button', { name: /^Add to compare/ })
    .click()
  await expect(picked.nth(0).getByRole('button', { name: /^Added to compare/ })).toBeVisible()
  const bar = page.getByRole('complementary', { name: 'Compare tray and inquiry list' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', /^\/en\/product\/compare\?ids=\d+$/)
  await picked
    .nth(0)
    .getByRole('button', { name: /^Add to inquiry/ })
    .click()
  await expect(picked.nth(0).getByRole('status')).toHaveText('Added to your inquiry list')
  await expect(bar.getByRole('link', { name: 'Inquiry list (1)' })).toHaveAttribute('href', '/en/inquiry')
  expect(await bar.textContent()).not.toMatch(CJK)
})

test('an English product page: actions, tabs and links in English, on /en, without a missing-translation note', async ({ page, request }) => {
  const [product] = await firstProducts(request, 1)
  await page.setViewportSize({ width: 1280, height: 900 })
  expect((await page.goto(`/en/product/${product.id}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: product.model })).toBeVisible()
  await expectEnglishChrome(page)
  await expect(page.getByRole('note')).toHaveCount(0)
  const main = page.getByRole('main')
  await expect(main.getByRole('table', { name: 'Key specifications' })).toBeAttached()
  await expect(main.getByRole('button', { name: /^Add to compare/ }).first()).toBeVisible()
  await expect(main.getByRole('link', { name: 'Print datasheet' })).toHaveAttribute('href', `/en/product/${product.id}/datasheet`)
  await expect(main.getByRole('link', { name: 'Request service' })).toHaveAttribute('href', `/en/apply/after?model=${encodeURIComponent(product.model)}`)
  await expect(main.getByRole('link', { name: 'Request training' })).toHaveAttribute('href', '/en/apply/training')
  await expect(main.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/en/contact')
  await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
  for (const name of ['Downloads', 'Videos', 'Related products']) await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toBeVisible()
  await expect(page.getByRole('tabpanel', { name: 'Specifications' }).getByRole('table', { name: 'Specifications' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^View larger: / })).toBeVisible()
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = structured.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product')
  expect(data.url).toMatch(new RegExp(`/en/product/${product.id}$`))
})

test('English product videos: filters, cards and the player in English', async ({ page }) => {
  expect((await page.goto('/en/product/video'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Product videos' })).toBeVisible()
  // Video titles are content: only the page's own headings are checked.
  await expectEnglishChrome(page, { headings: 'main h1' })
  const kinds = page.getByRole('navigation', { name: 'Video type' })
  await expect(kinds.getByRole('link', { name: /^All videos/ })).toHaveAttribute('href', '/en/product/video')
  await expect(kinds.getByRole('link', { name: /^Technical training/ })).toHaveAttribute('href', '/en/product/video?kind=training')
  const videos = page.getByRole('list', { name: 'Videos' }).getByRole('listitem')
  await expect(videos.first()).toBeVisible()
  await expect(videos.first().getByRole('button', { name: /^Play video: / })).toBeVisible()
  await kinds.getByRole('link', { name: /^Technical training/ }).click()
  await expect(page).toHaveURL(/\/en\/product\/video\?kind=training$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the English product selector: form, results, reasons and compare link in English, on /en', async ({ page }) => {
  expect((await page.goto('/en/product/select?voltage=60&current=40'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Product selector' })).toBeVisible()
  await expectEnglishChrome(page)
  await expect(page.getByLabel('Voltage', { exact: true })).toHaveValue('60')
  await expect(page.getByLabel('Current', { exact: true })).toHaveValue('40')
  await expect(page.getByRole('button', { name: 'Find models' })).toBeVisible()
  await expect(page.locator('main form[method="get"]')).toHaveAttribute('action', '/en/product/select')
  await expect(page.getByText(/^\d+ models? match(es)?$/)).toBeVisible()
  await expect(page.getByText(/^Ranking: /)).toBeVisible()
  const results = page
    .getByRole('list', { name: 'Matching models' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(results.first()).toBeVisible()
  const reasons = results.first().getByRole('list', { name: /^Why .+ matches$/ })
  await expect(reasons.getByRole('listitem').filter({ hasText: /≥ 60 V$/ })).toHaveCount(1)
  expect(await reasons.textContent()).not.toMatch(CJK)
  await expect(results.first().getByRole('link', { name: 'View details' })).toHaveAttribute('href', /^\/en\/product\/\d+$/)
  await expect(page.getByRole('link', { name: /^Compare the top \d$/ })).toHaveAttribute('href', /^\/en\/product\/compare\?ids=[\d,]+$/)

  // Channels: the reason in English too.
  await page.goto('/en/product/select?voltage=30&current=3&channels=2')
  const first = page
    .getByRole('list', { name: 'Matching models' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first()
  await expect(first.getByText(/^\d+ channels ≥ 2 channels$/)).toBeVisible()
  await expectEnglishChrome(page)
})

test('English compare: the table, its sections and its links in English, on /en', async ({ page, request }) => {
  const [a, b] = await firstProducts(request, 2)
  expect((await page.goto(`/en/product/compare?ids=${a.id},${b.id}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible()
  await expectEnglishChrome(page)
  await expect(page.getByText(/^2 products\. Rows that differ are highlighted\.$/)).toBeVisible()
  await expect(page.getByLabel('Hide identical rows')).toBeAttached()
  const table = page.getByRole('table', { name: /^Compare / })
  await expect(table.getByText('Key specifications', { exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: a.model, exact: true })).toHaveAttribute('href', `/en/product/${a.id}`)
  await expect(table.getByRole('link', { name: `Remove ${a.model}`, exact: true })).toHaveAttribute('href', `/en/product/compare?ids=${b.id}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/product/compare\\?ids=${a.id},${b.id}$`))

  await page.goto('/en/product/compare')
  await expect(page.getByText('No products selected for comparison yet')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/en/product')
})

test('the English datasheet: the sheets, the print button and the QR code’s page in English, on /en', async ({ page, request }) => {
  const [product] = await firstProducts(request, 1)
  expect((await page.goto(`/en/product/${product.id}/datasheet`))?.status()).toBe(200)
  await expect(page).toHaveTitle(new RegExp(`^${product.model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} datasheet`))
  await expectEnglishChrome(page)
  const sheet = page.getByRole('article', { name: `${product.model} datasheet` })
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(product.model)
  for (const name of ['Key specifications', 'Specifications', 'Contact us']) await expect(sheet.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeVisible()
  await expect(page.getByRole('link', { name: '← Back to the product page' })).toHaveAttribute('href', `/en/product/${product.id}`)
  await expect(sheet.getByText('Scan to open the product page')).toBeVisible()
  await expect(sheet.locator('[class*="pageNumber"]')).toHaveText(['Page 1 of 2', 'Page 2 of 2'])
  await expect(sheet.getByRole('img', { name: /^QR code: / })).toHaveAttribute('aria-label', new RegExp(`/en/product/${product.id}$`))
  await expect(page.getByRole('note')).toHaveCount(0)
  // The sheets' own words (their labels and footers), product content aside.
  const words = await sheet.locator('thead, [class*="contactLines"] dt, figcaption, [class*="pageNumber"]').allTextContents()
  expect(words.filter((text) => CJK.test(text))).toEqual([])
})
