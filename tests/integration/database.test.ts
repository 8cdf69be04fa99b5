import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { backupSite, restoreSite } from '@/lib/backup'
import { uploadRoot } from '@/lib/upload-root'
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

// In process: the scripts `npm run backup` and `npm run restore` only print what these return, and
// tests/e2e/backup-restore.spec.ts runs them as an operator does.
describe('backupSite and restoreSite', () => {
  it('copies the live database and the uploads into a folder, and restores both into an empty database and folder (occupied ones only with --force)', async () => {
    const marker = `备份标记 ${Date.now().toString(36)}`
    await payload.create({ collection: 'faq-categories', data: { name: marker, _status: 'published' }, overrideAccess: true })
    const uploadMarker = path.join(uploadRoot(), 'media', `backup-marker-${Date.now().toString(36)}.txt`)
    fs.mkdirSync(path.dirname(uploadMarker), { recursive: true })
    fs.writeFileSync(uploadMarker, marker)
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
    const target = path.join(folder, 'backup')
    const backup = await backupSite(target)
    expect(backup.folder).toBe(target)
    expect(fs.readdirSync(target).sort()).toEqual([isPostgres() ? 'database.dump' : 'database.db', 'uploads'])
    expect(fs.readFileSync(path.join(target, 'uploads', 'media', path.basename(uploadMarker)), 'utf8')).toBe(marker)
    expect(fs.existsSync(`${target}.partial`)).toBe(false)

    // restoreSite puts it back into an empty database and folder; occupied ones only with --force.
    const admin = new URL(databaseUrl())
    admin.pathname = '/postgres'
    const client = isPostgres() ? new pg.Client({ connectionString: admin.toString() }) : undefined
    const restoredName = `${new URL(databaseUrl()).pathname.slice(1)}_restore`
    const restoredUrl = isPostgres() ? databaseUrl().replace(/\/[^/?]+(\?.*)?$/, `/${restoredName}$1`) : `file:${path.join(folder, 'restored', 'site.db')}`
    const restoredUploads = path.join(folder, 'restored', 'uploads')
    if (client) {
      await client.connect()
      await client.query(`CREATE DATABASE "${restoredName}"`)
    }
    const markers = async () => {
      if (!isPostgres()) {
        const copy = createClient({ url: restoredUrl })
        const rows = await copy.execute({ sql: 'SELECT count(*) AS n FROM faq_categories_locales WHERE name = ?', args: [marker] })
        copy.close()
        return Number(rows.rows[0].n)
      }
      const copy = new pg.Client({ connectionString: restoredUrl })
      await copy.connect()
      const rows = await copy.query('SELECT count(*) AS n FROM faq_categories_locales WHERE name = $1', [marker])
      await copy.end()
      return Number(rows.rows[0].n)
    }
    const restoredMarker = path.join(restoredUploads, 'media', path.basename(uploadMarker))
    try {
      await restoreSite(target, restoredUrl, { uploadsTo: restoredUploads })
      expect(await markers()).toBe(1)
      expect(fs.readFileSync(restoredMarker, 'utf8')).toBe(marker)
      // Again: the uploads folder has files now, and is refused before anything changes; the database alone
      // (a backup file from before the uploads were included) is refused for its staff accounts.
      await expect(restoreSite(target, restoredUrl, { uploadsTo: restoredUploads })).rejects.toThrow(
        `${restoredUploads} already holds uploads: restore into an empty folder (UPLOAD_DIR), or add --force to move them aside`,
      )
      const databaseFile = path.join(target, isPostgres() ? 'database.dump' : 'database.db')
      await expect(restoreSite(databaseFile, restoredUrl, { uploadsTo: restoredUploads })).rejects.toThrow(
        'the database already has staff accounts: restore into an empty database, or add --force to replace it',
      )
      fs.writeFileSync(restoredMarker, 'changed since the backup')
      const forced = await restoreSite(target, restoredUrl, { force: true, uploadsTo: restoredUploads })
      expect(await markers()).toBe(1)
      expect(fs.readFileSync(restoredMarker, 'utf8')).toBe(marker)
      const movedAside = forced.uploads && 'movedAside' in forced.uploads ? forced.uploads.movedAside! : ''
      expect(fs.readFileSync(path.join(movedAside, 'media', path.basename(uploadMarker)), 'utf8')).toBe('changed since the backup')
    } finally {
      fs.rmSync(uploadMarker, { force: true })
      if (client) {
        await client.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`)
        await client.end()
      }
    }
    // A second backup never overwrites the first.
    await expect(backupSite(target)).rejects.toThrow('already exists')
    fs.rmSync(folder, { recursive: true, force: true })
  })
})
