import { expect, test, type Page } from '@playwright/test'

/** Chinese characters (CJK ideographs and the full-width punctuation block). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/

/**
 * The content screens in English (issue 13): English headings, `<html lang="en">`,
 * canonical and hreflang in both languages, and every site link in the main
 * area staying on /en. Headings are checked where the seeded content has an
 * English version (about pages, activities, downloads, FAQs, news columns);
 * lists of articles are not, since 13 of the 35 seeded articles exist in
 * Chinese only. Words stored with the content are localized too (download
 * versions such as 2026 版, the production sites on the contact cards); the
 * ICP filing number in the footer stays as filed.
 */

async function englishPage(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const [pathname, query] = path.split('?')
  const chinese = (pathname.replace(/^\/en(?=\/|$)/, '') || '/') + (query ? `?${query}` : '')
  const pattern = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  if (!pathname.startsWith('/en/search')) {
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', pattern(path))
    await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveAttribute('href', pattern(path))
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]'), path).toHaveAttribute('href', chinese === '/' ? /^https?:\/\/[^/]+\/?$/ : pattern(chinese))
  }
  return page.getByRole('main')
}

/** The texts of the main area's headings of these levels; none may be Chinese. */
async function englishHeadings(page: Page, levels: number[]) {
  const selector = levels.map((level) => `main h${level}`).join(', ')
  const texts = (await page.locator(selector).allInnerTexts()).map((text) => text.trim()).filter(Boolean)
  expect(texts.length).toBeGreaterThan(0)
  expect(
    texts.filter((text) => CJK.test(text)),
    `${page.url()} headings`,
  ).toEqual([])
  return texts
}

/** Every link of the main area to a site page stays on the English site. */
async function linksStayEnglish(page: Page) {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const offSite = hrefs.filter((href) => href !== '/en' && !href.startsWith('/en/') && !href.startsWith('/en?') && !/^\/(?:api|cms-api|_next)\//.test(href))
  expect(offSite, `${page.url()} links`).toEqual([])
}

/** The header's words, the language switch (中文, on purpose) aside. */
async function englishChrome(page: Page) {
  const text = await page
    .locator('header')
    .first()
    .evaluate((header) => {
      const copy = header.cloneNode(true) as HTMLElement
      for (const element of copy.querySelectorAll('.site-language')) element.remove()
      return copy.textContent ?? ''
    })
  expect(text).not.toMatch(CJK)
}

test('home, about and contact read in English under /en', async ({ page }) => {
  const home = await englishPage(page, '/en')
  await expect(home.getByRole('heading', { level: 2, name: 'Featured products' })).toBeVisible()
  await expect(home.getByRole('heading', { level: 2, name: 'Products', exact: true })).toBeVisible()
  await englishHeadings(page, [1, 2])
  await englishChrome(page)
  await linksStayEnglish(page)

  const about = await englishPage(page, '/en/about')
  await expect(about.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(about.getByRole('navigation', { name: 'About us sections' }).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/en/about?tab=join')
  await englishHeadings(page, [1, 2, 3])
  await linksStayEnglish(page)
  for (const tab of ['honor', 'join', 'contact', 'data']) {
    await englishPage(page, `/en/about?tab=${tab}`)
    await englishHeadings(page, [1, 2])
    await linksStayEnglish(page)
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to downloads' })).toHaveAttribute('href', '/en/download')

  const contact = await englishPage(page, '/en/contact')
  await expect(contact.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await expect(contact.getByRole('heading', { level: 2, name: 'After-sales service' })).toBeVisible()
  await expect(contact.getByRole('link', { name: 'Request service', exact: true })).toHaveAttribute('href', '/en/apply/after')
  await englishHeadings(page, [1, 2, 3])
  // The cards, the production sites included, are English through and through.
  expect(await contact.innerText()).not.toMatch(CJK)
  await linksStayEnglish(page)

  // The Chinese pages keep their words.
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('关于我们')
  await page.goto('/contact')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('联系我们')
})

test('news columns and the news list in English keep the language in every link and form', async ({ page }) => {
  const news = await englishPage(page, '/en/news')
  await expect(news.getByRole('heading', { level: 1 })).toHaveText('News')
  // Column names are translated; article titles may not be.
  await englishHeadings(page, [1, 2])
  await expect(news.getByRole('link', { name: 'View all' }).first()).toHaveAttribute('href', /^\/en\/news\/list\?column=\d+$/)
  await linksStayEnglish(page)

  const list = await englishPage(page, '/en/news/list')
  await expect(list.getByRole('heading', { level: 1 })).toHaveText('All news')
  await expect(list.getByRole('search')).toHaveAttribute('action', '/en/news/list')
  await expect(list.getByRole('button', { name: 'Search' })).toBeVisible()
  await linksStayEnglish(page)
  const next = list.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' })
  await expect(next).toHaveAttribute('href', /^\/en\/news\/list\?page=2$/)
})

test('events in English: translated cards, English dates and statuses, pagination on /en', async ({ page }) => {
  const main = await englishPage(page, '/en/activity')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Events')
  await expect(main.getByRole('article').first()).toBeVisible()
  await englishHeadings(page, [1, 2])
  // Seeded activities all have an English version: nothing on the cards is Chinese.
  expect(await main.innerText()).not.toMatch(CJK)
  await expect(main.getByRole('article').first()).toContainText(/\d{4}-\d{2}-\d{2} \((?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)\) \d{2}:\d{2}/)
  await expect(main.getByText(/^(Open|Full|Closed)$/).first()).toBeVisible()
  await expect(main.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/activity?page=2')
  await linksStayEnglish(page)
  await englishChrome(page)
})

test('downloads in English: the list, a detail page without a translation note, member links on /en', async ({ page, request }) => {
  const main = await englishPage(page, '/en/download')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Downloads')
  await englishHeadings(page, [1, 2])
  await expect(main.getByRole('search')).toHaveAttribute('action', '/en/download')
  await expect(main.getByRole('navigation', { name: 'Document categories' }).getByRole('link', { name: 'All', exact: true })).toHaveAttribute('href', '/en/download')
  await linksStayEnglish(page)

  const downloads = (await (await request.post('/api/index/download', { data: { page: 1, size: 50 } })).json()) as {
    data: { list: { id: number; version: string; member_only: boolean }[] }
  }
  const plain = downloads.data.list.find((item) => !CJK.test(item.version)) ?? downloads.data.list[0]
  const detail = await englishPage(page, `/en/download/middleware/${plain.id}`)
  await expect(page.getByRole('note')).toHaveCount(0)
  await englishHeadings(page, [1, 2])
  expect(await detail.locator('th').allInnerTexts()).not.toContainEqual(expect.stringMatching(CJK))
  await expect(detail.getByRole('heading', { level: 2, name: 'File details' })).toBeVisible()
  await linksStayEnglish(page)

  // A version label with a word in it is translated (2026 版 → 2026 edition); the Chinese page keeps it.
  const edition = downloads.data.list.find((item) => item.version === '2026 版')
  if (edition) {
    const page2026 = await englishPage(page, `/en/download/middleware/${edition.id}`)
    await expect(page2026.getByRole('row', { name: /^Version/ })).toContainText('2026 edition')
    expect(await page2026.innerText()).not.toContain('2026 版')
    await page.goto(`/download/middleware/${edition.id}`)
    await expect(page.getByRole('main').getByRole('row', { name: /^版本/ })).toContainText('2026 版')
  }

  const members = downloads.data.list.find((item) => item.member_only)
  if (members) {
    await englishPage(page, `/en/download/middleware/${members.id}`)
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in to download' })).toHaveAttribute('href', `/en/member?redirect=/en/download/middleware/${members.id}`)
  }
})

test('the training center in English: FAQs and service requests', async ({ page }) => {
  const main = await englishPage(page, '/en/serve')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Training center')
  await expect(main.getByRole('heading', { level: 2, name: 'FAQs' })).toBeVisible()
  // FAQ groups and their questions have English versions.
  await englishHeadings(page, [1, 2, 3])
  const questions = await main.locator('summary').allInnerTexts()
  expect(questions.length).toBeGreaterThan(0)
  expect(questions.filter((text) => CJK.test(text))).toEqual([])
  await expect(main.getByRole('link', { name: 'Request service', exact: true })).toHaveAttribute('href', '/en/apply/after')
  await linksStayEnglish(page)
})

test('search on /en: English words, hits in English linking to /en pages', async ({ page }) => {
  const main = await englishPage(page, '/en/search?keyword=power')
  await expect(page).toHaveTitle('Search: power · Jingyuan Electronics')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search results for “power”')
  await expect(main.getByLabel('Search keywords')).toHaveValue('power')
  await expect(main.getByRole('search')).toHaveAttribute('action', '/en/search')
  const products = main.getByRole('region', { name: /^Products/ })
  await expect(products.getByRole('listitem').first()).toBeVisible()
  await expect(products.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/en\/product\/\d+$/)
  const titles = await products.locator('h3').allInnerTexts()
  expect(titles.filter((title) => CJK.test(title))).toEqual([])
  const alts = await products.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
  expect(alts.length).toBeGreaterThan(0)
  expect(alts.filter((alt) => !alt || CJK.test(alt))).toEqual([])
  await expect(main.getByRole('navigation', { name: 'Result groups' })).toBeVisible()
  await englishHeadings(page, [1, 2])
  await linksStayEnglish(page)

  // The prompt without a keyword, and its suggestions, stay on /en.
  await englishPage(page, '/en/search')
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'electronic load', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/search\?keyword=electronic(%20|\+)load$/)
})

test('English text is set with narrow quotes and apostrophes, not the Chinese fonts’ full-width ones', async ({ page }) => {
  await page.goto('/en/sign-up')
  const lead = page.getByText(/^It’s free\./)
  await expect(lead).toBeVisible()
  // The apostrophe's width as a share of the font size: about 0.25 when proportional, 1 as a full square.
  const share = await lead.evaluate((element) => {
    const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('’')) as Text
    const range = document.createRange()
    const at = text.data.indexOf('’')
    range.setStart(text, at)
    range.setEnd(text, at + 1)
    return range.getBoundingClientRect().width / parseFloat(getComputedStyle(element).fontSize)
  })
  expect(share).toBeLessThan(0.5)
})
