import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'

test('robots.txt keeps crawlers out of the admin, the member area and the APIs, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  for (const path of ['/admin', '/member', '/api/', '/cms-api/']) expect(text).toContain(`Disallow: ${path}`)
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
})

test('sitemap.xml is an index whose files list every published product, article and download, and the activity pages', async ({ request }) => {
  const index = await request.get('/sitemap.xml')
  expect(index.headers()['content-type']).toContain('application/xml')
  const indexXml = await index.text()
  expect(indexXml).toContain('<sitemapindex')
  const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml', '/sitemaps/news-1.xml', '/sitemaps/downloads-1.xml'])
  const urls: string[] = []
  let xml = ''
  for (const file of files) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    xml = await response.text()
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname + new URL(match[1]).search))
  }
  // Every page is listed in Chinese and in English, each naming the other as its alternate.
  const english = urls.filter((url) => url === '/en' || url.startsWith('/en/'))
  expect(english.map((url) => url.replace(/^\/en(?=\/|$)/, '') || '/').sort()).toEqual(urls.filter((url) => !english.includes(url)).sort())
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/[^"]+"\/>/)
  const products = urls.filter((url) => /^\/product\/\d+$/.test(url))
  const news = urls.filter((url) => /^\/news\/\d+$/.test(url))
  const downloads = urls.filter((url) => /^\/download\/middleware\/\d+$/.test(url))
  const contract = async (call: string, body: Record<string, unknown>) => (await (await request.post(`/api/index/${call}`, { data: body })).json()) as { data: { total: number } }
  expect(products.length).toBe((await contract('product', { page: 1, size: 1 })).data.total)
  expect(news.length).toBe((await contract('news', { page: 1, size: 1 })).data.total)
  expect(downloads.length).toBe((await contract('download', { page: 1, size: 1 })).data.total)
  expect(new Set(urls).size).toBe(urls.length)
  const activities = (await contract('active', { page: 1, size: 6 })).data.total
  expect(urls).toContain('/activity')
  expect(urls.filter((url) => url.startsWith('/activity?page=')).length).toBe(Math.max(0, Math.ceil(activities / 6) - 1))
  expect(urls).toContain('/')
  expect(xml).toContain('<lastmod>')
  expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404)
  expect((await request.get('/sitemaps/members-1.xml')).status()).toBe(404)
})

test('pages carry a title, a description, a canonical URL and Open Graph data from their content', async ({ page }) => {
  await page.goto('/news/list')
  // Hydrated first: this checks the head after a client-side navigation (a click while React is still starting
  // can leave the previous page's canonical link beside the new one; see docs/decisions/0021).
  await hydrated(page)
  await page.locator('.news-row__title a').first().click()
  await expect(page).toHaveURL(/\/news\/\d+$/)
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 8)))
  const path = new URL(page.url()).pathname
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts()
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toContain('NewsArticle')
  expect(types).toContain('BreadcrumbList')
  await expect(page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '首页' })).toBeVisible()

  await page.goto('/')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
})
