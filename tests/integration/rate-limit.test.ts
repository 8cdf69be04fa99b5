import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { forget, hit, refund, waitFor } from '@/data/rate-limits.server'
import { LIMITS } from '@/lib/rate-limit'

import { moveClock, useMovableClock } from '../setup/clock'
import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('rate limits', () => {
  it('count per key in the database and tell how long to wait', async () => {
    const key = `unit-${Date.now()}`
    expect(await hit(payload, 'mailResend', key)).toBe(0)
    const wait = await hit(payload, 'mailResend', key)
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(LIMITS.mailResend.durationSeconds)
    expect(await hit(payload, 'mailResend', `${key}-other`)).toBe(0)
  })

  it('hold under concurrent hits: never more than the allowed points', async () => {
    const key = `race-${Date.now()}`
    const results = await Promise.all(Array.from({ length: 40 }, () => hit(payload, 'mailPerAddress', key)))
    expect(results.filter((wait) => wait === 0)).toHaveLength(LIMITS.mailPerAddress.points)
  })

  it('answer HTTP 429 with the envelope and Retry-After on the contract', async () => {
    const headers = { 'x-client-address': `192.0.2.${Math.floor(Math.random() * 200) + 1}` }
    let last = await call('/api/index/captcha', { headers })
    for (let index = 0; index < LIMITS.captchaPerIp.points; index += 1) last = await call('/api/index/captcha', { headers })
    expect(last.status).toBe(429)
    expect(last.body.code).toBe(0)
    expect(last.body.msg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/)
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('peek without counting, give points back, and start a rule’s block once it is spent', async () => {
    const key = `peek-${Date.now()}`
    for (let spent = 0; spent < LIMITS.loginFailuresPerIp.points; spent += 1) {
      expect(await waitFor(payload, 'loginFailuresPerIp', key)).toBe(0)
      await hit(payload, 'loginFailuresPerIp', key)
    }
    expect(await waitFor(payload, 'loginFailuresPerIp', key)).toBeGreaterThan(0)
    await refund(payload, 'loginFailuresPerIp', key)
    expect(await waitFor(payload, 'loginFailuresPerIp', key)).toBe(0)

    for (let spent = 0; spent < LIMITS.captchaFailuresPerIp.points; spent += 1) await hit(payload, 'captchaFailuresPerIp', key)
    expect(await waitFor(payload, 'captchaFailuresPerIp', key)).toBe(LIMITS.captchaFailuresPerIp.blockSeconds)
    expect(await waitFor(payload, 'captchaFailuresPerIp', key)).toBeGreaterThan(LIMITS.captchaFailuresPerIp.durationSeconds)
  })

  describe('on a clock the test moves', () => {
    useMovableClock()

    it('a spent window counts again once its time is up, and not a second before', async () => {
      const key = `window-${Date.now()}`
      const rule = LIMITS.mailPerAddress
      for (let spent = 0; spent < rule.points; spent += 1) expect(await hit(payload, 'mailPerAddress', key)).toBe(0)
      expect(await hit(payload, 'mailPerAddress', key)).toBe(rule.durationSeconds)
      await moveClock(rule.durationSeconds * 1000 - 2000)
      expect(await hit(payload, 'mailPerAddress', key)).toBe(2)
      await moveClock(2000)
      expect(await hit(payload, 'mailPerAddress', key)).toBe(0)
    })

    it('a block lasts its own time, past the end of the window that started it', async () => {
      const key = `block-${Date.now()}`
      const rule = LIMITS.captchaFailuresPerIp
      for (let spent = 0; spent < rule.points; spent += 1) await hit(payload, 'captchaFailuresPerIp', key)
      expect(await waitFor(payload, 'captchaFailuresPerIp', key)).toBe(rule.blockSeconds)
      await moveClock(rule.durationSeconds * 1000)
      expect(await waitFor(payload, 'captchaFailuresPerIp', key)).toBe(rule.blockSeconds - rule.durationSeconds)
      await moveClock((rule.blockSeconds - rule.durationSeconds) * 1000)
      expect(await waitFor(payload, 'captchaFailuresPerIp', key)).toBe(0)
      expect(await hit(payload, 'captchaFailuresPerIp', key)).toBe(0)
    })
  })

  it('applications: refused ones spend nothing, accepted ones spend the cap, wrong captchas count against the address', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
    const headers = { 'x-client-address': ip }
    await forget(payload, 'applicationPerIp', ip)
    await forget(payload, 'captchaFailuresPerIp', ip)
    const form = {
      name: '赵工',
      company: '测试电子',
      email: 'zhao@example.com',
      mobile: '13800001111',
      address: '11,1101,110108',
      apply: 'ev',
      no: 'PSD-6080-60C',
      afterType: 'repair',
      detail: '输出电压不稳定',
    }
    const captcha = async () => (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
    for (let attempt = 0; attempt < LIMITS.applicationPerIp.points + 5; attempt += 1) {
      expect((await call('/api/index/apply_after', { headers, body: { ...form, detail: '' } })).body.msg).toBe('描述详情不能为空')
    }
    for (let spent = 1; spent < LIMITS.applicationPerIp.points; spent += 1) await hit(payload, 'applicationPerIp', ip)
    expect((await call('/api/index/apply_after', { headers, body: { ...form, captcha: 'T3ST', hash: await captcha() } })).body.code).toBe(1)
    const over = await call('/api/index/apply_after', { headers, body: { ...form, captcha: 'T3ST', hash: await captcha() } })
    expect(over.status).toBe(429)

    await forget(payload, 'applicationPerIp', ip)
    for (let attempt = 0; attempt < LIMITS.captchaFailuresPerIp.points; attempt += 1) {
      const wrong = await call('/api/index/apply_after', { headers, body: { ...form, captcha: 'nope', hash: await captcha() } })
      expect(wrong.body.msg).toBe('图形验证码错误或已过期，请重新输入')
    }
    expect((await call('/api/index/apply_after', { headers, body: { ...form, captcha: 'T3ST', hash: await captcha() } })).status).toBe(429)
  })
})
