import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'

test("toasts sit 16 px from the top in the site's colours, stack 20 px apart and leave after 3 s", async ({ page }) => {
  await page.goto('/sign-up')
  await hydrated(page)
  // Submitting the empty form twice shows its first error twice.
  const submit = page.locator('form').getByRole('button', { name: /注册/ }).last()
  await submit.click()
  await submit.click()
  const notices = page.locator('.ant-message-notice')
  await expect(notices).toHaveCount(2)
  await expect(notices.first()).toContainText('账号不能为空')
  // The design brief's error colour and type, not antd's defaults (#ff4d4f, its own font stack).
  const look = await notices.first().evaluate((notice) => ({
    icon: getComputedStyle(notice.querySelector('.anticon')!).color,
    font: getComputedStyle(notice).fontFamily,
  }))
  expect(look).toEqual({ icon: 'rgb(220, 38, 38)', font: expect.stringMatching(/^"PingFang SC", "Microsoft YaHei"/) })
  // Let the entry animation settle before measuring.
  await expect.poll(async () => (await notices.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))).sort((a, b) => a - b)[0]).toBe(16)
  const boxes = (await notices.evaluateAll((items) => items.map((item) => ({ top: item.getBoundingClientRect().top, bottom: item.getBoundingClientRect().bottom })))).sort(
    (a, b) => a.top - b.top,
  )
  expect(Math.round(boxes[1].top - boxes[0].bottom)).toBe(20)
  await expect(notices).toHaveCount(0, { timeout: 6_000 })
})
