import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

const run = promisify(execFile)
const projectUrl = process.env.DATABASE_URL as string
const isPostgres = projectUrl.startsWith('postgres')

/** Runs `npm run migrate` against a brand-new database and reads back what it recorded. */
async function migrateFresh(databaseUrl: string) {
  await run('npm', ['run', 'migrate'], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    timeout: 240_000,
  })
}

describe('migrations', () => {
  it('apply from empty and record every committed migration', async () => {
    const expected = (isPostgres ? postgresMigrations : sqliteMigrations).map((migration) => migration.name)
    expect(expected.length).toBeGreaterThan(0)

    if (isPostgres) {
      const name = `site_migrate_${process.pid}_${Date.now().toString(36)}`
      const admin = new URL(projectUrl)
      admin.pathname = '/postgres'
      const server = new pg.Client({ connectionString: admin.toString() })
      await server.connect()
      await server.query(`CREATE DATABASE "${name}"`)
      try {
        const url = new URL(projectUrl)
        url.pathname = `/${name}`
        await migrateFresh(url.toString())
        const db = new pg.Client({ connectionString: url.toString() })
        await db.connect()
        const applied = await db.query('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name')
        const tables = await db.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")
        await db.end()
        expect(applied.rows.map((row) => row.name)).toEqual(expected)
        expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['products', 'members', '_products_v', 'site_config']))
      } finally {
        await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await server.end()
      }
      return
    }

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migrate-'))
    try {
      const url = `file:${path.join(folder, 'fresh.db')}`
      await migrateFresh(url)
      const db = createClient({ url })
      const applied = await db.execute('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name')
      const tables = await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
      db.close()
      expect(applied.rows.map((row) => row.name)).toEqual(expected)
      expect(tables.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['products', 'members', '_products_v', 'site_config']))
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})
