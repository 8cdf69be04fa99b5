import { Redis } from 'ioredis'

/**
 * The shared Redis connection when REDIS_URL is set (captcha answers, e-mail
 * codes and rate limits then live there); null means the database holds them.
 */
let client: Redis | null | undefined

export function redis(): Redis | null {
  if (client !== undefined) return client
  client = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null
  return client
}

/** Prefix of every key this app writes, so one Redis can serve several sites. */
export function redisKey(key: string): string {
  return `${process.env.REDIS_PREFIX || 'site:'}${key}`
}
