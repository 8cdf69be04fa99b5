import { expect, test } from '@playwright/test'

test('news: column view, paged list of 4 with keyword, and the article with neighbours and a view count', async ({ page }) => {
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible()
  await expect(page.locator('.news-column')).toHaveCount(3)

  await page.goto('/news/list')
  const rows = page.locator('.news-row')
  await expect(rows).toHaveCount(4)
  const firstTitle = await rows.first().locator('.news-row__title').innerText()
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click()
  await expect(page).toHaveURL(/\/news\/list\?page=2/)
  await expect(rows.first().locator('.news-row__title')).not.toHaveText(firstTitle)
  await page.goBack()
  await expect(rows.first().locator('.news-row__title')).toHaveText(firstTitle)

  await page.getByRole('searchbox', { name: '搜索新闻' }).fill('电子负载')
  await page.getByRole('searchbox', { name: '搜索新闻' }).press('Enter')
  await expect(page).toHaveURL(/keyword=/)
  await expect(rows.first()).toContainText('电子负载')
  const found = await rows.allInnerTexts()
  expect(found.length).toBeGreaterThan(0)
  for (const text of found) expect(text).toContain('电子负载')

  await page.goto('/news/list?page=2')
  await rows.first().locator('.news-row__title a').click()
  await expect(page).toHaveURL(/\/news\/\d+$/)
  await expect(page.getByRole('navigation', { name: '上一篇与下一篇' }).getByRole('link')).toHaveCount(2)
  // The page is cached: the figure is live once this view has been counted (data-counted).
  const views = async () => Number((await page.locator('.article__meta span[data-counted]').innerText()).replace(/\D/g, ''))
  const before = await views()
  await page.reload()
  expect(await views()).toBe(before + 1)

  const missing = await page.goto('/news/99999999')
  expect(missing?.status()).toBe(404)
})
