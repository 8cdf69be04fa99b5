import { expect, test } from '@playwright/test'

import { wcagViolations } from './accessibility'
import { hydrated } from './hydration'
import { watchPolicyViolations } from './policy-violations'
import { publicRoutes } from './public-routes'

/** Where axe runs: a phone and a desktop. Sideways scrolling at every width is the layout audit's (layout-audit.spec.ts). */
const axeWidths = [375, 1280]

// Each route is loaded once, on a phone, and then resized to a desktop, as a window is: loading it again
// at every width for each check took three times as long (decision 0006).
test('every public route: its seeded content, headings in order, no script refused by the policy, axe WCAG 2.2 A and AA on a phone and a desktop', async ({ page, request }) => {
  test.setTimeout(420_000)
  const policyViolations = await watchPolicyViolations(page)
  const refused: string[] = []
  const violations: string[] = []
  const skips: string[] = []
  const sameNames: string[] = []
  for (const route of await publicRoutes(request)) {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.setViewportSize({ width: axeWidths[0], height: 900 })
    const response = await page.goto(route)
    expect(response?.status(), route).toBe(200)
    await hydrated(page)
    await expect(page.getByRole('banner'), route).toBeVisible()
    await expect(page.getByRole('main'), route).toBeVisible()
    await expect(page.getByRole('contentinfo'), route).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1)
    // Search results arrive after hydration: wait for them rather than read the first paint.
    await expect.poll(async () => (await page.getByRole('main').innerText()).replace(/\s/g, '').length, { message: route }).toBeGreaterThan(40)

    const levels = await page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])))
    levels.forEach((level, index) => {
      if (index > 0 && level > levels[index - 1] + 1) skips.push(`${route}: h${levels[index - 1]} → h${level}`)
    })

    // Reduced motion: scroll-reveal content is checked as a visitor finally sees it, not mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const width of axeWidths) {
      await page.setViewportSize({ width, height: 900 })
      violations.push(...(await wcagViolations(page, `${route} @${width}`)))
      // Search landmarks are told apart by their names (axe's landmark-unique): on a desktop, the header's and a list's keyword box.
      if (width !== 1280) continue
      const searchNames = await page
        .getByRole('search')
        .evaluateAll((forms) => forms.map((form) => document.getElementById(form.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''))
      if (new Set(searchNames).size !== searchNames.length) sameNames.push(`${route}: ${JSON.stringify(searchNames)}`)
    }
    refused.push(...(await policyViolations()).map((line) => `${route}: ${line}`))
  }
  expect.soft(refused, 'refused by the script policy').toEqual([])
  expect.soft(violations, 'axe WCAG 2.2 A and AA').toEqual([])
  expect.soft(skips, 'heading levels skipped').toEqual([])
  expect.soft(sameNames, 'search landmarks with the same name').toEqual([])
})
