import { Redis } from 'ioredis'

/**
 * The shared Redis connection when REDIS_URL is set (captcha answers, e-mail
 * codes and rate limits then live there); null means the database holds them.
 */
let client: Redis | null | undefined

export function redis(): Redis | null {
  if (client !== undefined) return client
  client = process.env.REDIS_URL
    ? new Redis(process.env.REDIS_URL, {
        // A command waits for a reconnect at most this long, queued or sent: with Redis away a
        // request is refused within 2 s instead of waiting out the reconnect backoff.
        commandTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        connectTimeout: 2000,
        // Reconnect at most 1 s apart, so everything is back within a second of Redis.
        retryStrategy: (times) => Math.min(times * 100, 1000),
      })
    : null
  return client
}

/** Prefix of every key this app writes, so one Redis can serve several sites. */
export function redisKey(key: string): string {
  return `${process.env.REDIS_PREFIX || 'site:'}${key}`
}
