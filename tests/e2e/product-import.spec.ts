import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import sharp from 'sharp'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }
const model = `E2E-IMP-${Date.now().toString(36).toUpperCase()}`

async function signIn(page: Page) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()
}

/** Payload's REST API with the admin's session (it honours the cookie only from its own origin). */
async function api(page: Page, method: 'GET' | 'DELETE', path: string) {
  const response = await page.request.fetch(path, { method, headers: { origin: new URL(page.url()).origin } })
  expect(response.ok()).toBe(true)
  return response.json()
}

/** The downloaded template with one good product and one row whose category does not exist. */
async function fillTemplate(template: Buffer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(template as never)
  const sheet = workbook.getWorksheet('产品')!
  const headers = (sheet.getRow(1).values as string[]).slice(1)
  const column = (header: string | RegExp) => headers.findIndex((item) => (typeof header === 'string' ? item === header : header.test(item))) + 1
  const row = (number: number, values: [string | RegExp, string | number][]) => {
    for (const [header, value] of values) sheet.getCell(number, column(header)).value = value
  }
  row(2, [
    ['分类', '可编程直流电源'],
    ['型号', model],
    ['产品名称', 'E2E 导入测试电源'],
    ['系列/类型', 'E2E 导入系列'],
    ['产品概述', '端到端测试导入的产品，测试结束后删除。'],
    ['发布状态', '发布'],
    [/（voltage）$/, 60],
    [/（current）$/, 5],
    [/（channels）$/, '单路'],
    [/（interface）$/, 'USB/LAN'],
  ])
  row(3, [
    ['分类', '不存在的分类'],
    ['型号', `${model}-X`],
    ['产品名称', '不会导入的产品'],
  ])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

test('an editor imports products from the template and sees them on /product', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/admin/collections/products')
  await page.getByRole('link', { name: '批量导入' }).click()
  await expect(page).toHaveURL(/\/admin\/import-products$/)
  await expect(page.getByRole('heading', { level: 1, name: '批量导入产品' })).toBeVisible()

  // The template downloads with the columns of the demo's facets.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载导入模板' }).click()])
  expect(download.suggestedFilename()).toBe('产品导入模板.xlsx')
  const template = await readFile((await download.path())!)
  const check = new ExcelJS.Workbook()
  await check.xlsx.load(template as never)
  expect(check.worksheets.filter((sheet) => sheet.state !== 'hidden').map((sheet) => sheet.name)).toEqual(['产品', '填写说明', '分类与筛选项'])

  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f6fb3' } })
    .png()
    .toBuffer()
  const zip = new JSZip()
  zip.file(`${model}.png`, png)
  await page
    .locator('input[name="file"]')
    .setInputFiles({ name: '产品导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await fillTemplate(template) })
  await page.locator('input[name="images"]').setInputFiles({ name: '产品图片.zip', mimeType: 'application/zip', buffer: await zip.generateAsync({ type: 'nodebuffer' }) })

  // The dry run: one product to create, one row refused with its reason, nothing written yet.
  await page.getByRole('button', { name: '预检', exact: true }).click()
  const plan = page.locator('#product-import-plan')
  await expect(plan.getByRole('status')).toContainText('将新建 1 个、更新 0 个产品')
  await expect(plan.getByRole('status')).toContainText('1 行有错误')
  await expect(plan.getByRole('row', { name: /分类“不存在的分类”不存在/ })).toBeVisible()
  await plan.getByRole('button', { name: /^全部行/ }).click()
  await expect(plan.getByRole('row', { name: new RegExp(`${model}.*新建`) })).toContainText(`${model}.png`)
  expect((await api(page, 'GET', `/cms-api/products?where[model][equals]=${model}&draft=true&depth=0`)).totalDocs).toBe(0)

  // The real run, with its progress, then the summary.
  await page.getByRole('button', { name: '跳过 1 行错误，开始导入' }).click()
  const summary = page.locator('#product-import-summary')
  await expect(summary).toContainText('导入完成：新建 1 个、更新 0 个产品，上传图片 1 张')
  await expect(summary).toContainText('1 行有错误已跳过')
  await expect(summary.getByRole('link', { name: model })).toBeVisible()

  const found = await api(page, 'GET', `/cms-api/products?where[model][equals]=${model}&depth=0`)
  expect(found.docs[0]).toMatchObject({ name: 'E2E 导入测试电源', _status: 'published' })
  const id = found.docs[0].id as number

  try {
    // The public list shows it (the import expired the cached pages), with its picture.
    await page.goto(`/product?keyword=${encodeURIComponent(model)}`)
    const card = page.getByRole('list', { name: '产品列表' }).getByRole('listitem').filter({ hasText: model })
    await expect(card).toBeVisible()
    await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/)

    // Importing the same file again changes nothing.
    await page.goto('/admin/import-products')
    await page
      .locator('input[name="file"]')
      .setInputFiles({ name: '产品导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await fillTemplate(template) })
    await page.getByRole('button', { name: '预检', exact: true }).click()
    await expect(page.locator('#product-import-plan').getByRole('status')).toContainText('将新建 0 个、更新 0 个产品，1 行无变化')
  } finally {
    // Other specs count the demo catalogue: leave it as it was.
    await api(page, 'DELETE', `/cms-api/products/${id}`)
  }
})
