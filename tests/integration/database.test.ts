import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { databaseUrl, isPostgres } from '@/lib/database'
import { payloadDatabase } from '@/lib/raw-sql'

import { testPayload } from '../setup/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('the database connection', () => {
  it(isPostgres() ? 'is PostgreSQL, whose readers never wait for writers (MVCC)' : 'runs SQLite in WAL mode with a busy timeout, still after a transaction', async () => {
    const db = await payloadDatabase(payload)
    if (isPostgres()) {
      const [version] = await db.rows<{ server_version: string }>(sql`SHOW server_version`)
      expect(Number.parseInt(version.server_version, 10)).toBeGreaterThanOrEqual(13)
      return
    }
    // A transaction first: the client hands its connection to each transaction and opens a new one after it.
    await db.transaction((tx) => tx.rows(sql`SELECT 1 AS "one"`))
    const [journal] = await db.rows<{ journal_mode: string }>(sql`PRAGMA journal_mode`)
    expect(journal.journal_mode).toBe('wal')
    const [busy] = await db.rows<{ timeout: number }>(sql`PRAGMA busy_timeout`)
    expect(Number(busy.timeout)).toBeGreaterThanOrEqual(1000)
    // And the connection the next transaction writes on.
    const [inTransaction] = await db.transaction((tx) => tx.rows<{ timeout: number }>(sql`PRAGMA busy_timeout`))
    expect(Number(inTransaction.timeout)).toBeGreaterThanOrEqual(1000)
  })
})

describe('npm run backup', () => {
  it('copies the live database into a file that opens and holds the latest write', async () => {
    const marker = `备份标记 ${Date.now().toString(36)}`
    await payload.create({ collection: 'faq-categories', data: { name: marker, _status: 'published' }, overrideAccess: true })
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
    const target = path.join(folder, isPostgres() ? 'copy.dump' : 'copy.db')
    const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'src/scripts/backup.ts', target], { encoding: 'utf8', env: process.env })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain(target)
    expect(fs.existsSync(`${target}.partial`)).toBe(false)

    if (!isPostgres()) {
      const copy = createClient({ url: `file:${target}` })
      const rows = await copy.execute({ sql: 'SELECT count(*) AS n FROM faq_categories_locales WHERE name = ?', args: [marker] })
      copy.close()
      expect(Number(rows.rows[0].n)).toBe(1)
    } else {
      const restored = `${new URL(databaseUrl()).pathname.slice(1)}_restore`
      const admin = new URL(databaseUrl())
      admin.pathname = '/postgres'
      const client = new pg.Client({ connectionString: admin.toString() })
      await client.connect()
      await client.query(`CREATE DATABASE "${restored}"`)
      try {
        const restoredUrl = new URL(databaseUrl())
        restoredUrl.pathname = `/${restored}`
        const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl.toString()}`, target], { encoding: 'utf8' })
        expect(restore.status, restore.stderr).toBe(0)
        const copy = new pg.Client({ connectionString: restoredUrl.toString() })
        await copy.connect()
        const rows = await copy.query('SELECT count(*) AS n FROM faq_categories_locales WHERE name = $1', [marker])
        await copy.end()
        expect(Number(rows.rows[0].n)).toBe(1)
      } finally {
        await client.query(`DROP DATABASE IF EXISTS "${restored}" WITH (FORCE)`)
        await client.end()
      }
    }
    // A second backup never overwrites the first.
    const again = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'src/scripts/backup.ts', target], { encoding: 'utf8', env: process.env })
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('already exists')
    fs.rmSync(folder, { recursive: true, force: true })
  })
})
