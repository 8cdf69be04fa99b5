import { expect, test, type Page } from '@playwright/test'

import { choose, pickRegion } from './form-pickers'
import { hydrated } from './hydration'
import { resetCode } from './mailbox'
import { CAPTCHA, DEMO_MEMBER, loginByApi, submitLoginDialog } from './member-session'

test.describe.configure({ mode: 'serial' })

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const account = {
  username: `e2e_${stamp}`,
  password: 'first-secret-1',
  email: `member.${stamp}@example.com`,
  name: '测试会员',
  company: '深圳市精测电子有限公司',
  mobile: '13800138000',
}
const NEW_PASSWORD = 'second-secret-2'
const RESET_PASSWORD = 'third-secret-3'

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text)

test('register on /sign-up, log out, log in from the header, edit the profile, change the password and log in with it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/sign-up')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: '注册会员' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '下载会员资料' })).toBeVisible()

  await page.getByLabel('账号').fill(account.username)
  await page.getByLabel('密码', { exact: true }).fill(account.password)
  await page.getByLabel('确认密码').fill(`${account.password}x`)
  await page.getByLabel('确认密码').blur()
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible()
  await page.getByLabel('确认密码').fill(account.password)
  await page.getByLabel('姓名').fill(account.name)
  await page.getByLabel('公司/学校').fill(account.company)
  await page.getByLabel('邮箱').fill(account.email)
  await page.getByLabel('手机号').fill(account.mobile)
  await page.getByLabel('座机').fill('0755-26880001')
  await pickRegion(page, page.getByLabel('所在地区'), ['广东省', '深圳市', '南山区'])
  await choose(page, page.getByRole('main'), '应用行业', '电池与储能')
  await page.getByLabel('微信号').fill('e2e_wechat')
  await expect(page.getByRole('img', { name: '图形验证码，点击换一张' })).toBeVisible()
  await page.getByPlaceholder('请输入图中字符').fill(CAPTCHA)

  // The agreement must be accepted; it opens in the document dialog.
  await page.getByRole('button', { name: '注册' }).click()
  await expect(toast(page, '请阅读并同意用户协议')).toBeVisible()
  await page.getByRole('button', { name: '《用户协议》' }).click()
  const agreement = page.getByRole('dialog', { name: '用户协议' })
  await expect(agreement).toBeVisible()
  await expect(agreement.locator('.rich-text')).not.toBeEmpty()
  await agreement.getByRole('button', { name: '我已阅读并同意' }).click()
  await expect(agreement).toBeHidden()
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked()

  await page.getByRole('button', { name: '注册' }).click()
  await expect(toast(page, '注册成功')).toBeVisible()
  await expect(page).toHaveURL(/\/member$/)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: account.name })).toBeVisible()

  // Log out, then back in through the header's dialog.
  await hydrated(page)
  await header.getByRole('button', { name: '退出' }).click()
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible()
  await header.getByRole('button', { name: '登录' }).click()
  await submitLoginDialog(page, account)
  await expect(header.getByRole('link', { name: account.name })).toBeVisible()

  // Profile: the account is read-only, the rest is saved and still there after a reload.
  await page.goto('/member')
  await hydrated(page)
  await expect(page.getByLabel('账号')).toHaveValue(account.username)
  await expect(page.getByLabel('账号')).toHaveAttribute('readonly', '')
  await expect(page.locator('.ant-cascader')).toContainText('广东省 / 深圳市 / 南山区')
  const company = `${account.company}（研发部）`
  await page.getByLabel('公司/学校').fill(company)
  await page.getByLabel('QQ').fill('12345678')
  await page.getByRole('button', { name: '保存修改' }).click()
  await expect(toast(page, '修改成功')).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('公司/学校')).toHaveValue(company)
  await expect(page.getByLabel('QQ')).toHaveValue('12345678')

  // Password: every session ends, the page goes home and asks for the new password.
  await page.getByRole('link', { name: '修改密码' }).click()
  await expect(page).toHaveURL(/\/member\?tab=password$/)
  // A whole-page link: what is typed before the form hydrates is dropped by it.
  await hydrated(page)
  await page.getByLabel('原密码').fill(account.password)
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: '修改密码' }).click()
  await expect(toast(page, '密码已修改，请重新登录')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await submitLoginDialog(page, { username: account.username, password: NEW_PASSWORD })
  await expect(page).toHaveURL(/\/member$/)
  await expect(header.getByRole('link', { name: account.name })).toBeVisible()
  account.password = NEW_PASSWORD
})

test('reset the password on /member/reset with the code from the mail, then log in with it', async ({ page }) => {
  // The page's clock: the 10-second resend countdown is moved through, not waited for.
  await page.clock.install()
  await page.goto('/member/reset')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible()
  const send = page.getByRole('button', { name: /发送验证码|秒后重发|重新发送/ })

  // The e-mail is checked before anything is sent.
  await send.click()
  await expect(page.getByText('邮箱不能为空')).toBeVisible()

  await page.getByLabel('注册邮箱').fill(account.email)
  const since = Date.now() - 1000
  await send.click()
  await expect(toast(page, '验证码已发送，请查收邮件')).toBeVisible()
  await expect(send).toHaveText(/^(10|9) 秒后重发$/)
  await expect(send).toBeDisabled()
  const code = await resetCode(account.email, since)

  await page.getByLabel('邮箱验证码').fill(code)
  await page.getByLabel('新密码', { exact: true }).fill(RESET_PASSWORD)
  await page.getByLabel('确认新密码').fill(RESET_PASSWORD)
  // The countdown goes down a second at a time and ends with a resend button: the page's clock is moved a
  // second, then the test waits for the button to show it, up to ten times.
  for (let second = 1; second <= 10 && (await send.textContent()) !== '重新发送'; second += 1) {
    const shown = (await send.textContent()) ?? ''
    expect(shown).toMatch(/^([1-9]|10) 秒后重发$/)
    await expect(send).toBeDisabled()
    await page.clock.runFor(1000)
    await expect(send).not.toHaveText(shown)
  }
  await expect(send).toHaveText('重新发送')
  await expect(send).toBeEnabled()

  await page.getByRole('button', { name: '重置密码' }).click()
  await expect(toast(page, '密码重置成功，请使用新密码登录')).toBeVisible()
  // The login dialog opens; whoever closes it still has the way in where the form was.
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: '登录' })).toBeHidden()
  await expect(page.getByRole('heading', { name: '密码已重置' })).toBeVisible()
  await page.getByRole('button', { name: '去登录' }).click()
  await submitLoginDialog(page, { username: account.username, password: RESET_PASSWORD })
  await expect(page).toHaveURL(/\/member$/)
  await expect(page.getByRole('banner').getByRole('link', { name: account.name })).toBeVisible()
})

test('a wrong old password is refused with its reason and the session stays', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  await page.goto('/member?tab=password')
  await hydrated(page)
  await page.getByLabel('原密码').fill('not-my-password')
  await page.getByLabel('新密码', { exact: true }).fill('whatever-new-1')
  await page.getByLabel('确认新密码').fill('whatever-new-1')
  await page.getByRole('button', { name: '修改密码' }).click()
  await expect(toast(page, '原密码错误')).toBeVisible()
  await expect(page).toHaveURL(/\/member\?tab=password$/)
})

test('every validation message of the sign-up form shows on blur; submitting shows the first one', async ({ page }) => {
  await page.goto('/sign-up')
  await hydrated(page)
  const blurWith = async (label: string, value: string, message: string, exact = false) => {
    const field = page.getByLabel(label, { exact })
    await field.fill(value)
    await field.blur()
    await expect(page.getByText(message, { exact: true }), `${label}: ${message}`).toBeVisible()
  }
  await blurWith('账号', '', '账号不能为空')
  await blurWith('账号', 'abc', '用户名最小六位')
  await blurWith('密码', '', '密码不能为空', true)
  await blurWith('密码', '12345', '密码不能小于6位', true)
  await blurWith('姓名', '', '姓名不能为空')
  await blurWith('公司/学校', '', '公司/学校不能为空')
  await blurWith('邮箱', '', '邮箱不能为空')
  await blurWith('邮箱', 'not-an-email', '邮箱格式不正确')
  await blurWith('手机号', '', '手机号不能为空')
  await blurWith('手机号', 'call me', '手机号格式不正确')
  await blurWith('座机', 'office', '座机格式不正确')
  for (const [label, message] of [
    ['所在地区', '地区不能为空'],
    ['应用行业', '应用行业不能为空'],
  ]) {
    await page.getByLabel(label).focus()
    await page.getByLabel(label).blur()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  const captcha = page.getByPlaceholder('请输入图中字符')
  await captcha.focus()
  await captcha.blur()
  await expect(page.getByText('图形验证码不能为空', { exact: true })).toBeVisible()
  // A valid value clears the message.
  await page.getByLabel('手机号').fill('+86 138-0013-8000')
  await page.getByLabel('手机号').blur()
  await expect(page.getByText('手机号格式不正确')).toHaveCount(0)

  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: '注册' }).click()
  await expect(toast(page, '账号不能为空')).toBeVisible()
})

test('the log table pages through the member’s applications and opens a detail', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  // Enough entries for a second page (10 a page): the seed gives demo_member two applications.
  const list = async () => ((await (await page.request.post('/api/member/apply_list', { data: { page: 1, size: 10 } })).json()) as { data: { total: number } }).data
  for (let total = (await list()).total; total <= 10; total += 1) {
    const response = await page.request.post('/api/index/apply_after', { data: { no: `E2E-${total}`, afterType: '维修', detail: `第 ${total} 条测试申请：输出纹波偏大。` } })
    expect(((await response.json()) as { code: number }).code).toBe(1)
  }
  const { total } = await list()

  await page.goto('/member?tab=log')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: '申请与报名记录' })).toBeVisible()
  const table = page.locator('.ant-table')
  await expect(table.getByRole('columnheader', { name: '状态' })).toBeVisible()
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10)
  await expect(page.getByText(`共 ${total} 条`)).toBeVisible()
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click()
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(total - 10)

  // The seeded after-sales application is the oldest: on the last page, with its status tag.
  const seeded = table.locator('tbody tr.ant-table-row', { hasText: '售后服务' }).last()
  await expect(seeded.getByText('处理中')).toBeVisible()
  await seeded.getByRole('button', { name: /查看详情/ }).click()
  const detail = page.getByRole('dialog', { name: '售后服务详情' })
  await expect(detail).toBeVisible()
  await expect(detail.getByText('过温保护', { exact: false })).toBeVisible()
  await expect(detail.getByText('广东省 / 深圳市 / 南山区')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()

  // Filtering by type asks the server again.
  await page.locator('.ant-segmented').getByText('培训申请').click()
  await expect(table.locator('tbody tr.ant-table-row', { hasText: '售后服务' })).toHaveCount(0)
  await expect(table.locator('tbody tr.ant-table-row', { hasText: '培训申请' }).last().getByText('待处理')).toBeVisible()

  // Phone width: the table scrolls inside its panel, not the page.
  await page.setViewportSize({ width: 375, height: 800 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
