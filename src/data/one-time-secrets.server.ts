import 'server-only'

import crypto from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { incrementCounter, payloadDatabase, toIso } from '@/lib/raw-sql'
import { redis, redisKey } from '@/lib/redis'
import { payloadSecret } from '@/lib/secrets.mjs'

/**
 * Short-lived single-use secrets (captcha answers, e-mail codes) kept where
 * every app instance sees them: Redis when REDIS_URL is set, the database
 * otherwise (the hidden verification-codes collection's table). Only an HMAC
 * of the secret is stored; comparisons are case-insensitive and constant-time.
 */
function digest(key: string, secret: string): string {
  return crypto.createHmac('sha256', payloadSecret()).update(`${key}\n${secret.trim().toLowerCase()}`).digest('hex')
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** Stores (or replaces) the secret for key, valid for ttlSeconds; a replaced secret starts again with no attempts. */
export async function issueSecret(payload: Payload, key: string, secret: string, ttlSeconds: number): Promise<void> {
  const store = redis()
  if (store) {
    const name = redisKey(`secret:${key}`)
    if (ttlSeconds <= 0) {
      await store.del(name)
      return
    }
    await store
      .multi()
      .del(name)
      .hset(name, 'hash', digest(key, secret), 'attempts', '0')
      .pexpire(name, ttlSeconds * 1000)
      .exec()
    return
  }
  const db = await payloadDatabase(payload)
  // Now and then, sweep secrets that expired without ever being checked.
  if (Math.random() < 0.05) await db.run(sql`DELETE FROM verification_codes WHERE expires_at < ${new Date().toISOString()}`)
  const now = new Date().toISOString()
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString()
  await db.run(sql`
    INSERT INTO verification_codes (key, secret_hash, expires_at, attempts, updated_at, created_at)
    VALUES (${key}, ${digest(key, secret)}, ${expiresAt}, 0, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET secret_hash = excluded.secret_hash, expires_at = excluded.expires_at, attempts = 0, updated_at = excluded.updated_at`)
}

type Row = { id: unknown; secret_hash: string; expires_at: unknown; attempts: unknown }

const expired = (row: Pick<Row, 'expires_at'>) => new Date(toIso(row.expires_at)).getTime() < Date.now()

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
  const db = await payloadDatabase(payload)
  const [row] = await db.rows<Row>(sql`DELETE FROM verification_codes WHERE key = ${key} RETURNING id, secret_hash, expires_at, attempts`)
  if (!row || expired(row)) return 'missing'
  return same(row.secret_hash, digest(key, candidate)) ? 'ok' : 'wrong'
}

export async function consumeSecret(payload: Payload, key: string, candidate: string): Promise<boolean> {
  return (await takeSecret(payload, key, candidate)) === 'ok'
}

export type AttemptResult = 'ok' | 'wrong' | 'missing' | 'expired' | 'exhausted'

/** Counts one attempt and reads the hash in one step; null when the secret does not exist. */
const COUNT_ATTEMPT = `
if redis.call('exists', KEYS[1]) == 0 then return nil end
local attempts = redis.call('hincrby', KEYS[1], 'attempts', 1)
return {attempts, redis.call('hget', KEYS[1], 'hash')}`

/** Deletes the secret only while it still holds the given hash (not a code issued since). */
const DELETE_IF_HASH = `
if redis.call('hget', KEYS[1], 'hash') == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`

/**
 * Checks a secret that allows a few attempts (e-mail codes). Every check,
 * right or wrong, first counts itself in one atomic statement and learns its
 * own number, so parallel guesses spend one attempt each: only checks numbered
 * up to maxAttempts are compared, the one that reaches it with a wrong answer
 * voids the secret, and a right answer removes it (once).
 */
export async function attemptSecret(payload: Payload, key: string, candidate: string, maxAttempts: number): Promise<AttemptResult> {
  const candidateHash = digest(key, candidate)
  const store = redis()
  if (store) {
    const name = redisKey(`secret:${key}`)
    const counted = (await store.eval(COUNT_ATTEMPT, 1, name)) as [number, string] | null
    if (!counted) return 'missing'
    const [attempts, stored] = counted
    if (attempts > maxAttempts) {
      await store.eval(DELETE_IF_HASH, 1, name, stored)
      return 'exhausted'
    }
    if (same(stored, candidateHash)) return (await store.eval(DELETE_IF_HASH, 1, name, stored)) === 1 ? 'ok' : 'missing'
    if (attempts < maxAttempts) return 'wrong'
    await store.eval(DELETE_IF_HASH, 1, name, stored)
    return 'exhausted'
  }
  const db = await payloadDatabase(payload)
  const attempt = { table: 'verification_codes', column: 'attempts', where: sql`"key" = ${key}` }
  const row = await incrementCounter<Omit<Row, 'attempts'>>(db, attempt, ['id', 'secret_hash', 'expires_at'])
  if (!row) return 'missing'
  // Removes this very secret only: a new code sent meanwhile replaced the hash in the same row.
  const remove = async () => (await db.rows(sql`DELETE FROM verification_codes WHERE id = ${row.id} AND secret_hash = ${row.secret_hash} RETURNING id`)).length > 0
  if (expired(row)) {
    await remove()
    return 'expired'
  }
  const attempts = row.value
  if (attempts > maxAttempts) {
    await remove()
    return 'exhausted'
  }
  if (same(row.secret_hash, candidateHash)) return (await remove()) ? 'ok' : 'missing'
  if (attempts < maxAttempts) return 'wrong'
  await remove()
  return 'exhausted'
}
