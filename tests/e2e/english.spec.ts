import { expect, test } from '@playwright/test'

const CJK = /[\u3400-\u9fff]/

type ListAnswer = { data: { list: { id: number; name?: string; title?: string }[] } }

test('the English site lives under /en: html lang, English chrome, hreflang both ways, Chinese URLs unchanged', async ({ page }) => {
  const response = await page.goto('/en')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeAttached()
  await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/)
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
  // Links of the English site stay on it.
  const hrefs = await page.locator('header a[href^="/"]:not(.site-language), footer a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(5)
  expect(hrefs.filter((href) => href !== '/en' && !href.startsWith('/en/') && !href.startsWith('/cms-api/'))).toEqual([])

  await page.goto('/product')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeAttached()
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/product$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product$/)
})

test('the language switch keeps the visitor on the same page, query included, both ways', async ({ page, request }) => {
  const categories = (await (await request.get('/api/index/product_category?lang=zh-cn')).json()) as { data: { id: number }[] }
  const category = categories.data[0].id
  await page.goto(`/product?category=${category}`)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/product\\?category=${category}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: '中文' }).click()
  await expect(page).toHaveURL(new RegExp(`/product\\?category=${category}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('before any framework script runs, the language switch already keeps the page and its query', async ({ page }) => {
  // The framework's chunks never arrive: only the page's own head script acts.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.goto('/news/list?page=2#top')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/news\/list\?page=2#top$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: '中文' }).click()
  await expect(page).toHaveURL(/\/news\/list\?page=2#top$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('a product reads in English under /en; an article without an English version shows in Chinese with a note, never empty', async ({ page, request }) => {
  const products = (await (await request.post('/api/index/product', { data: { page: 1, size: 1 } })).json()) as ListAnswer
  const product = products.data.list[0]
  const name = product.name ?? ''
  expect(name).toMatch(CJK)
  await page.goto(`/product/${product.id}`)
  await expect(page.getByRole('main')).toContainText(name)
  await page.goto(`/en/product/${product.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(name)
  await expect(page.getByRole('note')).toHaveCount(0)
  // The datasheet rows are the same rows, in English.
  await expect(
    page
      .getByRole('main')
      .getByText(/Output voltage/i)
      .first(),
  ).toBeVisible()

  const news = (await (await request.post('/api/index/news', { data: { page: 1, size: 50 } })).json()) as ListAnswer
  let translated = 0
  let untranslated = 0
  for (const article of news.data.list) {
    await page.goto(`/en/news/${article.id}`)
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    expect(heading.length).toBeGreaterThan(0)
    if (CJK.test(heading)) {
      untranslated += 1
      await expect(page.getByRole('note')).toContainText('not yet available in English')
      expect(heading).toBe(article.title)
    } else {
      translated += 1
      await expect(page.getByRole('note')).toHaveCount(0)
    }
  }
  expect(translated).toBeGreaterThanOrEqual(10)
  expect(untranslated).toBeGreaterThan(0)
})

test('the form screens exist in English too', async ({ page }) => {
  const response = await page.goto('/en/sign-up')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached()
  await page.goto('/sign-up')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})
