import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { hit, LIMITS } from '@/lib/rate-limit'

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
})
