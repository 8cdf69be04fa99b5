import { expect, test } from '@playwright/test'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

test('a product saved as a draft stays hidden; publishing shows it on /product and in the contract at once, deleting removes it', async ({ page }) => {
  const model = `FRESH-${Date.now().toString(36).toUpperCase()}`
  const listing = `/product?keyword=${model}`
  const cards = page.getByRole('article')
  // The contract's read, which the site's server keeps for a moment: a publish must forget it at once.
  const contractTotal = async () => (await (await page.request.post('/api/index/product', { data: { keyword: model } })).json()).data.total

  // Warm the cached read for this keyword: it must be expired by the publish, not simply missing.
  await page.goto(listing)
  await expect(cards).toHaveCount(0)
  expect(await contractTotal()).toBe(0)

  await page.goto('/admin')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()

  await page.goto('/admin/collections/products/create')
  await page.locator('#field-model').fill(model)
  await page.locator('#field-name').fill('新鲜度测试电源')
  await page.locator('#field-category').click()
  await page.locator('.rs__option').first().click()
  await page.getByRole('button', { name: '保存草稿' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
  const id = /products\/(\d+)/.exec(page.url())?.[1]

  await page.goto(listing)
  await expect(cards).toHaveCount(0)
  expect(await contractTotal()).toBe(0)
  expect((await page.goto(`/product/${id}`))?.status()).toBe(404)

  await page.goto(`/admin/collections/products/${id}`)
  // Published once the admin's save has been answered: from then on, at once, everywhere.
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === `/cms-api/products/${id}` && response.request().method() === 'PATCH')
  await page.getByRole('button', { name: '发布修改' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('button', { name: '发布修改' })).toBeDisabled()
  expect(await contractTotal()).toBe(1)

  await page.goto(listing)
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading')).toHaveText(model)
  expect((await page.goto(`/product/${id}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model)

  // Payload honours the session cookie only from its own origin (CSRF protection).
  const deleted = await page.request.delete(`/cms-api/products/${id}`, { headers: { origin: new URL(page.url()).origin } })
  expect(deleted.ok()).toBe(true)
  expect(await contractTotal()).toBe(0)
  await page.goto(listing)
  await expect(cards).toHaveCount(0)
})
