// Creates a migration for both databases from the current config:
//   npm run migrate:create -- <name>
// SQLite needs no server; PostgreSQL uses a throwaway database on PG_ADMIN_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const name = process.argv[2] || 'change'
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))

function payload(args, databaseUrl) {
  const result = spawnSync('npx', ['payload', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'migrate-create' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const sqliteUrl = `file:${path.join(tmp, 'migrate.db')}`
payload(['migrate'], sqliteUrl)
payload(['migrate:create', name], sqliteUrl)

const dbName = `migrate_create_${process.pid}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${dbName}`)
try {
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  payload(['migrate'], url.toString())
  payload(['migrate:create', name], url.toString())
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await admin.end()
  fs.rmSync(tmp, { recursive: true, force: true })
}
