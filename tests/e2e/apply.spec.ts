import { expect, test, type Locator, type Page } from '@playwright/test'

import { choose, pickRegion } from './form-pickers'
import { hydrated } from './hydration'
import { CAPTCHA, DEMO_MEMBER, loginByApi } from './member-session'

const SENT = '提交成功，我们会尽快与您联系'

const form = (page: Page) => page.getByRole('main').locator('form')
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text)

async function blurEmpty(scope: Locator, label: string, error: string) {
  const field = scope.getByLabel(label, { exact: true })
  await field.focus()
  await field.blur()
  await expect(scope.getByText(error, { exact: true })).toBeVisible()
}

/** Picks an option of an antd select, again if a click landed while its list was still opening. */
test('a member applies for after-sales and training: own details read-only, suggestions, rules, both in the log', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  await page.goto('/apply/after?model=PSD-6080-60C')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: '售后服务申请' })).toBeVisible()
  let main = form(page)

  // The member section comes from the account and cannot be edited here; unknown fields stay open.
  for (const [label, value] of [
    ['姓名', '林志远'],
    ['公司/学校', '深圳市恒拓电源技术有限公司'],
    ['手机号', '13826547193'],
    ['邮箱', 'demo.member@example.com'],
  ]) {
    await expect(main.getByLabel(label, { exact: true })).toHaveValue(value)
    await expect(main.getByLabel(label, { exact: true })).toBeDisabled()
  }
  await expect(main.getByLabel('所在地区')).toBeDisabled()
  await expect(main.getByText('广东省 / 深圳市 / 南山区')).toBeVisible()
  await expect(main.getByLabel('应用行业')).toBeDisabled()
  await expect(main.getByLabel('座机')).toBeEnabled()
  await expect(main.getByPlaceholder('请输入图中字符')).toHaveCount(0)
  await expect(main.getByRole('link', { name: '会员中心' })).toHaveAttribute('href', '/member')

  // The model arrives from the product page; typing shows catalogue suggestions.
  const model = main.getByLabel('产品型号')
  await expect(model).toHaveValue('PSD-6080-60C')
  await model.fill('')
  await model.blur()
  await expect(main.getByText('产品型号不能为空')).toBeVisible()
  await model.fill('PSD')
  const suggestion = page.locator('.ant-select-item-option', { hasText: 'PSD-6250-20C' })
  await expect(suggestion).toBeVisible()
  await expect(page.locator('.ant-select-item-option').first()).toContainText('PSD-')
  // A click while the dropdown is still sliding in can miss the option: pick again until it takes.
  await expect(async () => {
    if (!(await suggestion.isVisible())) await model.fill('PSD')
    await suggestion.click({ timeout: 2000 })
    await expect(model).toHaveValue('PSD-6250-20C', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(main.getByText('产品型号不能为空')).toHaveCount(0)

  await blurEmpty(main, '售后类型', '售后类型不能为空')
  await blurEmpty(main, '描述详情', '描述详情不能为空')
  await main.getByRole('button', { name: '提交申请' }).click()
  await expect(toast(page, '售后类型不能为空')).toBeVisible()

  await choose(page, main, '售后类型', '计量校准')
  await main.getByLabel('描述详情').fill('设备已使用两年，需要做年度计量校准并出具校准证书。')
  await main.getByRole('button', { name: '提交申请' }).click()
  await expect(toast(page, SENT)).toBeVisible()
  await expect(main.getByRole('link', { name: '会员中心 · 我的记录' })).toHaveAttribute('href', '/member?tab=log')
  await expect(main.getByLabel('描述详情')).toHaveValue('')

  await page.goto('/apply/training')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: '培训申请' })).toBeVisible()
  main = form(page)
  await expect(main.getByLabel('姓名', { exact: true })).toBeDisabled()
  await blurEmpty(main, '培训类型', '培训类型不能为空')
  await blurEmpty(main, '描述详情', '描述详情不能为空')
  await choose(page, main, '培训类型', 'SCPI 编程与自动化测试')
  await main.getByLabel('描述详情').fill('研发部 4 人，希望学习用 Python 控制 PSD 电源和 ELD 电子负载。')
  await main.getByRole('button', { name: '提交申请' }).click()
  await expect(toast(page, SENT)).toBeVisible()

  const log = (await (await page.request.post('/api/member/apply_list', { data: { page: 1, size: 10 } })).json()) as { data: { list: { type: string; title: string }[] } }
  expect(log.data.list).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'after-sales', title: 'PSD-6250-20C 计量校准' }),
      expect.objectContaining({ type: 'training', title: 'SCPI 编程与自动化测试' }),
    ]),
  )
})

test('a visitor applies for training with the captcha; every member rule shows on blur', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/apply/training')
  await hydrated(page)
  const main = form(page)
  await expect(main.getByLabel('姓名', { exact: true })).toBeEnabled()
  await expect(main.getByRole('button', { name: '登录' })).toBeVisible()
  const image = main.getByRole('img', { name: '图形验证码，点击换一张' })
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/)

  await blurEmpty(main, '姓名', '姓名不能为空')
  await blurEmpty(main, '公司/学校', '公司/学校不能为空')
  await blurEmpty(main, '手机号', '手机号不能为空')
  await blurEmpty(main, '邮箱', '邮箱不能为空')
  await blurEmpty(main, '所在地区', '地区不能为空')
  await blurEmpty(main, '应用行业', '应用行业不能为空')
  await blurEmpty(main, '培训类型', '培训类型不能为空')
  await blurEmpty(main, '描述详情', '描述详情不能为空')
  await main.getByPlaceholder('请输入图中字符').focus()
  await main.getByPlaceholder('请输入图中字符').blur()
  await expect(main.getByText('图形验证码不能为空')).toBeVisible()
  for (const [label, value, error] of [
    ['手机号', '1a', '手机号格式不正确'],
    ['座机', 'x', '座机格式不正确'],
    ['邮箱', 'nobody', '邮箱格式不正确'],
  ]) {
    await main.getByLabel(label, { exact: true }).fill(value)
    await main.getByLabel(label, { exact: true }).blur()
    await expect(main.getByText(error)).toBeVisible()
  }

  await main.getByLabel('姓名', { exact: true }).fill('宋雨桐')
  await main.getByLabel('公司/学校').fill('南京宁芯半导体有限公司')
  await main.getByLabel('手机号').fill('13912345678')
  await main.getByLabel('座机').fill('025-84660000')
  await main.getByLabel('邮箱').fill('songyutong@example.com')
  await pickRegion(page, main.getByLabel('所在地区'), ['江苏省', '南京市', '江宁区'])
  await choose(page, main, '应用行业', '半导体与元器件')
  await choose(page, main, '培训类型', '产品操作培训')
  await main.getByLabel('描述详情').fill('新采购三台 PSD 电源，希望安排一次到厂操作培训。')

  // A wrong captcha is refused with the server's message and a new image.
  const first = await image.getAttribute('src')
  await main.getByPlaceholder('请输入图中字符').fill('NOPE')
  await main.getByRole('button', { name: '提交申请' }).click()
  await expect(toast(page, '图形验证码错误或已过期，请重新输入')).toBeVisible()
  await expect(image).not.toHaveAttribute('src', first ?? '')

  await main.getByPlaceholder('请输入图中字符').fill(CAPTCHA)
  await main.getByRole('button', { name: '提交申请' }).click()
  await expect(toast(page, SENT)).toBeVisible()
  await expect(main.getByRole('link', { name: '注册会员' })).toHaveAttribute('href', '/sign-up')
  await expect(main.getByLabel('描述详情')).toHaveValue('')
  await expect(main.getByLabel('姓名', { exact: true })).toHaveValue('宋雨桐')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})

test('a visitor applies for after-sales from a product page link', async ({ page }) => {
  await page.goto('/apply/after?model=PSD-6080-60C')
  await hydrated(page)
  await expect(form(page).getByLabel('产品型号')).toHaveValue('PSD-6080-60C')
  await expect(page.getByRole('complementary')).toContainText('400-860-0766')
})
