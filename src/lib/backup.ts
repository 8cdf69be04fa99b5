import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { databaseUrl, isPostgres, SQLITE_BUSY_TIMEOUT_MS, sqliteFile } from './database'
import { uploadRoot } from './upload-root'
import { s3Settings } from './upload-storage'

export type Backup = { file: string; bytes: number; kind: 'sqlite' | 'postgres' }

/** Where a backup goes unless the caller names a folder: data/backups/<name>-<UTC time>/. */
export function defaultBackupFolder(url = databaseUrl(), now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const name = isPostgres(url) ? new URL(url).pathname.slice(1) || 'postgres' : path.basename(sqliteFile(url), path.extname(sqliteFile(url)))
  return path.resolve('data', 'backups', `${name}-${stamp}`)
}

/** The database's file inside a backup folder. */
const databaseFileIn = (folder: string, kind: 'sqlite' | 'postgres') => path.join(folder, kind === 'sqlite' ? 'database.db' : 'database.dump')

export type SiteBackup = { folder: string; database: Backup; uploads: { files: number; bytes: number } | { bucket: string } }

/**
 * The whole site as it is now, in one new folder: the database (backupDatabase) and, when uploads are
 * on local disk, a copy of the UPLOAD_DIR folder beside it (`uploads/`); uploads in object storage stay
 * in their bucket, whose versioning keeps them (docs/deployment.md). The folder is written under a
 * temporary name and renamed once complete. The database is copied first: a file uploaded meanwhile is
 * in the copy without its record (harmless); one deleted meanwhile may be missing.
 */
export async function backupSite(target = defaultBackupFolder(), url = databaseUrl()): Promise<SiteBackup> {
  const folder = path.resolve(target)
  if (fs.existsSync(folder)) throw new Error(`${folder} already exists`)
  const partial = `${folder}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  try {
    const database = await backupDatabase(databaseFileIn(partial, isPostgres(url) ? 'postgres' : 'sqlite'), url)
    const bucket = s3Settings()?.bucket
    let uploads: SiteBackup['uploads'] = { files: 0, bytes: 0 }
    if (bucket) uploads = { bucket }
    else if (fs.existsSync(uploadRoot())) {
      fs.cpSync(uploadRoot(), path.join(partial, 'uploads'), { recursive: true, dereference: true })
      uploads = countFiles(path.join(partial, 'uploads'))
    }
    fs.renameSync(partial, folder)
    return { folder, database: { ...database, file: databaseFileIn(folder, database.kind) }, uploads }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
}

function countFiles(folder: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/**
 * A consistent copy of the live database, taken while the site serves:
 * SQLite with `VACUUM INTO` (one read transaction over the database and its
 * WAL, so copying the files by hand is never needed), PostgreSQL with
 * `pg_dump --format=custom` (restore with pg_restore). The copy is written
 * under a temporary name and renamed once complete and checked.
 */
export async function backupDatabase(target: string, url = databaseUrl()): Promise<Backup> {
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

export type SiteRestored = Restored & { uploads: { folder: string; files: number; bytes: number; movedAside?: string } | { bucket: string } | null }

/**
 * Puts a backup folder of backupSite back, with the site stopped: its database as restoreDatabase does,
 * and its uploads into `uploadsTo` (the UPLOAD_DIR folder). Everything is checked before anything changes: a database
 * with staff accounts, or an uploads folder with files in it, is replaced only with `force` (the old
 * uploads folder is then moved aside, not deleted). A single database file (a backup made before the
 * uploads were included) restores the database alone. With uploads in object storage, the bucket keeps
 * them and the folder's `uploads/`, if any, is left alone.
 */
export async function restoreSite(source: string, url = databaseUrl(), { force = false, uploadsTo = uploadRoot() } = {}): Promise<SiteRestored> {
  const from = path.resolve(source)
  if (!fs.existsSync(from)) throw new Error(`${from} does not exist`)
  if (!fs.statSync(from).isDirectory()) return { ...(await restoreDatabase(from, url, { force })), uploads: null }
  const database = [databaseFileIn(from, 'sqlite'), databaseFileIn(from, 'postgres')].find((file) => fs.existsSync(file))
  if (!database) throw new Error(`${from} holds no database.db or database.dump: is it a folder of npm run backup?`)
  const uploadsBackup = path.join(from, 'uploads')
  const bucket = s3Settings()?.bucket
  const target = path.resolve(uploadsTo)
  const restoresUploads = !bucket && fs.existsSync(uploadsBackup)
  const occupied = restoresUploads && fs.existsSync(target) && fs.readdirSync(target).length > 0
  if (occupied && !force) throw new Error(`${target} already holds uploads: restore into an empty folder (UPLOAD_DIR), or add --force to move them aside`)
  const restored = await restoreDatabase(database, url, { force })
  if (bucket) return { ...restored, uploads: { bucket } }
  if (!restoresUploads) return { ...restored, uploads: null }
  let movedAside: string | undefined
  if (occupied) {
    movedAside = `${target}.before-restore-${Date.now().toString(36)}`
    fs.renameSync(target, movedAside)
  }
  fs.rmSync(`${target}.partial`, { recursive: true, force: true })
  fs.cpSync(uploadsBackup, `${target}.partial`, { recursive: true })
  fs.rmSync(target, { recursive: true, force: true })
  fs.renameSync(`${target}.partial`, target)
  return { ...restored, uploads: { folder: target, ...countFiles(target), ...(movedAside ? { movedAside } : {}) } }
}
