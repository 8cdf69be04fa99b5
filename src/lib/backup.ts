import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { databaseUrl, isPostgres, SQLITE_BUSY_TIMEOUT_MS, sqliteFile } from './database'

export type Backup = { file: string; bytes: number; kind: 'sqlite' | 'postgres' }

/** Where a backup goes unless the caller names a file: data/backups/<name>-<UTC time>.(db|dump). */
export function defaultBackupFile(url = databaseUrl(), now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const name = isPostgres(url) ? new URL(url).pathname.slice(1) || 'postgres' : path.basename(sqliteFile(url), path.extname(sqliteFile(url)))
  return path.resolve('data', 'backups', `${name}-${stamp}.${isPostgres(url) ? 'dump' : 'db'}`)
}

/**
 * A consistent copy of the live database, taken while the site serves:
 * SQLite with `VACUUM INTO` (one read transaction over the database and its
 * WAL, so copying the files by hand is never needed), PostgreSQL with
 * `pg_dump --format=custom` (restore with pg_restore). The copy is written
 * under a temporary name and renamed once complete and checked.
 */
export async function backupDatabase(target = defaultBackupFile(), url = databaseUrl()): Promise<Backup> {
  const file = path.resolve(target)
  if (fs.existsSync(file)) throw new Error(`${file} already exists`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  fs.rmSync(partial, { force: true })
  try {
    if (isPostgres(url)) await dumpPostgres(url, partial)
    else await copySqlite(url, partial)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
  return { file, bytes: fs.statSync(file).size, kind: isPostgres(url) ? 'postgres' : 'sqlite' }
}

async function copySqlite(url: string, target: string): Promise<void> {
  if (sqliteFile(url) === ':memory:') throw new Error('an in-memory database has nothing to back up')
  const source = createClient({ url })
  try {
    await source.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
    await source.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    source.close()
  }
  const copy = createClient({ url: `file:${target}` })
  try {
    const result = await copy.execute('PRAGMA integrity_check')
    const verdict = String(result.rows[0]?.[0] ?? '')
    if (verdict !== 'ok') throw new Error(`the copy failed its integrity check: ${verdict}`)
  } finally {
    copy.close()
  }
}

/** Runs pg_dump with the password in the environment, not on its command line (where `ps` shows it). */
function dumpPostgres(url: string, target: string): Promise<void> {
  const connection = new URL(url)
  const password = decodeURIComponent(connection.password)
  connection.password = ''
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, `--dbname=${connection.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error) => reject(new Error(`pg_dump could not start (is the PostgreSQL client installed?): ${error.message}`)))
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit ${code}): ${errors.trim()}`))))
  })
}

export type Restored = { kind: 'sqlite' | 'postgres'; target: string }

/** What a backup file holds, by its first bytes: a SQLite database or a pg_dump archive in custom format. */
function backupKind(file: string): 'sqlite' | 'postgres' {
  const head = Buffer.alloc(16)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, head, 0, 16, 0)
  } finally {
    fs.closeSync(fd)
  }
  if (head.subarray(0, 16).toString('latin1') === 'SQLite format 3\0') return 'sqlite'
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
  throw new Error(`${file} is neither a SQLite backup nor a pg_dump archive (custom format)`)
}

/**
 * Puts a backup of `npm run backup` back as the database `url` names, with the site stopped: a SQLite
 * copy replaces the database file (checked first, written under a temporary name, its old WAL removed);
 * a PostgreSQL dump is restored by pg_restore in one transaction. A database that already holds staff
 * accounts is refused unless `force` (its content is then replaced).
 */
export async function restoreDatabase(backup: string, url = databaseUrl(), { force = false } = {}): Promise<Restored> {
  const file = path.resolve(backup)
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`)
  const kind = backupKind(file)
  if (kind !== (isPostgres(url) ? 'postgres' : 'sqlite'))
    throw new Error(`${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup; DATABASE_URL names a ${isPostgres(url) ? 'PostgreSQL' : 'SQLite'} database`)
  if (!force && (await hasStaff(url))) throw new Error('the database already has staff accounts: restore into an empty database, or add --force to replace it')
  if (kind === 'postgres') {
    await runPgRestore(url, file, force)
    return { kind, target: new URL(url).pathname.slice(1) }
  }
  const target = path.resolve(sqliteFile(url))
  const check = createClient({ url: `file:${file}` })
  try {
    const verdict = String((await check.execute('PRAGMA integrity_check')).rows[0]?.[0] ?? '')
    if (verdict !== 'ok') throw new Error(`${file} failed its integrity check: ${verdict}`)
  } finally {
    check.close()
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(file, `${target}.partial`)
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true })
  fs.renameSync(`${target}.partial`, target)
  return { kind, target }
}

/** Whether the database has a users table with a row in it (a missing database or table: no). */
async function hasStaff(url: string): Promise<boolean> {
  if (isPostgres(url)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query(`SELECT to_regclass('public.users') IS NOT NULL AS "has"`)
      if (!rows[0].has) return false
      return (await client.query('SELECT 1 FROM "users" LIMIT 1')).rowCount === 1
    } finally {
      await client.end()
    }
  }
  const file = sqliteFile(url)
  if (!fs.existsSync(file)) return false
  const client = createClient({ url: `file:${file}` })
  try {
    const table = await client.execute(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'`)
    return table.rows.length > 0 && (await client.execute('SELECT 1 FROM "users" LIMIT 1')).rows.length > 0
  } finally {
    client.close()
  }
}

/** pg_restore in one transaction; with `clean`, what the database holds is dropped first. */
function runPgRestore(url: string, file: string, clean: boolean): Promise<void> {
  const connection = new URL(url)
  const password = decodeURIComponent(connection.password)
  connection.password = ''
  const args = ['--no-owner', '--single-transaction', '--exit-on-error', ...(clean ? ['--clean', '--if-exists'] : []), `--dbname=${connection.toString()}`, file]
  return new Promise((resolve, reject) => {
    const child = spawn('pg_restore', args, { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error) => reject(new Error(`pg_restore could not start (is the PostgreSQL client installed?): ${error.message}`)))
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${code}): ${errors.trim()}`))))
  })
}
