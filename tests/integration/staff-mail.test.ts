import { afterAll, beforeAll, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'
import { startSmtpServer } from '../setup/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

it('Payload’s own mail (a staff password reset from the admin) goes through the site mailer', async () => {
  const payload = await testPayload()
  const email = `staff-${Date.now().toString(36)}@example.com`
  await payload.create({ collection: 'users', data: { email, password: 'staff-pass-1', role: 'editor' }, overrideAccess: true })
  await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
  const mail = smtp.inbox.find((item) => item.to.includes(email))
  expect(mail).toBeDefined()
  expect(mail?.raw).toMatch(/^From: .*no-reply@example\.com/m)
})
