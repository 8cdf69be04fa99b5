import { afterEach, vi } from 'vitest'

import { redis, redisKey } from '@/lib/redis'

/**
 * The clock that code-expiry, the resend countdown, rate-limit windows and
 * scheduled jobs read, moved by a test instead of waited for. In this process
 * that is `Date` (Vitest's fake Date; timers stay real, so database drivers and
 * sockets keep working). Where the project keeps those states on Redis
 * (REDIS_URL), Redis expires them on its own clock: every key of this run's
 * prefix then has its remaining life shortened by the same amount, and goes
 * when that life is spent.
 *
 * A file that moves the clock calls `useMovableClock()` once; the clock is
 * real again after each test.
 */
export function useMovableClock(): void {
  afterEach(() => {
    vi.useRealTimers()
  })
}

export async function moveClock(milliseconds: number): Promise<void> {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  vi.setSystemTime(Date.now() + milliseconds)
  const store = redis()
  if (!store) return
  let cursor = '0'
  do {
    const [next, keys] = await store.scan(cursor, 'MATCH', `${redisKey('')}*`, 'COUNT', 500)
    cursor = next
    for (const key of keys) {
      const left = await store.pttl(key)
      if (left < 0) continue
      if (left <= milliseconds) await store.del(key)
      else await store.pexpire(key, left - milliseconds)
    }
  } while (cursor !== '0')
}
