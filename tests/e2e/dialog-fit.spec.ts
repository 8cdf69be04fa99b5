import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'

/**
 * The 报名 dialog, the longest of the site, on a phone: it fits the screen
 * below the toasts, its buttons stay in view while its fields scroll, the
 * WeChat/QQ rule speaks once, and an empty optional field gets no green tick.
 */
test('the sign-up dialog fits a phone screen and words its messages once, beside their fields', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/activity')
  await hydrated(page)
  await page.locator('button[aria-haspopup="dialog"]').first().click()
  const dialog = page.getByRole('dialog', { name: '报名' })
  await expect(dialog.getByLabel('姓名')).toBeVisible()

  const box = await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox()
  expect(box).not.toBeNull()
  // Below the 56 px the toasts take at the top, and above the bottom of the screen.
  expect(box!.y).toBeGreaterThanOrEqual(56)
  expect(box!.y + box!.height).toBeLessThanOrEqual(800)
  const submit = dialog.getByRole('button', { name: '提交报名' })
  await expect(submit).toBeInViewport()

  // An optional field left empty is not confirmed with a tick.
  await dialog.getByLabel('座机').focus()
  await dialog.getByLabel('座机').blur()
  await expect(dialog.locator('.ant-form-item-feedback-icon-success').filter({ visible: true })).toHaveCount(0)

  await submit.click()
  await expect(dialog.getByText('微信号与QQ必须填一个')).toHaveCount(1)
  // The first field with an error was scrolled to, in the middle of the dialog, under no toast.
  await expect(dialog.getByText('姓名不能为空')).toBeInViewport()
  await expect(submit).toBeInViewport()
})
