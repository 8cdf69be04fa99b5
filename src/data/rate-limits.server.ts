import 'server-only'

import { integer as pgInteger, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { metrics } from '@/lib/metrics.mjs'
import { LIMITS, type LimitName, type LimitRule } from '@/lib/rate-limit'
import { payloadDatabase } from '@/lib/raw-sql'
import { redis, redisKey } from '@/lib/redis'

/**
 * The counters of the rate limits (src/lib/rate-limit.ts), shared across app
 * instances: rate-limiter-flexible over Redis when REDIS_URL is set, else over
 * the database (its Drizzle store on the hidden rate-limits collection's table).
 */

/*
 * Query views of the table the rate-limits collection creates, typed the way
 * the store binds its values: on SQLite `expire` holds epoch milliseconds
 * (libSQL binds a Date as a number), on PostgreSQL a timestamp.
 */
const sqliteRateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: integer('expire', { mode: 'timestamp_ms' }),
})
const postgresRateLimits = pgTable('rate_limits', {
  key: varchar('key').primaryKey(),
  points: pgInteger('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, precision: 3, mode: 'date' }),
})

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

function limiter(payload: Payload, name: LimitName): Promise<RateLimiterAbstract> {
  let created = limiters.get(name)
  if (!created) {
    created = createLimiter(payload, name).catch((error: unknown) => {
      limiters.delete(name)
      throw error
    })
    limiters.set(name, created)
  }
  return created
}

async function createLimiter(payload: Payload, name: LimitName): Promise<RateLimiterAbstract> {
  const rule: LimitRule = LIMITS[name]
  const store = redis()
  if (store) {
    return new RateLimiterRedis({
      storeClient: store,
      keyPrefix: redisKey(`limit:${name}`),
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    })
  }
  const db = await payloadDatabase(payload)
  return new RateLimiterDrizzle({
    storeClient: db.drizzle,
    schema: db.dialect === 'postgres' ? postgresRateLimits : sqliteRateLimits,
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
    clearExpiredByTimeout: false,
  })
}

/** Seconds until the caller may try again, or 0 when the action is allowed (and counted). */
export async function hit(payload: Payload, name: LimitName, key: string): Promise<number> {
  try {
    await (await limiter(payload, name)).consume(key)
    return 0
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    metrics.refusals.inc({ limit: name })
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
  }
}

/** Seconds until the key may count again when its limit is spent (or it is blocked), else 0; counts nothing but may start the rule's block. */
export async function waitFor(payload: Payload, name: LimitName, key: string): Promise<number> {
  const rule: LimitRule = LIMITS[name]
  const store = await limiter(payload, name)
  const state = await store.get(key)
  if (!state || state.consumedPoints < rule.points) return 0
  metrics.refusals.inc({ limit: name })
  // Spent to the last point: a rule with a block starts it now (the store marks a block by one point more).
  if (rule.blockSeconds && state.consumedPoints === rule.points) {
    await store.block(key, rule.blockSeconds)
    return rule.blockSeconds
  }
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000))
}

/** Gives back a point that a request spent before it was refused. */
export async function refund(payload: Payload, name: LimitName, key: string): Promise<void> {
  await (await limiter(payload, name)).reward(key, 1)
}

/** Forgets the counter (tests start from a clean state). */
export async function forget(payload: Payload, name: LimitName, key: string): Promise<void> {
  await (await limiter(payload, name)).delete(key)
}
