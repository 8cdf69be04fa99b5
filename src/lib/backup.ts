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
