import { randomUUID } from 'node:crypto'

import { redis, redisKey } from '@/lib/redis'

const instance = randomUUID()
const LEASE_MS = 5_000

/**
 * Payload claims a due job with a read and then a write, so two instances
 * running the queue at once could both send the same e-mail. With several
 * instances (REDIS_URL set) only the holder of a short Redis lease runs jobs;
 * it renews the lease on every tick, and another instance takes over within
 * LEASE_MS of it stopping. One instance alone always runs them.
 */
export async function holdsRunnerLease(): Promise<boolean> {
  const client = redis()
  if (!client) return true
  const key = redisKey('jobs-runner')
  try {
    if ((await client.set(key, instance, 'PX', LEASE_MS, 'NX')) === 'OK') return true
    // Renew only our own lease, atomically.
    const renewed = await client.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end",
      1,
      key,
      instance,
      String(LEASE_MS),
    )
    return renewed === 1
  } catch {
    return false
  }
}
