import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'

test('navigation scrolls to the top when the params change and to the hash anchor when there is one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/news/list')
  await hydrated(page)
  const next = page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' })
  await next.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await next.click()
  await expect(page).toHaveURL(/page=2/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // A link to a hash anchor on another page lands on the anchor.
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/news/list?page=3#main'
    link.textContent = 'to-anchor'
    link.id = 'to-anchor'
    document.querySelector('main')?.append(link)
  })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator('#to-anchor').click()
  await expect(page).toHaveURL(/page=3#main$/)
  const top = await page.locator('#main').evaluate((main) => Math.round(main.getBoundingClientRect().top))
  expect(Math.abs(top)).toBeLessThanOrEqual(80)
})

test('a slow navigation shows the slim loading bar, which goes away when the page arrives', async ({ page }) => {
  await page.goto('/news')
  // Hold the next page's server response so the navigation takes longer than the 200 ms throttle.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/news\/list/, async (route) => {
    await held
    await route.continue()
  })
  const bar = page.locator('.loading-bar')
  await hydrated(page)
  await expect(bar).toHaveAttribute('data-state', 'idle')
  await page.getByRole('link', { name: '查看全部' }).first().click()
  await expect(bar).toHaveAttribute('data-state', 'loading')
  release()
  await expect(page).toHaveURL(/\/news\/list/)
  await expect(bar).not.toHaveAttribute('data-state', 'loading')
})

test('sections reveal on scroll, and not at all under reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 700 } })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/reveal-ready/)
  const about = page.locator('[data-reveal]').last()
  await expect(about).not.toHaveClass(/is-revealed/)
  await about.scrollIntoViewIfNeeded()
  await expect(about).toHaveClass(/is-revealed/)
  await expect.poll(() => about.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  await context.close()

  const reduced = await browser.newContext({ viewport: { width: 1280, height: 700 }, reducedMotion: 'reduce' })
  const still = await reduced.newPage()
  await still.goto('/')
  await expect(still.locator('html')).not.toHaveClass(/reveal-ready/)
  expect(
    await still
      .locator('[data-reveal]')
      .last()
      .evaluate((element) => getComputedStyle(element).opacity),
  ).toBe('1')
  await reduced.close()
})

test('pages 1980 to 5760 px wide scale up from the 1920 px design, and stop scaling when narrowed', async ({ page }) => {
  await page.setViewportSize({ width: 3840, height: 2160 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/is-scaled/)
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--page-scale'))).toBe('2')
  await page.setViewportSize({ width: 7680, height: 2160 })
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--page-scale'))).toBe('3')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.locator('html')).not.toHaveClass(/is-scaled/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
})
