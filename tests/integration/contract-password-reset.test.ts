import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attemptSecret, issueSecret } from '@/data/one-time-secrets.server'
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_SECONDS } from '@/lib/email-codes'

import { moveClock, useMovableClock } from '../setup/clock'
import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'
import { latestCode, startSmtpServer } from '../setup/smtp'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let failMail = false
const suffix = Date.now().toString(36).slice(-6)
const username = `reset_${suffix}`
const email = `reset-${suffix}@example.com`

beforeAll(async () => {
  smtp = await startSmtpServer({ reject: () => failMail })
  process.env.SMTP_URL = smtp.url
  payload = await testPayload()
  await addMember(username, email, '找回密码')
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

/** A member with the old password, who asks for codes by this address. */
const addMember = (name: string, address: string, displayName: string) =>
  payload.create({ collection: 'members', data: { username: name, email: address, password: 'old-password-1', name: displayName, status: 'active' }, overrideAccess: true })

const requestCode = (address: string, headers: Record<string, string> = {}) => call<{ countdown: number }>('/api/index/forgot_password', { body: { email: address }, headers })

describe('forgot_password', () => {
  it('step 1 mails a 6-digit code and answers the same for unknown addresses', async () => {
    const known = await requestCode(email)
    expect(known.body).toMatchObject({ code: 1, msg: '验证码已发送，请查收邮件', data: { countdown: 10 } })
    expect(latestCode(smtp.inbox, email)).toMatch(/^\d{6}$/)
    const before = smtp.inbox.length
    const unknown = await requestCode(`nobody-${suffix}@example.com`)
    expect(unknown.body).toEqual({ ...known.body, time: unknown.body.time })
    expect(smtp.inbox.length).toBe(before)
    const invalid = await requestCode('not-an-email')
    expect(invalid.body).toMatchObject({ code: 0, msg: '邮箱格式不正确' })
  })

  it('enforces the 10-second resend countdown and the hourly caps', async () => {
    const address = `resend-${suffix}@example.com`
    expect((await requestCode(address)).status).toBe(200)
    const again = await requestCode(address)
    expect(again.status).toBe(429)
    expect(again.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/)
    const ip = { 'x-client-address': '198.51.100.7' }
    let last = await requestCode(`cap-0-${suffix}@example.com`, ip)
    for (let index = 1; index <= 20; index += 1) last = await requestCode(`cap-${index}-${suffix}@example.com`, ip)
    expect(last.status).toBe(429)
  })

  describe('on a clock the test moves', () => {
    useMovableClock()

    it('the resend countdown lifts after its 10 seconds, and a second code is mailed', async () => {
      const address = `countdown-${suffix}@example.com`
      await addMember(`countdown_${suffix}`, address, '倒计时')
      expect((await requestCode(address)).status).toBe(200)
      await moveClock(EMAIL_CODE_RESEND_SECONDS * 1000 - 1000)
      const early = await requestCode(address)
      expect([early.status, early.body.msg]).toEqual([429, '操作过于频繁，请 1 秒后再试'])
      await moveClock(1000)
      expect((await requestCode(address)).body).toMatchObject({ code: 1, data: { countdown: EMAIL_CODE_RESEND_SECONDS } })
      expect(smtp.inbox.filter((mail) => mail.to.includes(address))).toHaveLength(2)
    })

    it('a code works until its 10 minutes are up, and is void after', async () => {
      const address = `expiry-${suffix}@example.com`
      await addMember(`expiry_${suffix}`, address, '过期')
      const reset = (code: string, password: string) => call('/api/index/forgot_password', { body: { email: address, code, password, repassword: password } })
      await requestCode(address)
      const stale = latestCode(smtp.inbox, address) as string
      await moveClock(EMAIL_CODE_TTL_SECONDS * 1000)
      expect((await reset(stale, 'new-password-1')).body).toMatchObject({ code: 0, msg: '验证码已失效，请重新获取' })

      await requestCode(address)
      const fresh = latestCode(smtp.inbox, address) as string
      await moveClock(EMAIL_CODE_TTL_SECONDS * 1000 - 5000)
      expect((await reset(fresh, 'new-password-2')).body).toMatchObject({ code: 1 })
    })
  })

  it('step 2 checks the code; five wrong codes void it', async () => {
    const address = `void-${suffix}@example.com`
    await addMember(`void_${suffix}`, address, '作废')
    await requestCode(address)
    const code = latestCode(smtp.inbox, address) as string
    const wrong = code === '000000' ? '111111' : '000000'
    const reset = (value: string) => call('/api/index/forgot_password', { body: { email: address, code: value, password: 'new-password-1', repassword: 'new-password-1' } })
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await reset(wrong)).body.msg).toBe('邮箱验证码错误')
    expect((await reset(wrong)).body.msg).toBe('验证码错误次数过多，已失效，请重新获取')
    expect((await reset(code)).body.msg).toBe('验证码已失效，请重新获取')
  })

  it('counts every one of 50 parallel wrong guesses', async () => {
    const key = `unit-attempts-${suffix}`
    await issueSecret(payload, key, '123456', 600)
    const burst = await Promise.all(Array.from({ length: 50 }, () => attemptSecret(payload, key, '000000', 60)))
    expect(burst.every((outcome) => outcome === 'wrong')).toBe(true)
    for (let attempt = 51; attempt < 60; attempt += 1) expect(await attemptSecret(payload, key, '000000', 60)).toBe('wrong')
    expect(await attemptSecret(payload, key, '000000', 60)).toBe('exhausted')
    expect(await attemptSecret(payload, key, '123456', 60)).toBe('missing')
  })

  it('50 parallel wrong codes through the contract: four are checked, the code is void, the right code no longer works', async () => {
    const address = `burst-${suffix}@example.com`
    await addMember(`burst_${suffix}`, address, '并发')
    await requestCode(address)
    const code = latestCode(smtp.inbox, address) as string
    const wrong = code === '000000' ? '111111' : '000000'
    const reset = (value: string) => call('/api/index/forgot_password', { body: { email: address, code: value, password: 'new-password-1', repassword: 'new-password-1' } })
    const answers = await Promise.all(Array.from({ length: 50 }, () => reset(wrong)))
    const messages = answers.map((answer) => answer.body.msg)
    expect(messages.filter((msg) => msg === '邮箱验证码错误')).toHaveLength(4)
    expect(messages.filter((msg) => msg === '验证码错误次数过多，已失效，请重新获取').length).toBeGreaterThanOrEqual(1)
    expect(answers.every((answer) => answer.body.code === 0)).toBe(true)
    expect((await reset(code)).body.msg).toBe('验证码已失效，请重新获取')
  })

  it('resets the password, revokes sessions, and the new password logs in', async () => {
    // A member of its own: the first test's code for `email` keeps its 10-second resend countdown.
    const renewName = `renew_${suffix}`
    const renewEmail = `renew-${suffix}@example.com`
    await addMember(renewName, renewEmail, '重置')
    const captcha = async () => (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
    const session = await call<{ token: string }>('/api/index/login', { body: { username: renewName, password: 'old-password-1', captcha: 'T3ST', hash: await captcha() } })
    expect(session.body.code).toBe(1)
    await requestCode(renewEmail)
    const code = latestCode(smtp.inbox, renewEmail) as string
    const mismatch = await call('/api/index/forgot_password', { body: { email: renewEmail, code, password: 'new-password-1', repassword: 'other-password' } })
    expect(mismatch.body).toMatchObject({ code: 0, msg: '两次输入的密码不一致' })
    const short = await call('/api/index/forgot_password', { body: { email: renewEmail, code, password: '123', repassword: '123' } })
    expect(short.body).toMatchObject({ code: 0, msg: '密码不能小于6位' })
    const done = await call('/api/index/forgot_password', { body: { email: renewEmail, code, password: 'new-password-1', repassword: 'new-password-1' } })
    expect(done.body).toMatchObject({ code: 1, msg: '密码重置成功，请使用新密码登录' })
    expect((await call('/api/member/user_info', { headers: { authorization: `Bearer ${session.body.data.token}` } })).body.code).toBe(10004)
    const relogin = await call('/api/index/login', { body: { username: renewName, password: 'new-password-1', captcha: 'T3ST', hash: await captcha() } })
    expect(relogin.body.code).toBe(1)
  })

  it('says so when the mail server fails, and records nothing as sent', async () => {
    const address = `down-${suffix}@example.com`
    await addMember(`down_${suffix}`, address, '邮件失败')
    failMail = true
    const failed = await requestCode(address)
    failMail = false
    expect(failed.body).toMatchObject({ code: 0, msg: '邮件发送失败，请稍后再试' })
    const attempt = await call('/api/index/forgot_password', { body: { email: address, code: '123456', password: 'new-password-1', repassword: 'new-password-1' } })
    expect(attempt.body.msg).toBe('验证码已失效，请重新获取')
    // Nothing was sent, so the resend countdown did not start: the visitor may ask again at once.
    const again = await requestCode(address)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ code: 1, msg: '验证码已发送，请查收邮件' })
  })
})
