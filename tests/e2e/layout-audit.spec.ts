import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { AUDIT_WIDTHS, auditLayout, type LayoutFinding } from './layout-audit'
import { screensByLanguage } from './public-routes'

/**
 * The checks enforced on every route, width and language. The audit measures
 * the others too (tests/e2e/layout-audit.ts) and prints what it found; each
 * joins this list when the screens pass it.
 */
const ENFORCED = new Set<LayoutFinding['check']>([
  'wrapped-label',
  'outside-header',
  'header-overlap',
  'clipped-text',
  'clipped-placeholder',
  'sideways-scroll',
  'broken-image',
  'chinese-outside-lang',
])

// Each route is loaded once, at the widest width, and resized through the others, as a window is.
test('the layout audit: every public route at every width in both languages looks right', async ({ page, request }) => {
  test.setTimeout(600_000)
  const { zh, en } = await screensByLanguage(request)
  const routes = [...zh, ...en]
  expect(routes.length).toBeGreaterThanOrEqual(48)
  const found = new Map<string, string[]>()
  for (const route of routes) {
    await page.setViewportSize({ width: AUDIT_WIDTHS[0], height: 900 })
    const response = await page.goto(route)
    expect([200, 404], route).toContain(response?.status())
    await page.waitForLoadState('load')
    for (const width of AUDIT_WIDTHS) {
      await page.setViewportSize({ width, height: width > 1024 ? 900 : 800 })
      await page.evaluate(() => new Promise(requestAnimationFrame))
      for (const finding of await auditLayout(page, { english: route.startsWith('/en') })) {
        const key = finding.check
        found.set(key, [...(found.get(key) ?? []), `${route} @${width}: ${finding.where}`])
      }
    }
  }
  const summary = [...found].map(([check, where]) => `${ENFORCED.has(check as LayoutFinding['check']) ? 'enforced' : 'measured'} ${check}: ${where.length}`)
  console.log(`layout audit, ${routes.length} routes × ${AUDIT_WIDTHS.length} widths\n  ${summary.join('\n  ') || 'nothing found'}`)
  for (const [check, where] of found) {
    if (ENFORCED.has(check as LayoutFinding['check'])) continue
    // What is measured and not yet enforced: the first lines here, all of them in .tmp/layout-audit/<check>.txt.
    fs.mkdirSync('.tmp/layout-audit', { recursive: true })
    fs.writeFileSync(`.tmp/layout-audit/${check}.txt`, `${where.join('\n')}\n`)
    console.log(`  measured ${check}, first of ${where.length} (.tmp/layout-audit/${check}.txt):\n    ${where.slice(0, 8).join('\n    ')}`)
  }
  for (const check of ENFORCED) expect.soft(found.get(check) ?? [], check).toEqual([])
})
