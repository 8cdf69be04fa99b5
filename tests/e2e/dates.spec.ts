import { expect, test } from '@playwright/test'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

/**
 * Every screen prints the China-time day (src/lib/format.ts), whatever the
 * server's or the browser's zone: two articles published just after and just
 * before midnight in China show the same day in the news list, search and the
 * article, read by a browser in Los Angeles. (`TZ=America/Los_Angeles npm run
 * test:e2e -- tests/e2e/dates.spec.ts` runs the server there too.)
 */
test('articles near midnight in China show the China day in the list, search and the article, from a browser in Los Angeles', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' })
  const page = await context.newPage()
  await page.goto('/admin')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()
  const origin = new URL(page.url()).origin
  // Payload takes its cookie from a client outside a browser only with the site's Origin (its CSRF rule).
  const columns = (await (await page.request.get('/cms-api/news-columns?limit=1&depth=0', { headers: { origin } })).json()) as { docs: { id: number }[] }
  const tag = `时区${Date.now().toString(36)}`
  const cases = [
    // 07:30 on the 26th in China, still the 25th in UTC and in Los Angeles.
    { publishedAt: '2026-11-25T23:30:00.000Z', day: '2026-11-26', title: `${tag} 早班` },
    // 00:30 on the 27th in China, the 26th in UTC and in Los Angeles.
    { publishedAt: '2026-11-26T16:30:00.000Z', day: '2026-11-27', title: `${tag} 夜班` },
  ]
  const ids: number[] = []
  for (const item of cases) {
    const created = await page.request.post('/cms-api/news', {
      headers: { origin },
      data: { title: item.title, column: columns.docs[0].id, publishedAt: item.publishedAt, summary: '时区测试', _status: 'published' },
    })
    expect(created.ok(), await created.text()).toBe(true)
    ids.push(((await created.json()) as { doc: { id: number } }).doc.id)
  }
  try {
    await page.goto(`/news/list?keyword=${encodeURIComponent(tag)}`)
    for (const item of cases) {
      await expect(page.getByRole('listitem').filter({ hasText: item.title }).locator('time')).toHaveText(item.day)
    }
    await page.goto(`/search?keyword=${encodeURIComponent(tag)}`)
    for (const item of cases) {
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: item.title }).locator('time')).toHaveText(item.day)
    }
    for (const [index, item] of cases.entries()) {
      await page.goto(`/news/${ids[index]}`)
      await expect(page.getByRole('main').locator('time').first()).toHaveText(item.day)
    }
  } finally {
    for (const id of ids) await page.request.delete(`/cms-api/news/${id}`, { headers: { origin } })
    await context.close()
  }
})
