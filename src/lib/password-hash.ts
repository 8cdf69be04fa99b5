import crypto from 'node:crypto'

/*
 * Payload 3's password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * 'pbkdf2-sha256-v1:' + hex of PBKDF2-SHA256 at 600,000 rounds and 32 bytes, or
 * the legacy bare hex at 25,000 rounds and 512 bytes.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

function parameters(hash: string): { expected: string; iterations: number; keyLength: number } {
  if (hash.startsWith(CURRENT_PREFIX)) return { expected: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
  return { expected: hash, iterations: 25_000, keyLength: 512 }
}

/** A hash nobody's password matches, checked for unknown accounts so they take as long as known ones. */
const DUMMY = { hash: `${CURRENT_PREFIX}${crypto.randomBytes(32).toString('hex')}`, salt: crypto.randomBytes(32).toString('hex') }

/**
 * Whether the password matches the stored hash and salt of an account. Without
 * an account it still runs one full hash, so the answer takes the same time.
 */
export async function verifyPassword(account: { hash?: unknown; salt?: unknown } | null | undefined, password: string): Promise<boolean> {
  const known = typeof account?.hash === 'string' && typeof account.salt === 'string'
  const { hash, salt } = known ? (account as { hash: string; salt: string }) : DUMMY
  const { expected, iterations, keyLength } = parameters(hash)
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  const stored = Buffer.from(expected, 'hex')
  return known && stored.length === derived.length && crypto.timingSafeEqual(stored, derived)
}
