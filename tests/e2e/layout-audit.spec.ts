import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { AUDIT_WIDTHS, auditLayout } from './layout-audit'
import { DEMO_MEMBER, loginByApi } from './member-session'
import { screensByLanguage } from './public-routes'

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
      // A resize can start CSS transitions (antd's fields animate their padding): measure where they end.
      await page.evaluate(async () => {
        await new Promise(requestAnimationFrame)
        await Promise.all(document.getAnimations().map((animation) => (animation instanceof CSSTransition ? animation.finished.catch(() => undefined) : undefined)))
      })
      for (const finding of await auditLayout(page, { english: route.startsWith('/en') })) {
        const key = finding.check
        found.set(key, [...(found.get(key) ?? []), `${route} @${width}: ${finding.where}`])
      }
    }
  }
  const summary = [...found].map(([check, where]) => `${check}: ${where.length}`)
  console.log(`layout audit, ${routes.length} routes × ${AUDIT_WIDTHS.length} widths\n  ${summary.join('\n  ') || 'nothing found'}`)
  // Every check is enforced; the whole list of a failing one is in .tmp/layout-audit/<check>.txt.
  for (const [check, where] of found) {
    fs.mkdirSync('.tmp/layout-audit', { recursive: true })
    fs.writeFileSync(`.tmp/layout-audit/${check}.txt`, `${where.join('\n')}\n`)
    expect.soft(where, check).toEqual([])
  }
})

// A member's header holds their name where a visitor's holds 登录 and 注册: it must fit at every width too.
test("the layout audit: a member's header and member centre at every width in both languages", async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  const found: string[] = []
  for (const route of ['/', '/en', '/member', '/en/member']) {
    await page.setViewportSize({ width: AUDIT_WIDTHS[0], height: 900 })
    await page.goto(route)
    await expect(page.locator('html[data-member]')).toHaveCount(1)
    for (const width of AUDIT_WIDTHS) {
      await page.setViewportSize({ width, height: width > 1024 ? 900 : 800 })
      await page.evaluate(() => new Promise(requestAnimationFrame))
      for (const finding of await auditLayout(page, { english: route.startsWith('/en') })) found.push(`${route} @${width} ${finding.check}: ${finding.where}`)
    }
  }
  expect(found).toEqual([])
})
