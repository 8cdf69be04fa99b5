import { expect, test, type Page } from '@playwright/test'

import { mailsTo } from './mailbox'
import { applyForTraining } from './training-lead'

const admin = { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD || 'e2e-admin-password' }
const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(who.email)
  await page.locator('#field-password').fill(who.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()
}

/** Payload's REST API with the admin's session (it honours the cookie only from its own origin). */
async function api(page: Page, path: string, init: { method?: 'GET' | 'PATCH'; data?: unknown } = {}) {
  const headers = { origin: new URL(page.url()).origin }
  const response = init.method === 'PATCH' ? await page.request.patch(path, { headers, data: init.data }) : await page.request.get(path, { headers })
  expect(response.ok()).toBe(true)
  return response.json()
}

test('a new lead reaches the address site config names for it, sent by the job runner of the running site', async ({ request }) => {
  const since = Date.now()
  const name = `通知${since.toString(36)}`
  await applyForTraining(request, name)
  // The seeded site config sends training leads to training@example.com; nothing runs the job but the site itself.
  await expect.poll(() => mailsTo('training@example.com', since).find((text) => text.includes(name)) ?? '', { timeout: 15_000 }).toContain('/admin/collections/applications/')
})

test('admins see staff, members, settings, retention, jobs and the audit trail; editors see none of them and are refused at the door', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage()
  await signIn(adminPage, admin)
  for (const name of ['员工账号', '会员', '站点设置', '数据保留', '操作日志', '后台任务', '百度收录推送'])
    await expect(adminPage.getByRole('link', { name, exact: true }).first()).toBeVisible()
  await adminPage.goto('/admin/collections/audit-logs')
  // The admin's own sign-in is the newest entry of the trail.
  await expect(adminPage.getByText(`员工 ${admin.email} 登录成功`).first()).toBeVisible()

  const editorPage = await (await browser.newContext()).newPage()
  await signIn(editorPage, editor)
  await expect(editorPage.getByRole('link', { name: '售后与培训申请' }).first()).toBeVisible()
  for (const name of ['员工账号', '会员', '站点设置', '数据保留', '操作日志', '后台任务']) await expect(editorPage.getByRole('link', { name, exact: true })).toHaveCount(0)
  for (const path of ['/cms-api/audit-logs', '/cms-api/payload-jobs', '/cms-api/members']) {
    const response = await editorPage.request.get(path, { headers: { origin: new URL(editorPage.url()).origin } })
    expect(response.status(), path).toBe(403)
  }
  const origin = { origin: new URL(editorPage.url()).origin }
  expect((await editorPage.request.get('/cms-api/globals/site-config', { headers: origin })).status()).toBe(403)
  expect((await editorPage.request.get('/cms-api/globals/retention', { headers: origin })).status()).toBe(403)
  expect((await editorPage.request.post('/cms-api/globals/site-config', { headers: origin, data: { information_phone: '000' } })).status()).toBe(403)
})

test('editing a product shows its draft beside the form; visitors still see the published page', async ({ page, browser }) => {
  await signIn(page, editor)
  const found = await api(page, '/cms-api/products?where[_status][equals]=published&depth=0&limit=1&sort=-weight')
  const product = found.docs[0] as { id: number; model: string; summary: string }
  const draftSummary = `预览中的草稿概述 ${Date.now().toString(36)}`

  // The public page opens beside the form (live preview is on by default for products, articles and activities).
  await page.goto(`/admin/collections/products/${product.id}`)
  await expect(page.locator('#live-preview-toggler')).toBeVisible()
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(product.model, { timeout: 20_000 })
  await page.locator('#field-summary').fill(draftSummary)
  await page.getByRole('button', { name: '保存草稿' }).click()
  await expect(preview.getByText(draftSummary)).toBeVisible({ timeout: 20_000 })
  // (The header's search box has a status of its own, its suggestions' announcement.)
  await expect(preview.getByRole('status').filter({ hasText: '预览' })).toContainText('预览')

  const visitor = await (await browser.newContext()).newPage()
  expect((await visitor.request.get(`/preview/products/${product.id}`)).status()).toBe(404)
  await visitor.goto(`/product/${product.id}`)
  await expect(visitor.getByText(draftSummary)).toHaveCount(0)

  // The draft is thrown away again, so the other tests see the product as seeded.
  await api(page, `/cms-api/products/${product.id}?draft=true`, { method: 'PATCH', data: { summary: product.summary } })
})

test('quick filters above a lead list narrow it to a stage in one click', async ({ page }) => {
  await signIn(page, editor)
  await page.goto('/admin/collections/activity-joins')
  // The list has settled once it has written its own query (limit, sort) into the URL.
  await expect(page).toHaveURL(/limit=/)
  const filters = page.getByRole('navigation', { name: '快速筛选' })
  await filters.getByRole('link', { name: '跟进中', exact: true }).click()
  await expect(page).toHaveURL(/where%5Bstatus%5D%5Bequals%5D=following|where\[status\]\[equals\]=following/)
  await expect(filters.getByRole('link', { name: '跟进中', exact: true })).toHaveAttribute('aria-current', 'true')
  const expected = (await api(page, '/cms-api/activity-joins?where[status][equals]=following&limit=0&depth=0')).totalDocs as number
  expect(expected).toBeGreaterThan(0)
  await expect(page.locator('.table tbody tr')).toHaveCount(Math.min(expected, 10))
  await expect(page.locator('.table tbody')).not.toContainText('新线索')
})

test('an editor exports the filtered lead list and gets exactly those rows in an .xlsx', async ({ page }) => {
  await signIn(page, editor)
  await page.goto('/admin/collections/activity-joins')
  await expect(page).toHaveURL(/limit=/)
  await page.getByRole('navigation', { name: '快速筛选' }).getByRole('link', { name: '新线索', exact: true }).click()
  await expect(page).toHaveURL(/status/)
  const expected = (await api(page, '/cms-api/activity-joins?where[status][equals]=new&limit=0&depth=0')).totalDocs as number
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#staff-export').click()])
  expect(download.suggestedFilename()).toMatch(/^活动报名-\d{8}-\d{4}\.xlsx$/)
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]
  const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean)
  expect(headers).toEqual(expect.arrayContaining(['姓名', '活动', '跟进状态', '省', '市', '区']))
  const statusColumn = headers.indexOf('跟进状态') + 1
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? []
  expect(rows).toHaveLength(expected)
  for (const row of rows) expect(row.getCell(statusColumn).value).toBe('新线索')
})
