import { expect, test, type Page } from '@playwright/test'

import { applyForTraining } from './training-lead'

const editor = { email: 'editor@example.com', password: process.env.SEED_EDITOR_PASSWORD || 'e2e-editor-password' }

async function signIn(page: Page) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: '产品' }).first()).toBeVisible()
}

const trainingToday = (page: Page) => page.locator('[data-lead-type="training"] [data-figure="today"]')

test('the dashboard counts and lists a lead created a moment before, and draws the 30-day chart', async ({ page, request }) => {
  await signIn(page)
  await expect(trainingToday(page)).toBeVisible()
  const before = Number(await trainingToday(page).innerText())

  // The visitor's request has its own cookies: the editor's session is not involved.
  const name = `看板${Date.now().toString().slice(-6)}`
  const id = await applyForTraining(request, name)

  await page.reload()
  await expect(trainingToday(page)).toHaveText(String(before + 1))
  const latest = page.getByRole('region', { name: '最新线索' })
  const link = latest.getByRole('link', { name: new RegExp(name) })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', `/admin/collections/applications/${id}`)
  await expect(latest.getByText('新线索').first()).toBeVisible()

  // The chart: recharts drew today's bar.
  const chart = page.getByTestId('lead-chart')
  await expect(chart).toHaveAttribute('aria-label', /近 30 天新线索共 \d+ 条：.*培训申请 \d+ 条/)
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible()
  await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0)

  // An editor's shortcuts leave out what only admins open.
  const shortcuts = page.getByRole('navigation', { name: '快捷入口' })
  await expect(shortcuts.getByRole('link', { name: '新的售后与培训申请' })).toBeVisible()
  for (const adminOnly of ['员工账号', '会员', '站点设置']) await expect(shortcuts.getByRole('link', { name: adminOnly, exact: true })).toHaveCount(0)
  // Payload's collection cards stay below the figures.
  await expect(page.locator('.collections__card-list').first()).toBeVisible()

  await link.click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/applications/${id}$`))
  await expect(page.locator('#field-name')).toHaveValue(name)
})

test('the dashboard fits a phone, and recharts loads on no other admin screen', async ({ page }) => {
  await signIn(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  const summary = page.getByRole('region', { name: '新线索', exact: true })
  await expect(summary).toBeVisible()
  await expect(page.getByTestId('lead-chart').locator('svg.recharts-surface').first()).toBeVisible()
  // The widgets arrive one by one after hydration, and the admin closes its side menu on a phone then (a loaded CI
  // host once measured the summary past the edge as it first showed): once the layout settles, the summary lies
  // within the screen and the page never scrolls sideways.
  await expect
    .poll(async () => {
      const box = (await summary.boundingBox())!
      return { left: box.x >= 0, right: box.x + box.width <= 390, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }
    })
    .toEqual({ left: true, right: true, scrollWidth: 390 })

  // A full load of another admin screen fetches no script with recharts in it.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/admin/collections/products')
  await expect(page.getByRole('columnheader').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(0)
  expect(bodies.filter((body) => body.includes('recharts-bar-rectangle'))).toHaveLength(0)
})

test('a search that found nothing shows on the dashboard, and 添加同义词 opens a synonym group that starts with it', async ({ page, request }) => {
  const query = `zqx${Date.now().toString(36)}`
  const answer = (await (await request.get(`/api/index/search?keyword=${query}`)).json()) as { code: number; data: { total: number } }
  expect(answer.data.total).toBe(0)
  await signIn(page)
  const widget = page.getByRole('region', { name: '近 7 天的搜索' })
  const row = widget.getByRole('list', { name: '没有完全匹配的结果' }).getByRole('listitem').filter({ hasText: query })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: query })).toHaveAttribute('href', `/search?keyword=${query}`)
  await row.getByRole('link', { name: '添加同义词' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/search-synonyms\/create\?word=/)
  await expect(page.getByText(query, { exact: true })).toBeVisible()
})
