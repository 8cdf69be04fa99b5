import crypto from 'node:crypto'

import { PAYLOAD_HASH_PREFIX, payloadPasswordHash } from './framework-ties.mjs'

/** A hash in Payload's current format that nobody's password matches, checked for unknown accounts so they take as long as known ones. */
const DUMMY = { hash: `${PAYLOAD_HASH_PREFIX}${crypto.randomBytes(32).toString('hex')}`, salt: crypto.randomBytes(32).toString('hex') }

/**
 * Whether the password matches the stored hash and salt of an account. Without
 * an account it still runs one full hash, so the answer takes the same time.
 */
export async function verifyPassword(account: { hash?: unknown; salt?: unknown } | null | undefined, password: string): Promise<boolean> {
  const known = typeof account?.hash === 'string' && typeof account.salt === 'string'
  const { hash, salt } = known ? (account as { hash: string; salt: string }) : DUMMY
  const { expected, iterations, keyLength } = payloadPasswordHash(hash)
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  const stored = Buffer.from(expected, 'hex')
  return known && stored.length === derived.length && crypto.timingSafeEqual(stored, derived)
}
