import { expect, type Page } from '@playwright/test'

export const CAPTCHA = 'E2E1'
export const DEMO_MEMBER = { username: 'demo_member', password: process.env.SEED_MEMBER_PASSWORD || 'e2e-member-password' }

/** Signs the page's browser context in through the contract (the response sets the token cookie). */
export async function loginByApi(page: Page, account: { username: string; password: string }): Promise<void> {
  const { data } = (await (await page.request.get('/api/index/captcha')).json()) as { data: { hash: string } }
  const response = await page.request.post('/api/index/login', { data: { ...account, captcha: CAPTCHA, hash: data.hash } })
  expect(((await response.json()) as { code: number; msg: string }).code, 'login by API').toBe(1)
}

/** Fills and submits the login dialog that is open on the page. */
export async function submitLoginDialog(page: Page, account: { username: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '登录' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: '图形验证码，点击换一张' })).toBeVisible()
  await dialog.getByLabel('账号').fill(account.username)
  await dialog.getByLabel('密码', { exact: true }).fill(account.password)
  await dialog.getByPlaceholder('请输入图中字符').fill(CAPTCHA)
  await dialog.getByRole('button', { name: '登录' }).click()
  // The page reloads or moves on 100 ms after 登录成功, so the dialog's closing is what a test can wait for.
  await expect(dialog).toBeHidden()
  await page.waitForLoadState('load')
}
