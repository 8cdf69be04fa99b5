import { expect, test } from '@playwright/test'

import { hydrated } from './hydration'
import { DEMO_MEMBER, loginByApi } from './member-session'

/**
 * Words the English site used to take from Chinese data: the user agreement
 * on /en/sign-up, the member's log (types and statuses come from the
 * contract, called with lang=en) and the status words of the activity call.
 */

const CJK = /[\u3400-\u9fff]/

test('/en/sign-up opens the English user agreement', async ({ page }) => {
  await page.goto('/en/sign-up')
  await hydrated(page)
  await page.locator('form#sign-up').getByRole('button', { name: 'User Agreement' }).click()
  const agreement = page.getByRole('dialog', { name: 'User agreement' })
  await expect(agreement).toBeVisible()
  const text = await agreement.locator('.rich-text').innerText()
  expect(text.length).toBeGreaterThan(200)
  expect(text).not.toMatch(CJK)
})

test('the member’s log on /en shows English types and statuses', async ({ page }) => {
  await loginByApi(page, DEMO_MEMBER)
  await page.goto('/en/member?tab=log')
  await hydrated(page)
  const rows = page.locator('.ant-table tbody tr.ant-table-row')
  // The seed gives demo_member two applications; other specs may add more.
  await expect(rows.first()).toBeVisible()
  const types = await rows.locator('td:nth-child(1)').allInnerTexts()
  const statuses = await rows.locator('td:nth-child(4)').allInnerTexts()
  for (const type of types) expect(['Service request', 'Training request', 'Event registration']).toContain(type.trim())
  for (const status of statuses) expect(['Pending', 'In progress', 'Completed', 'Closed', 'Registered', 'Contacted']).toContain(status.trim())
  await rows
    .first()
    .getByRole('button', { name: /^Details/ })
    .click()
  const detail = page.getByRole('dialog', { name: `${types[0].trim()} details` })
  await expect(detail).toBeVisible()
  await expect(detail.getByText(statuses[0].trim(), { exact: true })).toBeVisible()
})

test('the activity call words its statuses in the caller’s language', async ({ request }) => {
  const english = (await (await request.post('/api/index/active?lang=en', { data: { size: 50 } })).json()) as { data: { list: { status: string; status_text: string }[] } }
  const chinese = (await (await request.post('/api/index/active', { data: { size: 50 } })).json()) as { data: { list: { status: string; status_text: string }[] } }
  const words = { en: { open: 'Open', full: 'Full', ended: 'Closed' }, zh: { open: '报名中', full: '已满', ended: '已结束' } } as const
  for (const item of english.data.list) expect(item.status_text).toBe(words.en[item.status as keyof typeof words.en])
  for (const item of chinese.data.list) expect(item.status_text).toBe(words.zh[item.status as keyof typeof words.zh])
})
