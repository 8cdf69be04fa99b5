import { expect, test } from '@playwright/test'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

test('an editor logs in to the Chinese admin and publishes a new product', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()
  await expect(page.getByText('产品中心').first()).toBeVisible()

  const model = `E2E-${Date.now().toString(36).toUpperCase()}`
  await page.goto('/admin/collections/products/create')
  await page.locator('#field-model').fill(model)
  await page.locator('#field-name').fill('端到端测试电源')
  await page.locator('#field-category').click()
  await page.locator('.rs__option').first().click()
  await page.getByRole('button', { name: '发布修改' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)

  // Read back as the signed-in editor (Payload's REST API is for staff; outside a browser Payload wants the Origin).
  const response = await page.request.get(`/cms-api/products?where[model][equals]=${model}&depth=0`, { headers: { origin: new URL(page.url()).origin } })
  const body = await response.json()
  expect(body.totalDocs).toBe(1)
  expect(body.docs[0].name).toBe('端到端测试电源')
})

test('an editor cannot open staff management actions', async ({ request, baseURL }) => {
  const login = await request.post('/cms-api/users/login', { data: editor })
  expect(login.ok()).toBe(true)
  const origin = new URL(baseURL ?? '').origin
  const created = await request.post('/cms-api/users', { headers: { origin }, data: { email: 'intruder@example.com', password: 'x-password-1', role: 'admin' } })
  // Signed in (not 401), and still refused: creating staff is for admins.
  expect(created.status()).toBe(403)
})
