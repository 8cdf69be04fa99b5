import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { calls } from './calls'
import { defineCall } from './define-call'

const read = { scope: 'index', name: 'probe', method: 'GET', summary: '', tag: '', input: z.object({}), cache: 'public', handle: async () => ({ data: null }) } as const

describe('a public read', () => {
  it('cannot read the member: every cache in front of the contract shares it between callers', () => {
    expect(() => defineCall({ ...read, auth: 'optional' })).toThrow(/auth must be 'none'/)
    expect(() => defineCall({ ...read, auth: 'member' })).toThrow(/auth must be 'none'/)
    expect(defineCall({ ...read, auth: 'none' }).cache).toBe('public')
    expect(calls.filter((call) => call.cache === 'public').every((call) => call.auth === 'none')).toBe(true)
  })
})
