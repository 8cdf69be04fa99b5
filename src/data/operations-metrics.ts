import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { Gauge } from 'prom-client'

import { metrics } from '@/lib/metrics.mjs'
import { payloadDatabase } from '@/lib/raw-sql'

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/** A scrape while the database is away still answers, without these series; the failure is logged. */
async function countedRows<T extends object>(payload: Payload, query: SQL): Promise<(T & { n: number | string })[]> {
  try {
    return await (await payloadDatabase(payload)).rows<T & { n: number | string }>(query)
  } catch (error) {
    payload.logger.warn({ err: error }, 'metrics: the job queue could not be read')
    return []
  }
}

/**
 * The metrics read from the database when /metrics is scraped (src/lib/metrics.mjs): Payload's job
 * queue (waiting jobs by queue, jobs given up by job) and, on PostgreSQL, the connection pool. Added
 * once per process, by the first Payload that starts (payload.config.ts onInit).
 */
export function watchOperations(payload: Payload): void {
  if (metrics.registry.getSingleMetric('site_jobs_waiting')) return
  const registers = [metrics.registry]

  new Gauge({
    name: 'site_jobs_waiting',
    help: 'Jobs queued or running, by queue',
    labelNames: ['queue'],
    registers,
    async collect() {
      const rows = await countedRows<{ queue: string | null }>(
        payload,
        sql`SELECT "queue", count(*) AS "n" FROM "payload_jobs" WHERE "completed_at" IS NULL AND NOT "has_error" GROUP BY "queue"`,
      )
      this.reset()
      for (const row of rows) this.set({ queue: row.queue ?? 'default' }, Number(row.n))
    },
  })
  new Gauge({
    name: 'site_jobs_failed',
    help: 'Jobs given up after their retries, kept for the retention period, by job',
    labelNames: ['job'],
    registers,
    async collect() {
      const rows = await countedRows<{ job: string | null }>(
        payload,
        sql`SELECT coalesce(CAST("workflow_slug" AS text), CAST("task_slug" AS text)) AS "job", count(*) AS "n" FROM "payload_jobs" WHERE "has_error" GROUP BY 1`,
      )
      this.reset()
      for (const row of rows) this.set({ job: row.job ?? 'unknown' }, Number(row.n))
    },
  })
  const pool = (payload.db as unknown as { pool?: PoolCounts }).pool
  if (!pool) return
  new Gauge({
    name: 'site_db_pool_connections',
    help: 'PostgreSQL connections of this instance, by state (in_use, idle, waiting: requests waiting for one)',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
}
