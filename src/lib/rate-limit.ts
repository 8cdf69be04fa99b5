import { integer as pgInteger, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { isPostgres } from './database'
import { redis, redisKey } from './redis'

/**
 * Rate limits on everything that sends mail, checks a secret or writes for a
 * visitor, shared across app instances: rate-limiter-flexible over Redis when
 * REDIS_URL is set, else over the database (its Drizzle store on the hidden
 * rate-limits collection's table). What each one counts, and what the visitor
 * is told, is the table in docs/security.md.
 */
export type LimitRule = { points: number; durationSeconds: number; blockSeconds?: number }

export const LIMITS = {
  /** Captcha images drawn. */
  captchaPerIp: { points: 60, durationSeconds: 60 },
  /** Wrong or expired captcha answers; past the limit the address waits out the block. */
  captchaFailuresPerIp: { points: 20, durationSeconds: 10 * 60, blockSeconds: 15 * 60 },
  /** Member logins (and password changes) refused for their credentials. */
  loginFailuresPerIp: { points: 30, durationSeconds: 10 * 60 },
  /** Staff logins refused for their credentials (Payload's own per-account lockout also applies). */
  staffLoginFailuresPerIp: { points: 20, durationSeconds: 10 * 60, blockSeconds: 15 * 60 },
  /** Accepted registrations: an office of 50 behind one address registers within the hour. */
  registrationPerIp: { points: 60, durationSeconds: 60 * 60 },
  mailPerAddress: { points: 5, durationSeconds: 60 * 60 },
  mailPerIp: { points: 20, durationSeconds: 60 * 60 },
  mailResend: { points: 1, durationSeconds: 10 },
  /** E-mail codes checked (each code also dies after 5 wrong tries). */
  resetPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Accepted activity sign-ups. */
  joinPerIp: { points: 60, durationSeconds: 60 * 60 },
  /** Accepted applications. */
  applicationPerIp: { points: 30, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>

export type LimitName = keyof typeof LIMITS

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

const limiters = new Map<string, RateLimiterAbstract>()

function limiter(payload: Payload, name: LimitName): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const rule: LimitRule = LIMITS[name]
  const store = redis()
  if (store) {
    const created = new RateLimiterRedis({
      storeClient: store,
      keyPrefix: redisKey(`limit:${name}`),
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    })
    limiters.set(name, created)
    return created
  }
  const adapter = payload.db as unknown as { drizzle: unknown }
  const created = new RateLimiterDrizzle({
    storeClient: adapter.drizzle,
    schema: isPostgres() ? postgresRateLimits : sqliteRateLimits,
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
    clearExpiredByTimeout: false,
  })
  limiters.set(name, created)
  return created
}

/** Seconds until the caller may try again, or 0 when the action is allowed (and counted). */
export async function hit(payload: Payload, name: LimitName, key: string): Promise<number> {
  try {
    await limiter(payload, name).consume(key)
    return 0
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    throw error
  }
}

/** Seconds until the key may count again when its limit is spent (or it is blocked), else 0; counts nothing but may start the rule's block. */
export async function waitFor(payload: Payload, name: LimitName, key: string): Promise<number> {
  const rule: LimitRule = LIMITS[name]
  const state = await limiter(payload, name).get(key)
  if (!state || state.consumedPoints < rule.points) return 0
  // Spent to the last point: a rule with a block starts it now (the store marks a block by one point more).
  if (rule.blockSeconds && state.consumedPoints === rule.points) {
    await limiter(payload, name).block(key, rule.blockSeconds)
    return rule.blockSeconds
  }
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000))
}

/** Gives back a point that a request spent before it was refused. */
export async function refund(payload: Payload, name: LimitName, key: string): Promise<void> {
  await limiter(payload, name).reward(key, 1)
}

/** Forgets the counter (a successful login clears its failures, tests reset state). */
export async function forget(payload: Payload, name: LimitName, key: string): Promise<void> {
  await limiter(payload, name).delete(key)
}
