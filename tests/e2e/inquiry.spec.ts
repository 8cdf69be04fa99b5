import { expect, test, type Page } from '@playwright/test'

import { choose, pickRegion } from './form-pickers'
import { hydrated } from './hydration'
import { CAPTCHA } from './member-session'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

const cards = (page: Page) => page.getByRole('list', { name: '产品列表' }).getByRole('article')

test('a visitor sends an inquiry of three models; it reaches the admin’s 询价单 list as a new lead', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await page.goto('/product')
  await hydrated(page)
  const models: string[] = []
  for (let index = 0; index < 3; index += 1) {
    const card = cards(page).nth(index)
    models.push((await card.getByRole('heading').innerText()).trim())
    await card.getByRole('button', { name: /^加入询价/ }).click()
  }
  // The second model twice: quantity 2.
  await cards(page)
    .nth(1)
    .getByRole('button', { name: /^加入询价/ })
    .click()

  await page.goto('/inquiry')
  await hydrated(page)
  const main = page.getByRole('main')
  const rows = main.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(4)
  for (const model of models) await expect(main.getByRole('link', { name: model, exact: true })).toBeVisible()
  await expect(main.getByLabel(`${models[1]} 的数量`)).toHaveValue('2')
  await main.getByLabel(`${models[2]} 的数量`).fill('5')

  const name = `询价${Date.now().toString(36)}`
  await main.getByLabel('姓名', { exact: true }).fill(name)
  await main.getByLabel('公司/学校').fill('苏州汇测电子有限公司')
  await main.getByLabel('手机号').fill('13812340000')
  await main.getByLabel('邮箱').fill('buyer@example.com')
  await pickRegion(page, main.getByLabel('所在地区'), ['江苏省', '苏州市', '姑苏区'])
  await choose(page, main, '应用行业', '电池与储能')
  await main.getByLabel('补充说明').fill('请报含税价，月底前交货。')
  // The answer is typed once the image is there, as a visitor reads it (its arrival empties the field).
  await expect(main.getByRole('img', { name: '图形验证码，点击换一张' })).toBeVisible()
  await main.getByPlaceholder('请输入图中字符').fill(CAPTCHA)
  await main.getByRole('button', { name: '提交询价' }).click()
  await expect(page.locator('.ant-message').getByText('询价已提交，销售工程师会尽快与您联系')).toBeVisible()
  // The basket is emptied once sent.
  await expect(main.getByRole('table')).toHaveCount(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('site.inquiry.v1') ?? '[]').length)).toBe(0)

  const admin = await (await browser.newContext()).newPage()
  await admin.goto('/admin')
  await admin.locator('#field-email').fill(editor.email)
  await admin.locator('#field-password').fill(editor.password)
  await admin.locator('button[type="submit"]').click()
  await expect(admin.getByRole('link', { name: '产品' }).first()).toBeVisible()
  await admin.goto('/admin/collections/inquiries')
  const row = admin.locator('.table tbody tr', { hasText: name })
  await expect(row).toBeVisible()
  await expect(row).toContainText(`${models[0]} × 1，${models[1]} × 2，${models[2]} × 5`)
  await expect(row).toContainText('新线索')
})
