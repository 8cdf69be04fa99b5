import { expect, test } from '@playwright/test'

test('the main layout shows the header menu with dropdowns, the footer groups and the ICP filing', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: '主菜单' })
  await expect(menu.getByRole('link', { name: '首页' })).toBeVisible()
  await expect(menu.getByRole('link', { name: '产品中心' })).toBeVisible()
  await menu.getByRole('link', { name: '产品中心' }).hover()
  await expect(menu.getByRole('link', { name: '可编程直流电源' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: '下载中心' })).toBeVisible()
  await expect(footer.getByRole('link', { name: /ICP备/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
  await expect(page.getByRole('search')).toBeVisible()
})

test('an unknown route renders inside the layout with the spec’s message and status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible()
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible()
})

test('on a phone the one header menu opens from 菜单 without script, and closes after it led somewhere', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: '主菜单' })
  await expect(menu).toBeHidden()
  // 菜单 is an icon below 380 px, the label of the menu's checkbox (打开菜单).
  await page.locator('label.site-nav__toggle').click()
  await expect(menu.getByRole('link', { name: '产品中心' })).toBeVisible()
  await menu.getByRole('link', { name: '新闻资讯' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(menu).toBeHidden()
  // The menu is in the HTML once, for every width.
  expect(await page.locator('header ul.menu').count()).toBe(1)
})
