import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { chinaDay } from '@/lib/format'
import { payloadDatabase } from '@/lib/raw-sql'
import { RETENTION_DEFAULTS, type RetentionDays } from '@/lib/retention-defaults'

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows deleted per statement: a first prune of years of rows never holds SQLite's writer for long. */
const BATCH = 2_000

/** What one prune deleted, per table. */
export type Pruned = { failedJobs: number; auditLogs: number; searchPushes: number; searchQueries: number; verificationCodes: number; rateLimits: number }

/** The admins' 数据保留 settings, each missing one at its default. */
export async function retentionDays(payload: Payload): Promise<RetentionDays> {
  const settings = (await payload.findGlobal({ slug: 'retention', depth: 0, overrideAccess: true })) as Partial<RetentionDays>
  const valid = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback)
  return {
    failedJobsDays: valid(settings.failedJobsDays, RETENTION_DEFAULTS.failedJobsDays),
    auditLogDays: valid(settings.auditLogDays, RETENTION_DEFAULTS.auditLogDays),
    searchPushesDays: valid(settings.searchPushesDays, RETENTION_DEFAULTS.searchPushesDays),
    searchQueriesDays: valid(settings.searchQueriesDays, RETENTION_DEFAULTS.searchQueriesDays),
  }
}

/**
 * Deletes what is past its retention at `now`: failed jobs (given up on), audit log entries, Baidu push
 * records and daily search counts older than their settings, and every expired one-time code and rate-limit
 * window. Plain deletes in batches: nothing else refers to these rows (a job's log goes with it).
 */
export async function pruneOldRecords(payload: Payload, now = new Date()): Promise<Pruned> {
  const days = await retentionDays(payload)
  const db = await payloadDatabase(payload)
  const before = (count: number) => new Date(now.getTime() - count * DAY_MS).toISOString()
  const prune = async (table: string, condition: SQL): Promise<number> => {
    const name = sql.raw(`"${table}"`)
    let deleted = 0
    for (;;) {
      const count = await db.run(sql`DELETE FROM ${name} WHERE "id" IN (SELECT "id" FROM ${name} WHERE ${condition} LIMIT ${BATCH})`)
      deleted += count
      if (count < BATCH) return deleted
    }
  }
  const nowIso = now.toISOString()
  return {
    failedJobs: await prune('payload_jobs', sql`"has_error" = ${db.dialect === 'postgres' ? sql`true` : sql`1`} AND "updated_at" < ${before(days.failedJobsDays)}`),
    auditLogs: await prune('audit_logs', sql`"created_at" < ${before(days.auditLogDays)}`),
    searchPushes: await prune('search_pushes', sql`"created_at" < ${before(days.searchPushesDays)}`),
    searchQueries: await prune('search_queries', sql`"day" < ${chinaDay(new Date(now.getTime() - days.searchQueriesDays * DAY_MS))}`),
    verificationCodes: await prune('verification_codes', sql`"expires_at" < ${nowIso}`),
    // The rate-limit store keeps its expiry as a timestamp on PostgreSQL and as epoch milliseconds on SQLite (src/collections/rate-limits).
    rateLimits: await prune('rate_limits', sql`"expire" < ${db.dialect === 'postgres' ? nowIso : now.getTime()}`),
  }
}
