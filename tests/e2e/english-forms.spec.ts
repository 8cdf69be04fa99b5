import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { hydrated } from './hydration'
import { CAPTCHA, DEMO_MEMBER } from './member-session'

/**
 * The member and application forms of the English site (issue 13): English
 * labels and spec section 5's messages in English, redirects that stay on
 * /en, and fields that fill their card in two even columns at 1280 px, in
 * both languages.
 */

const CJK = /[\u3400-\u9fff]/

type Validation = { fields: Record<string, { required: string }> }
const validation = (lang: 'zh' | 'en') => JSON.parse(readFileSync(path.join(process.cwd(), 'src/messages', lang, 'validation.json'), 'utf8')) as Validation
const EN = validation('en')

/** The form's own text (labels, buttons, placeholders shown as text) has no Chinese. */
async function expectNoChinese(scope: Locator) {
  const text = await scope.innerText()
  expect(text.match(new RegExp(CJK.source, 'g')) ?? [], text).toEqual([])
}

/** The boxes of labelled fields as drawn (antd's input box, with room for the validation icon). */
async function boxes(scope: Locator, labels: string[]) {
  return Promise.all(labels.map(async (label) => (await scope.locator('.ant-form-item-control-input', { has: scope.page().getByLabel(label, { exact: true }) }).boundingBox())!))
}

/** Two even columns filling the card: each input at least 40 % of the card, side by side, the third field on the next row under the first. */
async function expectTwoColumns(page: Page, labels: string[]) {
  await page.setViewportSize({ width: 1280, height: 900 })
  const form = page.locator('form#sign-up')
  await expect(form).toBeVisible()
  // The card is the form's wrapper (sign-up.module.css .form).
  const card = (await form.locator('xpath=..').boundingBox())!
  const [first, second, third, fourth] = await boxes(form, labels)
  for (const [index, box] of [first, second, third, fourth].entries())
    expect(box.width / card.width, `${labels[index]}: ${box.width} of ${card.width} px`).toBeGreaterThanOrEqual(0.4)
  expect(Math.abs(first.y - second.y), 'the first two fields share a row').toBeLessThan(2)
  expect(second.x).toBeGreaterThan(first.x + first.width)
  expect(third.y).toBeGreaterThan(first.y + first.height)
  expect(Math.abs(third.x - first.x), 'no third column').toBeLessThan(2)
  expect(Math.abs(fourth.y - third.y)).toBeLessThan(2)
}

test('/en/sign-up is English, validates in English and fills its card in two columns at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const response = await page.goto('/en/sign-up')
  expect(response?.status()).toBe(200)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  const form = page.locator('form#sign-up')
  for (const label of ['Username', 'Password', 'Confirm password', 'Full name', 'Company or school', 'Mobile number', 'Office phone', 'E-mail', 'WeChat ID', 'Verification code']) {
    await expect(form.getByLabel(label, { exact: true }), label).toBeVisible()
  }
  await expect(form.getByRole('img', { name: 'Verification image, click for a new one' })).toBeVisible()
  await expectNoChinese(form)

  // Submitting the empty form names the first missing field in English (spec section 5's message, from the catalogue).
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.locator('.ant-message').getByText(EN.fields.username.required)).toBeVisible()
  await expect(form.getByText(EN.fields.name.required, { exact: true })).toBeVisible()
  await expect(form.getByText(EN.fields.email.required, { exact: true })).toBeVisible()
  await expectNoChinese(form)

  await expectTwoColumns(page, ['Full name', 'Company or school', 'Mobile number', 'Office phone'])
})

test('/sign-up keeps its Chinese texts and fills its card in two columns at 1280 px too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/sign-up')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: '注册会员' })).toBeVisible()
  const form = page.locator('form#sign-up')
  await form.getByRole('button', { name: '注册' }).click()
  await expect(page.locator('.ant-message').getByText(validation('zh').fields.username.required)).toBeVisible()
  await expectTwoColumns(page, ['姓名', '公司/学校', '手机号', '座机'])
  // Phones: one column.
  await page.setViewportSize({ width: 375, height: 800 })
  const [name, company] = await boxes(form, ['姓名', '公司/学校'])
  expect(company.y).toBeGreaterThan(name.y + name.height)
})

test('a visitor on /en/member gets the English login and comes back to /en/member; logging out stays on /en', async ({ page }) => {
  await page.goto('/en/member')
  await expect(page).toHaveURL(/\/en\?login=1&redirect=%2Fen%2Fmember$/)
  await hydrated(page)
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Verification image, click for a new one' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/sign-up')
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/en/member/reset')

  // The rules answer in English on blur.
  await dialog.getByLabel('Username').focus()
  await dialog.getByLabel('Username').blur()
  await expect(dialog.getByText(EN.fields.username.required, { exact: true })).toBeVisible()
  await expectNoChinese(dialog)

  await dialog.getByLabel('Username').fill(DEMO_MEMBER.username)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password)
  await dialog.getByPlaceholder('Enter the code').fill(CAPTCHA)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/en\/member$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/en/member?tab=password')
  await expect(page.getByLabel('Username')).toHaveValue(DEMO_MEMBER.username)
  for (const label of ['Full name', 'Company or school', 'Mobile number', 'Country or region', 'Province / city in China', 'Industry'])
    await expect(page.getByText(label, { exact: true }).first(), label).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible()

  await page.goto('/en/member?tab=password')
  await hydrated(page)
  await expect(page.getByLabel('Current password')).toBeVisible()
  await expect(page.getByLabel('Confirm new password')).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('/en/member/reset is English and validates in English', async ({ page }) => {
  await page.goto('/en/member/reset')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  const form = page.locator('form#reset')
  await expect(form.getByLabel('Registered e-mail')).toBeVisible()
  await expect(form.getByLabel('New password', { exact: true })).toBeVisible()
  await form.getByRole('button', { name: 'Send code' }).click()
  await expect(form.getByText(EN.fields.email.required, { exact: true })).toBeVisible()
  await expectNoChinese(form)
  await expectNoChinese(page.locator('section[aria-labelledby="reset-how"]'))
})

test('/en/apply/after, /en/apply/training and /en/inquiry are English', async ({ page }) => {
  for (const [url, heading, labels] of [
    ['/en/apply/after', 'Request service', ['Full name', 'Company or school', 'Product model', 'Service type', 'Description']],
    ['/en/apply/training', 'Apply for training', ['Full name', 'E-mail', 'Training type', 'Description']],
    ['/en/inquiry', 'Inquiry list', ['Full name', 'Mobile number', 'Notes']],
  ] as const) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const form = page.getByRole('main').locator('form')
    for (const label of labels) await expect(form.getByLabel(label, { exact: true }), `${url}: ${label}`).toBeVisible()
    await expect(form.getByLabel('Verification code')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible()
    await expectNoChinese(form)
    const name = form.getByLabel('Full name', { exact: true })
    await name.focus()
    await name.blur()
    await expect(form.getByText(EN.fields.name.required, { exact: true })).toBeVisible()
  }
})

test('the activity sign-up dialog on /en/activity is English', async ({ page }) => {
  await page.goto('/en/activity')
  await hydrated(page)
  const open = page.getByRole('main').locator('button[aria-haspopup="dialog"]').first()
  // The demo seed always holds an activity open for sign-up (activity-join.spec.ts signs up to it).
  await expect(open).toBeVisible()
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Register' })
  await expect(dialog).toBeVisible()
  for (const label of ['Full name', 'Company or school', 'Mobile number', 'E-mail', 'WeChat ID', 'QQ', 'Verification code']) {
    await expect(dialog.getByLabel(label, { exact: true }), label).toBeVisible()
  }
  const name = dialog.getByLabel('Full name', { exact: true })
  await name.focus()
  await name.blur()
  await expect(dialog.getByText(EN.fields.name.required, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible()
})
