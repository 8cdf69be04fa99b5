import { expect, test } from '@playwright/test'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

test('with no header navigation published, the header shows the spec’s defaults; republishing brings the menu back', async ({ page, request }) => {
  const login = await request.post('/cms-api/users/login', { data: editor })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get('/cms-api/nav-items?where[placement][equals]=header&limit=100&depth=0', { headers })
  const items = ((await found.json()) as { docs: { id: number }[] }).docs
  expect(items.length).toBeGreaterThan(0)
  const menu = page.getByRole('navigation', { name: '主菜单' })
  try {
    for (const item of items) expect((await request.patch(`/cms-api/nav-items/${item.id}`, { headers, data: { _status: 'draft' } })).ok()).toBe(true)
    await page.goto('/')
    await expect(menu.getByRole('link')).toHaveText(['首页', '关于我们', '产品中心', '新闻资讯', '联系我们'])
  } finally {
    for (const item of items) await request.patch(`/cms-api/nav-items/${item.id}`, { headers, data: { _status: 'published' } })
  }
  await page.goto('/')
  await expect(menu.getByRole('link', { name: '下载中心' })).toBeVisible()
})
