import crypto from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { verifyPassword } from './password-hash'

afterEach(() => vi.restoreAllMocks())

/** Payload's own hash of a password (pbkdf2-sha256-v1, 600,000 rounds). */
function payloadHash(password: string) {
  const salt = crypto.randomBytes(32).toString('hex')
  const hash = `pbkdf2-sha256-v1:${crypto.pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}`
  return { hash, salt }
}

describe('checking a password', () => {
  it('accepts the right password and refuses others', async () => {
    const account = payloadHash('right-password-1')
    expect(await verifyPassword(account, 'right-password-1')).toBe(true)
    expect(await verifyPassword(account, 'wrong-password-1')).toBe(false)
  })

  it('does the same work for an unknown account as for a known one, and never accepts it', async () => {
    const account = payloadHash('right-password-1')
    const spy = vi.spyOn(crypto, 'pbkdf2')
    await verifyPassword(account, 'wrong-password-1')
    expect(await verifyPassword(null, 'right-password-1')).toBe(false)
    expect(await verifyPassword({}, '')).toBe(false)
    const work = spy.mock.calls.map(([, , iterations, keyLength, digest]) => [iterations, keyLength, digest])
    expect(work).toEqual([
      [600_000, 32, 'sha256'],
      [600_000, 32, 'sha256'],
      [600_000, 32, 'sha256'],
    ])
  })
})
