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

async function pick(page: Page, field: string, option: string | RegExp) {
  await expect(async () => {
    await page.locator(`#field-${field}`).click()
    await page.locator('.rs__option', { hasText: option }).first().click({ timeout: 2_000 })
    await expect(page.locator(`#field-${field}`)).toContainText(option, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** Adds follow-up row `index`; a click the form was not yet ready for is made again. */
async function addFollowUp(page: Page, index: number) {
  const note = page.locator(`#field-followUps__${index}__note`)
  await expect(async () => {
    if (!(await note.count()))
      await page
        .getByRole('button', { name: /添加.*跟进记录/ })
        .first()
        .click()
    await expect(note).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/** Payload's REST API with the admin's session (it honours the cookie only from its own origin). */
async function api(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { origin: new URL(page.url()).origin } })
  expect(response.ok()).toBe(true)
  return response.json()
}

type Lead = { id: number; status: string; assignee: number | null; followUps: { note: string; author: number | null; at: string }[] }

test('an editor works a lead from 新线索 to 已完成 with notes that carry their name', async ({ page }) => {
  // Its own lead, so no other spec's lead changes.
  const id = await applyForTraining(page.request, `线索${Date.now().toString(36)}`)
  await signIn(page)
  const me = (await api(page, '/cms-api/users/me')).user as { id: number }
  const lead = (await api(page, `/cms-api/applications/${id}?depth=0`)) as Lead
  expect(lead.status).toBe('new')

  // The list offers the workflow's columns.
  await page.goto('/admin/collections/applications')
  await expect(page.getByRole('columnheader', { name: '跟进状态' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '负责人' })).toBeVisible()

  await page.goto(`/admin/collections/applications/${lead.id}`)
  await pick(page, 'status', '跟进中')
  await pick(page, 'assignee', editor.email)
  await addFollowUp(page, 0)
  await page.locator('#field-followUps__0__note').fill('已电话联系，确认培训人数为 6 人。')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText(/已成功更新|更新成功|成功/).first()).toBeVisible()

  const read = async () => (await api(page, `/cms-api/applications/${lead.id}?depth=0`)) as Lead
  await expect.poll(async () => (await read()).status).toBe('following')
  const worked = await read()
  expect(worked.assignee).toBe(me.id)
  expect(worked.followUps).toHaveLength(1)
  expect(worked.followUps[0]).toMatchObject({ note: '已电话联系，确认培训人数为 6 人。', author: me.id })

  await page.reload()
  await pick(page, 'status', '已完成')
  await addFollowUp(page, 1)
  await page.locator('#field-followUps__1__note').fill('培训已完成。')
  await page.getByRole('button', { name: '保存' }).click()
  await expect.poll(async () => (await read()).status).toBe('done')
  expect((await read()).followUps.map((entry) => entry.note)).toEqual(['已电话联系，确认培训人数为 6 人。', '培训已完成。'])
})

test('an editor does not see the staff accounts screen', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('link', { name: '售后与培训申请' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: '员工账号' })).toHaveCount(0)
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('columnheader', { name: '角色' })).toHaveCount(0)
})
