import { expect, test, type Page } from '@playwright/test'

import { wcagViolations } from './accessibility'
import { hydrated } from './hydration'
import { DEMO_MEMBER, loginByApi, submitLoginDialog } from './member-session'

async function axeViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  return wcagViolations(page)
}

test('a visitor opening /member lands home with the login dialog and comes back after logging in', async ({ page }) => {
  // Sent on before the page is rendered, with a redirect status, in the page's language.
  for (const [path, login] of [
    ['/member', '/?login=1&redirect=%2Fmember'],
    ['/en/member?tab=log', '/en?login=1&redirect=%2Fen%2Fmember'],
  ]) {
    const answer = await page.request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(307)
    expect(answer.headers().location, path).toBe(login)
  }
  await page.goto('/member')
  await expect(page).toHaveURL(/\/\?login=1&redirect=%2Fmember$/)
  await hydrated(page)
  await submitLoginDialog(page, DEMO_MEMBER)
  await expect(page).toHaveURL(/\/member$/)
  await expect(page.getByRole('heading', { level: 1, name: '会员中心' })).toBeVisible()
  await expect(page.getByLabel('账号')).toHaveValue(DEMO_MEMBER.username)
})

test('a member opening /sign-up or /member/reset is sent to /member', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  for (const path of ['/sign-up', '/member/reset']) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/member$/)
    await expect(page.getByRole('heading', { level: 1, name: '会员中心' })).toBeVisible()
  }
})

test('a visitor can open /sign-up and /member/reset, at phone and desktop widths, and they pass axe', async ({ page }) => {
  const failures: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, heading] of [
      ['/sign-up', '注册会员'],
      ['/member/reset', '找回密码'],
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
      await hydrated(page)
      failures.push(...(await axeViolations(page)))
    }
  }
  expect(failures).toEqual([])
})

test('the member centre passes axe on each section', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  const failures: string[] = []
  for (const tab of ['', '?tab=password', '?tab=log']) {
    await page.goto(`/member${tab}`)
    await hydrated(page)
    await expect(page.locator('#centre-section')).toBeVisible()
    if (tab === '?tab=log') await expect(page.locator('.ant-table-row').first()).toBeVisible()
    failures.push(...(await axeViolations(page)))
  }
  expect(failures).toEqual([])
})
