import { expect, test } from '@playwright/test'

import { wcagViolations } from './accessibility'
import { publicRoutes } from './public-routes'

const widths = [375, 768, 1280, 1920]

test('every public route renders its seeded content at 375, 768, 1280 and 1920 px without sideways scrolling', async ({ page, request }) => {
  test.setTimeout(420_000)
  for (const route of await publicRoutes(request)) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      const response = await page.goto(route)
      expect(response?.status(), route).toBe(200)
      await expect(page.getByRole('banner'), route).toBeVisible()
      await expect(page.getByRole('main'), route).toBeVisible()
      await expect(page.getByRole('contentinfo'), route).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1)
      // Search results arrive after hydration: wait for them rather than read the first paint.
      await expect.poll(async () => (await page.getByRole('main').innerText()).replace(/\s/g, '').length, { message: `${route} at ${width}` }).toBeGreaterThan(40)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${route} overflows at ${width}px`).toBeLessThanOrEqual(0)
    }
  }
})

test('every public route passes the axe WCAG 2.1 A and AA checks on a phone and a desktop', async ({ page, request }) => {
  test.setTimeout(420_000)
  const failures: string[] = []
  for (const route of await publicRoutes(request)) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      // Reduced motion: scroll-reveal content is checked as a visitor finally sees it, not mid-fade.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(route)
      failures.push(...(await wcagViolations(page, `${route} @${width}`)))
    }
  }
  expect(failures).toEqual([])
})

test('headings descend in order on every public route', async ({ page, request }) => {
  const skips: string[] = []
  for (const route of await publicRoutes(request)) {
    await page.goto(route)
    const levels = await page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])))
    levels.forEach((level, index) => {
      if (index > 0 && level > levels[index - 1] + 1) skips.push(`${route}: h${levels[index - 1]} → h${level}`)
    })
  }
  expect(skips).toEqual([])
})
