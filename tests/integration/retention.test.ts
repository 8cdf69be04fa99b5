import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pruneOldRecords } from '@/data/retention'
import { chinaDay } from '@/lib/format'
import { payloadDatabase, type RawDatabase } from '@/lib/raw-sql'
import { RETENTION_DEFAULTS } from '@/lib/retention-defaults'

import { testPayload } from '../setup/payload'

const DAY = 24 * 60 * 60 * 1000

let payload: Payload
let db: RawDatabase
let run = 0

/** One row in each growing table per age in days (negative: a secret or limit that expires that many days from now). */
async function ageRows(tag: string, ages: number[], now: Date) {
  for (const age of ages) {
    const at = new Date(now.getTime() - age * DAY)
    const [iso, label] = [at.toISOString(), `${tag}:${age}`]
    await db.insert('payload_jobs', [{ input: { label }, taskSlug: 'submitToBaidu', queue: 'default', totalTried: 5, hasError: true, createdAt: iso, updatedAt: iso }])
    await db.insert('audit_logs', [{ summary: label, action: 'update', entity: tag, createdAt: iso, updatedAt: iso }])
    await db.insert('search_pushes', [{ summary: label, urls: tag, status: 'failed', createdAt: iso, updatedAt: iso }])
    await db.insert('search_queries', [{ query: label, day: chinaDay(at), lang: 'zh', searches: 1, results: 0, createdAt: iso, updatedAt: iso }])
    await db.insert('verification_codes', [{ key: label, secretHash: 'x', expiresAt: iso, attempts: 0, createdAt: iso, updatedAt: iso }])
    // The rate-limit store's expiry: a timestamp on PostgreSQL, epoch milliseconds on SQLite.
    await db.insert('rate_limits', [{ key: label, points: 1, expire: db.dialect === 'postgres' ? at : at.getTime() }])
  }
}

/** The ages of `tag`'s rows each table still holds. */
async function agesLeft(tag: string): Promise<Record<string, number[]>> {
  const ages = async (query: SQL) => (await db.rows<{ label: string }>(query)).map((row) => Number(String(row.label).slice(tag.length + 1))).sort((a, b) => a - b)
  const jobLabel = db.dialect === 'postgres' ? sql`"input"->>'label'` : sql`json_extract("input", '$.label')`
  const prefix = `${tag}:%`
  return {
    failedJobs: await ages(sql`SELECT ${jobLabel} AS "label" FROM "payload_jobs" WHERE ${jobLabel} LIKE ${prefix}`),
    auditLogs: await ages(sql`SELECT "summary" AS "label" FROM "audit_logs" WHERE "entity" = ${tag}`),
    searchPushes: await ages(sql`SELECT "summary" AS "label" FROM "search_pushes" WHERE "urls" = ${tag}`),
    searchQueries: await ages(sql`SELECT "query" AS "label" FROM "search_queries" WHERE "query" LIKE ${prefix}`),
    verificationCodes: await ages(sql`SELECT "key" AS "label" FROM "verification_codes" WHERE "key" LIKE ${prefix}`),
    rateLimits: await ages(sql`SELECT "key" AS "label" FROM "rate_limits" WHERE "key" LIKE ${prefix}`),
  }
}

const staff = async (email: string) => {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  expect(docs, email).toHaveLength(1)
  return docs[0]
}

beforeAll(async () => {
  payload = await testPayload()
  db = await payloadDatabase(payload)
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'retention', data: RETENTION_DEFAULTS, overrideAccess: true })
})

describe('retention (数据保留)', () => {
  const AGES = [-1, 1, 29, 31, 89, 91, 399, 401, 729, 731]
  const within = (days: number) => AGES.filter((age) => age < days)

  it('prunes each growing table past its retention (defaults: failed jobs 30 days, audit log 2 years, Baidu pushes 90, search counts 400, secrets and limits once expired)', async () => {
    const tag = `retention-${Date.now().toString(36)}-${(run += 1)}`
    const now = new Date()
    await ageRows(tag, AGES, now)
    const pruned = await pruneOldRecords(payload, now)
    expect(await agesLeft(tag)).toEqual({
      failedJobs: within(30),
      auditLogs: within(730),
      searchPushes: within(90),
      searchQueries: within(400),
      verificationCodes: [-1],
      rateLimits: [-1],
    })
    expect(pruned.auditLogs).toBeGreaterThanOrEqual(1)
    expect(pruned.verificationCodes).toBeGreaterThanOrEqual(AGES.length - 1)
  })

  it('follows what an admin sets; editors can neither read nor change it', async () => {
    const [admin, editor] = [await staff('admin@example.com'), await staff('editor@example.com')]
    await expect(payload.findGlobal({ slug: 'retention', overrideAccess: false, user: editor })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'retention', data: { auditLogDays: 1 }, overrideAccess: false, user: editor })).rejects.toThrow()
    await payload.updateGlobal({ slug: 'retention', data: { auditLogDays: 100, searchQueriesDays: 30 }, overrideAccess: false, user: admin })

    const tag = `retention-${Date.now().toString(36)}-${(run += 1)}`
    const now = new Date()
    await ageRows(tag, AGES, now)
    await pruneOldRecords(payload, now)
    const left = await agesLeft(tag)
    expect(left.auditLogs).toEqual(within(100))
    expect(left.searchQueries).toEqual(within(30))
    expect(left.searchPushes).toEqual(within(90))
  })

  it('is scheduled on Payload’s queue once a day, and the queued job prunes', async () => {
    await payload.updateGlobal({ slug: 'retention', data: RETENTION_DEFAULTS, overrideAccess: true })
    const before = Date.now()
    await payload.jobs.handleSchedules({ queue: 'daily' })
    const scheduled = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'pruneOldRecords' }, completedAt: { exists: false } }, overrideAccess: true })
    expect(scheduled.docs).toHaveLength(1)
    const due = new Date(scheduled.docs[0].waitUntil as string).getTime()
    expect(due).toBeGreaterThan(before)
    expect(due).toBeLessThanOrEqual(before + DAY)

    // As the runner does once it is due.
    const tag = `retention-${Date.now().toString(36)}-${(run += 1)}`
    await ageRows(tag, AGES, new Date())
    await payload.update({ collection: 'payload-jobs', id: scheduled.docs[0].id, data: { waitUntil: new Date(before - 1000).toISOString() }, overrideAccess: true })
    await payload.jobs.runByID({ id: scheduled.docs[0].id })
    const done = await payload.findByID({ collection: 'payload-jobs', id: scheduled.docs[0].id, overrideAccess: true, disableErrors: true })
    // A job that completes is deleted from the queue (Payload's deleteJobOnComplete).
    expect(done).toBeNull()
    expect((await agesLeft(tag)).auditLogs).toEqual(within(730))
    expect((await agesLeft(tag)).verificationCodes).toEqual([-1])
  })
})
