import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'

const member = { username: 'demo_member', password: process.env.SEED_MEMBER_PASSWORD || 'e2e-member-password' }
const CAPTCHA = 'E2E1'

test('the login dialog: messages on blur, a failed login refreshes the captcha, success reloads signed in', async ({ page }) => {
  await page.goto('/news')
  await hydrated(page)
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: '登录' }).click()
  const dialog = page.getByRole('dialog', { name: '登录' })
  await expect(dialog).toBeVisible()

  const username = dialog.getByLabel('账号')
  await username.focus()
  await username.blur()
  await expect(dialog.getByText('账号不能为空')).toBeVisible()
  await username.fill('abc')
  await username.blur()
  await expect(dialog.getByText('用户名最小六位')).toBeVisible()
  const password = dialog.getByLabel('密码', { exact: true })
  await password.focus()
  await password.blur()
  await expect(dialog.getByText('密码不能为空')).toBeVisible()
  await password.fill('12345')
  await password.blur()
  await expect(dialog.getByText('密码不能小于6位')).toBeVisible()
  const captcha = dialog.getByPlaceholder('请输入图中字符')
  await captcha.focus()
  await captcha.blur()
  await expect(dialog.getByText('图形验证码不能为空')).toBeVisible()

  // The show-password toggle reveals what was typed.
  await expect(password).toHaveAttribute('type', 'password')
  await dialog.getByRole('img', { name: /eye/ }).click()
  await expect(password).toHaveAttribute('type', 'text')

  const image = dialog.getByRole('img', { name: '图形验证码，点击换一张' })
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/)
  const firstImage = await image.getAttribute('src')
  await username.fill(member.username)
  await password.fill('wrong-password')
  await captcha.fill(CAPTCHA)
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('账号或密码错误').first()).toBeVisible()
  await expect(image).not.toHaveAttribute('src', firstImage ?? '')

  // The page reloads 100 ms after the toast: record toasts in sessionStorage, which outlives the reload.
  await page.evaluate(() => {
    new MutationObserver(() => {
      const texts = [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent ?? '')
      if (texts.length) sessionStorage.setItem('toasts', JSON.stringify(texts))
    }).observe(document.body, { childList: true, subtree: true })
  })
  await password.fill(member.password)
  await captcha.fill(CAPTCHA)
  // The reload's document is held back for a moment: the page that shows the toast stays until the new
  // one arrives, so a slow machine that paints the toast later than the reload starts still records it.
  const reloadedDocument = (url: URL) => url.pathname === '/news'
  await page.route(reloadedDocument, async (route) => {
    // eslint-disable-next-line no-restricted-syntax -- holds the reload back on purpose: a slow network, so the toast can be seen
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  const reloaded = page.waitForEvent('load')
  await dialog.getByRole('button', { name: '登录' }).click()
  await reloaded
  await page.unroute(reloadedDocument)
  await expect(page).toHaveURL(/\/news$/)
  // A read that races the reload's navigation loses its context: count that as not yet.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('toasts') ?? '').catch(() => '')).toContain('登录成功')
  await expect(dialog).toBeHidden()
  await expect(header.locator('a[href="/member"]')).toBeVisible()
  await expect(header.getByRole('button', { name: '登录' })).toHaveCount(0)

  // The page is the cached HTML every visitor gets: the member's entry comes from the hint cookie before the first paint (cached-pages.spec.ts).
  const html = await (await page.request.get('/news')).text()
  expect(html).not.toContain(member.username)
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-member'))).toBe(true)

  await header.getByRole('button', { name: '退出' }).click()
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible()
})

test('links in the login dialog close it and navigate', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click()
  const dialog = page.getByRole('dialog', { name: '登录' })
  // A click while the dialog is still zooming in can miss the link.
  await expect(dialog).not.toHaveClass(/ant-zoom-appear/)
  await dialog.getByRole('link', { name: '忘记密码？' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/member\/reset$/)
})
