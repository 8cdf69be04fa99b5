import 'server-only'

import { isPostgres } from '@/lib/database'
import { redis } from '@/lib/redis'
import { missingSiteUrlWarning, siteUrl } from '@/lib/site-url.mjs'
import { checkBucket, s3Settings } from '@/lib/upload-storage'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { payloadClient } from './payload-client.server'

export type ReadinessCheck = { name: 'database' | 'migrations' | 'redis' | 's3' | 'site-url'; ok: boolean; detail?: string }

/** A load balancer waits about this long; a check that takes longer counts as failed. */
const CHECK_TIMEOUT_MS = 2000

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The committed migrations that the database has not recorded as applied. */
export function pendingMigrations(applied: Iterable<string>, committed = (isPostgres() ? postgresMigrations : sqliteMigrations).map((item) => item.name)): string[] {
  const done = new Set(applied)
  return committed.filter((name) => !done.has(name))
}

/**
 * Whether this instance can serve: the database answers, every committed
 * migration is applied, Redis answers when REDIS_URL is set, and the uploads'
 * bucket answers to our keys when S3_BUCKET is set; `site-url` says which
 * address absolute links carry (a warning when SITE_URL is not set).
 */
export async function readiness(): Promise<{ ready: boolean; checks: ReadinessCheck[] }> {
  const checks: ReadinessCheck[] = []
  try {
    const payload = await within(payloadClient())
    const applied = await within(payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true }))
    checks.push({ name: 'database', ok: true })
    const pending = pendingMigrations(applied.docs.map((doc) => String((doc as { name?: unknown }).name)))
    checks.push(pending.length ? { name: 'migrations', ok: false, detail: `pending: ${pending.join(', ')}` } : { name: 'migrations', ok: true })
  } catch (error) {
    checks.push({ name: 'database', ok: false, detail: error instanceof Error ? error.message : String(error) })
  }
  const client = redis()
  if (client) {
    try {
      await within(client.ping())
      checks.push({ name: 'redis', ok: true })
    } catch (error) {
      checks.push({ name: 'redis', ok: false, detail: error instanceof Error ? error.message : String(error) })
    }
  }
  const storage = s3Settings()
  if (storage) {
    try {
      await within(checkBucket(storage))
      checks.push({ name: 's3', ok: true })
    } catch (error) {
      checks.push({ name: 's3', ok: false, detail: error instanceof Error ? error.message : String(error) })
    }
  }
  // Not a reason to take the instance out of service, but the operator should see it.
  checks.push({ name: 'site-url', ok: true, detail: missingSiteUrlWarning() ?? siteUrl() })
  return { ready: checks.every((check) => check.ok), checks }
}
