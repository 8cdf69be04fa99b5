import crypto from 'node:crypto'

import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'

import { redis, redisKey } from './redis'
import { payloadSecret } from './secrets'

/**
 * Short-lived single-use secrets (captcha answers, e-mail codes) kept where
 * every app instance sees them: Redis when REDIS_URL is set, the database
 * otherwise. Only an HMAC of the secret is stored; comparisons are
 * case-insensitive and constant-time.
 */
function digest(key: string, secret: string): string {
  return crypto.createHmac('sha256', payloadSecret()).update(`${key}\n${secret.trim().toLowerCase()}`).digest('hex')
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

async function find(payload: Payload, key: string) {
  const { docs } = await payload.find({ collection: 'verification-codes', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

/** Stores (or replaces) the secret for key, valid for ttlSeconds. */
export async function issueSecret(payload: Payload, key: string, secret: string, ttlSeconds: number): Promise<void> {
  const store = redis()
  if (store) {
    const name = redisKey(`secret:${key}`)
    if (ttlSeconds <= 0) {
      await store.del(name)
      return
    }
    await store.multi().del(name).hset(name, 'hash', digest(key, secret), 'attempts', '0').pexpire(name, ttlSeconds * 1000).exec()
    return
  }
  // Now and then, sweep secrets that expired without ever being checked.
  if (Math.random() < 0.05) {
    await payload.db.deleteMany({ collection: 'verification-codes', where: { expiresAt: { less_than: new Date().toISOString() } } })
  }
  const data = { key, secretHash: digest(key, secret), expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(), attempts: 0 }
  const existing = await find(payload, key)
  if (existing) await payload.update({ collection: 'verification-codes', id: existing.id, data, overrideAccess: true })
  else await payload.create({ collection: 'verification-codes', data, overrideAccess: true })
}

type Row = { secretHash: string; expiresAt: string }
type DeleteReturning = {
  delete: (table: unknown) => { where: (condition: unknown) => { returning: () => Promise<Row[]> } }
}

/**
 * Removes a single-use secret and tells whether the candidate matched: 'ok',
 * 'wrong', or 'missing' (unknown, used or expired). The row is removed with
 * DELETE … RETURNING, so of two concurrent checks only one sees it and a
 * secret can never pass twice; any check, right or wrong, uses it up.
 */
export async function takeSecret(payload: Payload, key: string, candidate: string): Promise<'ok' | 'wrong' | 'missing'> {
  const store = redis()
  if (store) {
    const name = redisKey(`secret:${key}`)
    const result = await store.multi().hget(name, 'hash').del(name).exec()
    const stored = result?.[0]?.[1] as string | null | undefined
    if (!stored) return 'missing'
    return same(stored, digest(key, candidate)) ? 'ok' : 'wrong'
  }
  const adapter = payload.db as unknown as { drizzle: DeleteReturning; tables: Record<string, Record<string, unknown>> }
  const table = adapter.tables.verification_codes
  const rows = await adapter.drizzle.delete(table).where(eq(table.key as never, key)).returning()
  const row = rows[0]
  if (!row || new Date(row.expiresAt).getTime() < Date.now()) return 'missing'
  return same(row.secretHash, digest(key, candidate)) ? 'ok' : 'wrong'
}

export async function consumeSecret(payload: Payload, key: string, candidate: string): Promise<boolean> {
  return (await takeSecret(payload, key, candidate)) === 'ok'
}

export type AttemptResult = 'ok' | 'wrong' | 'missing' | 'expired' | 'exhausted'

/**
 * Checks a secret that allows a few attempts (e-mail codes): a wrong answer
 * counts; after maxAttempts the secret is voided. Success removes it.
 */
export async function attemptSecret(payload: Payload, key: string, candidate: string, maxAttempts: number): Promise<AttemptResult> {
  const store = redis()
  if (store) {
    const name = redisKey(`secret:${key}`)
    const stored = await store.hget(name, 'hash')
    if (!stored) return 'missing'
    if (same(stored, digest(key, candidate))) return (await store.del(name)) === 1 ? 'ok' : 'missing'
    const attempts = await store.hincrby(name, 'attempts', 1)
    if (attempts >= maxAttempts) {
      await store.del(name)
      return 'exhausted'
    }
    return 'wrong'
  }
  const existing = await find(payload, key)
  if (!existing) return 'missing'
  if (new Date(existing.expiresAt).getTime() < Date.now()) {
    await payload.delete({ collection: 'verification-codes', id: existing.id, overrideAccess: true })
    return 'expired'
  }
  if (same(existing.secretHash, digest(key, candidate))) {
    await payload.delete({ collection: 'verification-codes', id: existing.id, overrideAccess: true })
    return 'ok'
  }
  const attempts = (existing.attempts ?? 0) + 1
  if (attempts >= maxAttempts) {
    await payload.delete({ collection: 'verification-codes', id: existing.id, overrideAccess: true })
    return 'exhausted'
  }
  await payload.update({ collection: 'verification-codes', id: existing.id, data: { attempts }, overrideAccess: true })
  return 'wrong'
}
