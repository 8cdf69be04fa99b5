import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { forget, hit } from '@/data/rate-limits.server'
import { sendMail } from '@/lib/mailer'
import { metrics } from '@/lib/metrics.mjs'
import { payloadDatabase } from '@/lib/raw-sql'

import { testPayload } from '../setup/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** The value of one series as a scrape reads it, 0 when absent. */
async function valueOf(series: string): Promise<number> {
  const text = await metrics.registry.metrics()
  return Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  )
}

describe('the metrics the database and the app feed', () => {
  it('read the job queue at each scrape: waiting jobs by queue, jobs given up by job', async () => {
    const waiting = await valueOf('site_jobs_waiting{queue="daily"}')
    const failed = await valueOf('site_jobs_failed{job="submitToBaidu"}')
    const queued = await payload.jobs.queue({ task: 'pruneOldRecords', input: {}, queue: 'daily' })
    const db = await payloadDatabase(payload)
    const at = new Date().toISOString()
    await db.insert('payload_jobs', [{ input: { label: 'metrics' }, taskSlug: 'submitToBaidu', queue: 'default', totalTried: 5, hasError: true, createdAt: at, updatedAt: at }])
    expect(await valueOf('site_jobs_waiting{queue="daily"}')).toBe(waiting + 1)
    expect(await valueOf('site_jobs_failed{job="submitToBaidu"}')).toBe(failed + 1)
    await payload.delete({ collection: 'payload-jobs', where: { or: [{ id: { equals: queued.id } }, { 'input.label': { equals: 'metrics' } }] }, overrideAccess: true })
  })

  it('show the PostgreSQL pool by state (SQLite has none)', async () => {
    const text = await metrics.registry.metrics()
    if ((await payloadDatabase(payload)).dialect === 'postgres') {
      expect(text).toMatch(/^site_db_pool_connections\{state="in_use"\} \d+$/m)
      expect(text).toMatch(/^site_db_pool_connections\{state="waiting"\} 0$/m)
    } else expect(text).not.toContain('site_db_pool_connections{')
  })

  it('count refusals by the limit that refused, and mails sent and failed', async () => {
    const key = `metrics-${Date.now()}`
    const refused = await valueOf('site_rate_limit_refusals_total{limit="mailResend"}')
    expect(await hit(payload, 'mailResend', key)).toBe(0)
    expect(await hit(payload, 'mailResend', key)).toBeGreaterThan(0)
    expect(await valueOf('site_rate_limit_refusals_total{limit="mailResend"}')).toBe(refused + 1)
    await forget(payload, 'mailResend', key)

    const sent = await valueOf('site_notifications_total{channel="mail",result="sent"}')
    const failed = await valueOf('site_notifications_total{channel="mail",result="failed"}')
    const before = process.env.SMTP_URL
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'site-metrics-outbox-'))
    try {
      delete process.env.SMTP_URL
      process.env.OUTBOX_DIR = outbox
      await sendMail({ to: 'metrics@example.com', subject: '指标', text: '指标' })
      // Nothing listens on port 9 of this machine: the mail server refuses.
      process.env.SMTP_URL = 'smtp://127.0.0.1:9'
      await expect(sendMail({ to: 'metrics@example.com', subject: '指标', text: '指标' })).rejects.toThrow()
    } finally {
      delete process.env.OUTBOX_DIR
      fs.rmSync(outbox, { recursive: true, force: true })
      if (before === undefined) delete process.env.SMTP_URL
      else process.env.SMTP_URL = before
    }
    expect([await valueOf('site_notifications_total{channel="mail",result="sent"}'), await valueOf('site_notifications_total{channel="mail",result="failed"}')]).toEqual([
      sent + 1,
      failed + 1,
    ])
  })
})
