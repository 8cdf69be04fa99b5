import { expect, test } from '@playwright/test'

test('the home page shows seeded featured products', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  const cards = page.locator('.product-card')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(4)
  const image = cards.first().locator('img')
  await expect(image).toHaveAttribute('alt', /\S/)
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
})
