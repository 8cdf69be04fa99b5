// Creates a migration for both databases from the current config:
//   npm run migrate:create -- <name> [--forceAcceptWarning]
// (--forceAcceptWarning writes a migration with no schema change, for data
// changes, where the payload CLI would otherwise ask.)
// SQLite needs no server; PostgreSQL uses a throwaway database on PG_ADMIN_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { nodeConditions } from './node-conditions.mjs'

const name = process.argv[2] || 'change'
const flags = process.argv.slice(3)
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))

const env = (databaseUrl) => ({ ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'migrate-create' })

function migrate(databaseUrl) {
  const result = spawnSync('node', ['scripts/run-ts.mjs', 'src/scripts/migrate.ts'], { stdio: 'inherit', env: env(databaseUrl) })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Payload's CLI, with the export conditions the app's modules need outside a bundler (scripts/node-conditions.mjs). */
function createMigration(databaseUrl, folder) {
  const before = fs.readdirSync(folder).length
  const cli = [...nodeConditions(), path.join('node_modules', 'payload', 'bin.js'), 'migrate:create', name, ...flags]
  const result = spawnSync(process.execPath, cli, { stdio: 'inherit', env: env(databaseUrl) })
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (fs.readdirSync(folder).length === before) {
    console.error(`✖ payload migrate:create wrote nothing to ${folder}`)
    process.exit(1)
  }
}

const sqliteUrl = `file:${path.join(tmp, 'migrate.db')}`
migrate(sqliteUrl)
createMigration(sqliteUrl, 'src/migrations/sqlite')

const dbName = `migrate_create_${process.pid}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${dbName}`)
try {
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  migrate(url.toString())
  createMigration(url.toString(), 'src/migrations/postgres')
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
  await admin.end()
  fs.rmSync(tmp, { recursive: true, force: true })
}
