// Seeded databases, so that a run copies the demo seed instead of seeding again: one SQLite database and
// one PostgreSQL template, seeded once per key and shared by every suite (the integration tests, the e2e
// sites, the scale-out and resilience suites, the bench).
//
// - seededSqliteTemplate: a folder in .tmp/test-seed holding a seeded site.db and its uploads;
//   seedDatabase copies it into a site's folder, copySeededSqlite into a test project's.
// - createSeededPostgresDatabase: a database made with CREATE DATABASE … TEMPLATE of the seeded
//   template database, which is the seeded SQLite database copied by `npm run copy-to-postgres`
//   (the seed runs once; its uploads are shared, in .tmp/test-seed/postgres-template).
//
// The key covers every source file the seed runs, the migrations, the dependencies, the CJK font, the
// seeded accounts' passwords and the China calendar day (the seed dates its news, activities and leads
// from today): a clean clone seeds once per database. TEST_FRESH_SEED=1 seeds again. Each copy copies the
// database and links the uploads (linkSeededUploads): the same files on disk, whatever number of runs.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { hasCjkFont, root } from './lib.mjs'
import { tsNodeArgs } from './run-ts.mjs'
import { postgresService, serviceInUse } from './test-services.mjs'

/** The passwords of the seeded accounts (admin@example.com, editor@example.com, demo_member) in every test run. */
export const SEEDED_ACCOUNTS = {
  SEED_ADMIN_PASSWORD: 'e2e-admin-password',
  SEED_EDITOR_PASSWORD: 'e2e-editor-password',
  SEED_MEMBER_PASSWORD: 'e2e-member-password',
}

/** The environment of a server whose state all lives in `dir`, on the seeded accounts. */
export function seededSiteEnv(dir, port) {
  return {
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SECRET_FILE: path.join(dir, '.secret'),
    DEMO_CREDENTIALS_FILE: path.join(dir, 'demo-credentials.json'),
    ...SEEDED_ACCOUNTS,
    SITE_URL: `http://localhost:${port}`,
    CAPTCHA_TEST_CODE: 'E2E1',
    OUTBOX_DIR: path.join(dir, 'outbox'),
  }
}

function hashFiles(hash, entries) {
  const visit = (entry) => {
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child))
    else hash.update(path.relative(root, entry)).update(fs.readFileSync(entry))
  }
  for (const entry of entries) if (fs.existsSync(entry)) visit(entry)
}

// ---- Seeded uploads: linked, not copied ----

/** Why a hard link cannot be made where a copy can: another file system, or one without links. */
const LINK_REFUSED = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP'])

/** A path as a message shows it: from the repository's root when inside it. */
const shown = (file) => (file.startsWith(root + path.sep) ? path.relative(root, file) : file)

/**
 * Fills `target` with the files under `source` as hard links, folders made
 * anew: the bytes are not copied, only named twice. A copy where a link
 * cannot be made (`target` on another file system). With `sealed` (the cache
 * folder `source` belongs to, and the time it was finished), a file changed
 * after that time fails the call. Answers the bytes linked and copied.
 */
function linkTree(source, target, sealed) {
  const bytes = { linked: 0, copied: 0 }
  let copying = false
  const visit = (from, to) => {
    fs.mkdirSync(to, { recursive: true })
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const [file, copy] = [path.join(from, entry.name), path.join(to, entry.name)]
      if (entry.isDirectory()) {
        visit(file, copy)
        continue
      }
      const stat = fs.statSync(file)
      if (sealed && stat.mtimeMs > sealed.at)
        throw new Error(
          `${shown(file)} changed after its seeded cache was finished: a run wrote into a seeded upload it had as a hard link (Payload rewrites a stored image in place when its focal point or crop changes), and so into the cache. Remove ${shown(sealed.cache)} to seed again, and have that run copy its uploads instead.`,
        )
      fs.rmSync(copy, { force: true })
      if (!copying) {
        try {
          fs.linkSync(file, copy)
          bytes.linked += stat.size
          continue
        } catch (error) {
          if (!LINK_REFUSED.has(error.code)) throw error
          copying = true
        }
      }
      fs.copyFileSync(file, copy)
      bytes.copied += stat.size
    }
  }
  visit(source, target)
  return bytes
}

/**
 * Puts the seeded uploads of the cache folder `cache` (its `uploads`, beside
 * its `done` marker) into `target` as hard links: the test suites copy the
 * seed many times, and its uploads (tens of MB of images and downloads) are
 * never changed in place. Payload writes an upload under a name no file has
 * yet and deletes one by unlinking it, both harmless to the cache's name of
 * the file; it rewrites a stored file in place only when staff move an
 * image's focal point or crop it, which no test does. Should one start to,
 * the file's modification time, later than the `done` marker's, fails the
 * next run here instead of handing it a changed seed. The database itself is
 * written by every run: the callers copy it.
 */
export function linkSeededUploads(cache, target) {
  return linkTree(path.join(cache, 'uploads'), target, { cache, at: fs.statSync(path.join(cache, 'done')).mtimeMs })
}

/** Copies every entry of `from` into `to` but `skip`, the uploads as hard links (linkTree); `sealed`: `from` is a finished cache (linkSeededUploads). */
export function copySeedFolder(from, to, { sealed, skip = [] }) {
  for (const name of fs.readdirSync(from)) {
    if (skip.includes(name)) continue
    if (name !== 'uploads') fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true })
    else if (sealed) linkSeededUploads(from, path.join(to, name))
    else linkTree(path.join(from, name), path.join(to, name))
  }
}

/** Fills `dir` (empty, the folder of `env` from seededSiteEnv) with a copy of the seeded SQLite database, seeding it first when it is not cached. */
export async function seedDatabase(dir, env, log = console.log) {
  const template = await seededSqliteTemplate(env, log)
  copySeededSqlite(template, env.DATABASE_URL.slice('file:'.length), env.UPLOAD_DIR)
  if (env.DEMO_CREDENTIALS_FILE) fs.copyFileSync(path.join(template, 'demo-credentials.json'), env.DEMO_CREDENTIALS_FILE)
}

// ---- The cached seeds ----

const testSeedRoot = path.join(root, '.tmp', 'test-seed')
/** The PostgreSQL template the test databases are created from; its comment is the key it was seeded for. */
export const TEST_TEMPLATE = 'site_test_template'
const sourceExtensions = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '/index.ts', '/index.tsx', '/index.mjs', '/index.js']

function resolveSource(from, specifier) {
  let base
  if (specifier === '@payload-config') base = path.join(root, 'src/payload.config.ts')
  else if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(from), specifier)
  else return undefined
  const candidates = [base, base.replace(/\.js$/, '')]
  for (const candidate of candidates) {
    for (const extension of sourceExtensions) {
      const file = candidate + extension
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
    }
  }
  return undefined
}

/**
 * Every source file of the project that the seed (`src/seed/run.ts`) and the
 * copy into PostgreSQL (`src/scripts/copy-to-postgres.ts`) load: the Payload
 * config and everything they import (collections, hooks, jobs, libraries),
 * followed through relative and `@/` imports. A change to any of them can
 * change what a seeded database holds.
 */
export function seedSourceFiles() {
  const files = new Set()
  const queue = ['src/seed/run.ts', 'src/scripts/copy-to-postgres.ts'].map((entry) => path.join(root, entry))
  const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g
  // `import type` and `export type … from` load nothing when the seed runs (src/payload-types.ts, say).
  const typeOnly = /\b(?:import|export)\s+type\s+(?:\{[^}]*\}|\*\s+as\s+\w+|\w+)\s*from\s*['"][^'"]+['"]/g
  while (queue.length) {
    const file = queue.pop()
    if (files.has(file) || file.includes(`${path.sep}node_modules${path.sep}`) || !file.startsWith(root)) continue
    files.add(file)
    if (!/\.(m?[jt]sx?)$/.test(file)) continue
    for (const [, specifier] of fs.readFileSync(file, 'utf8').replace(typeOnly, '').matchAll(importPattern)) {
      const resolved = resolveSource(file, specifier)
      if (resolved) queue.push(resolved)
    }
  }
  return [...files].sort()
}

/** Today in China (the seed's dates count from it), as YYYY-MM-DD. */
function chinaToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

/**
 * The key of a seeded database of `kind` (sqlite, postgres): the seeded accounts' passwords in `env`,
 * every source file the seed runs plus the seed's folder (its images and assets) and the migrations,
 * the dependencies, the CJK font, and today's date. Nothing else of the caller's environment reaches
 * the seed (seedEnv).
 * @param {Record<string, string | undefined>} [env]
 */
export function seedKey(kind = 'sqlite', env = SEEDED_ACCOUNTS) {
  const hash = crypto.createHash('sha256').update(`${kind}\ncjk:${hasCjkFont()}\nday:${chinaToday()}\n`)
  for (const name of Object.keys(SEEDED_ACCOUNTS)) hash.update(`${name}=${env[name] ?? ''}\n`)
  hashFiles(hash, [...seedSourceFiles(), ...['src/seed', 'src/migrations', 'package-lock.json'].map((entry) => path.join(root, entry))])
  return hash.digest('hex').slice(0, 16)
}

/** Runs a TypeScript entry point (the seed, the copy into PostgreSQL) in a process of its own; its log goes to `logFile`. */
function runScript(entry, args, env, logFile) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a')
    const childEnv = { ...process.env, ...env }
    const child = spawn(process.execPath, tsNodeArgs(entry, args, childEnv), { cwd: root, env: childEnv, stdio: ['ignore', log, log] })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      fs.closeSync(log)
      if (code === 0) return resolve()
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
      reject(new Error(`${entry} exited with ${code ?? signal}; the end of ${path.relative(root, logFile)}:\n${tail}`))
    })
  })
}

/** The environment the seed runs with: the seeded accounts of `env`, the database and its files in `dir`. */
function seedEnv(env, dir, databaseUrl) {
  return {
    ...Object.fromEntries(Object.keys(SEEDED_ACCOUNTS).map((name) => [name, env[name]])),
    NODE_ENV: 'test',
    JOBS_AUTORUN: 'off',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SECRET_FILE: path.join(dir, '.secret'),
    DEMO_CREDENTIALS_FILE: path.join(dir, 'demo-credentials.json'),
  }
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * A folder holding a seeded SQLite database (site.db), its uploads and the demo accounts, seeded
 * with the seeded accounts of `env`: from .tmp/test-seed when it was seeded for the same key, else
 * seeded now (and older ones removed). The folder is the cache itself: copy out of it, never open it.
 * @param {Record<string, string | undefined>} [env]
 * @param {(line: string) => void} [log]
 */
export function seededSqliteTemplate(env = SEEDED_ACCOUNTS, log = console.log) {
  const key = seedKey('sqlite', env)
  // One seed per key in this process, however many ask at once (the PostgreSQL template is copied from it).
  if (!sqliteSeeds.has(key)) sqliteSeeds.set(key, seedSqlite(key, env, log))
  return sqliteSeeds.get(key)
}
const sqliteSeeds = new Map()

async function seedSqlite(key, env, log) {
  const ready = path.join(testSeedRoot, `sqlite-${key}`)
  if (!process.env.TEST_FRESH_SEED && fs.existsSync(path.join(ready, 'done'))) return ready
  const started = Date.now()
  const building = path.join(testSeedRoot, `.building-sqlite-${process.pid}-${Date.now().toString(36)}`)
  fs.mkdirSync(building, { recursive: true })
  try {
    await runScript('src/seed/run.ts', [], seedEnv(env, building, `file:${path.join(building, 'site.db')}`), path.join(building, 'seed.log'))
    await checkpoint(path.join(building, 'site.db'))
    fs.writeFileSync(path.join(building, 'done'), `${key}\n`)
    for (const entry of fs.readdirSync(testSeedRoot)) {
      const stale = entry.startsWith('sqlite-') && entry !== path.basename(ready)
      // A crashed run's half-seeded folder.
      const abandoned = entry.startsWith('.building-') && entry !== path.basename(building) && fs.statSync(path.join(testSeedRoot, entry)).mtimeMs < Date.now() - 6 * 3_600_000
      if (stale || abandoned) fs.rmSync(path.join(testSeedRoot, entry), { recursive: true, force: true })
    }
    if (fs.existsSync(path.join(ready, 'done'))) fs.rmSync(building, { recursive: true, force: true })
    else {
      fs.rmSync(ready, { recursive: true, force: true })
      fs.renameSync(building, ready)
    }
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true })
    throw error
  }
  log(`› seeded the SQLite database in ${seconds(started)} (kept in ${path.relative(root, ready)})`)
  return ready
}

/** Moves everything of a SQLite database's -wal file into the database file, so the file alone is the database. */
async function checkpoint(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  } finally {
    client.close()
  }
}

/** Copies the seeded SQLite database of `template` to `databaseFile` (with its -wal file, if any); links its uploads into `uploadDir` (linkSeededUploads). */
export function copySeededSqlite(template, databaseFile, uploadDir) {
  for (const name of fs.readdirSync(template)) {
    // Not the -shm file: an index of the -wal file that SQLite rebuilds.
    if (name === 'site.db' || name === 'site.db-wal') fs.copyFileSync(path.join(template, name), databaseFile + name.slice('site.db'.length))
  }
  if (fs.existsSync(path.join(template, 'uploads'))) linkSeededUploads(template, uploadDir)
}

const withDatabase = (url, name) => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/**
 * Runs `work(client, files)` with the seeded PostgreSQL test template ready on
 * the server of `adminUrl` (an admin connection, `client`) and its uploads in
 * `files`/uploads: seeds the template first when its key is not this one (a
 * clean server or clone, a changed seed, a new day). One process at a time
 * holds the template (an advisory lock), so nobody copies a template that
 * another is reseeding.
 */
async function withSeededPostgresTemplate(adminUrl, env, work, log = console.log) {
  const key = seedKey('postgres', env)
  const files = path.join(testSeedRoot, 'postgres-template')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext($1))`, [TEST_TEMPLATE])
    const { rows } = await client.query(`SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`, [TEST_TEMPLATE])
    const doneFile = path.join(files, 'done')
    const cached = !process.env.TEST_FRESH_SEED && rows[0]?.comment === key && fs.existsSync(doneFile) && fs.readFileSync(doneFile, 'utf8').trim() === key
    if (!cached) {
      const started = Date.now()
      await client.query(`DROP DATABASE IF EXISTS "${TEST_TEMPLATE}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${TEST_TEMPLATE}"`)
      fs.rmSync(files, { recursive: true, force: true })
      fs.mkdirSync(files, { recursive: true })
      // The seeded SQLite database, copied: the seed's pictures are drawn and resized once, not once per database.
      const sqlite = await seededSqliteTemplate(env, log)
      fs.copyFileSync(path.join(sqlite, 'site.db'), path.join(files, 'site.db'))
      await runScript('src/scripts/copy-to-postgres.ts', [path.join(files, 'site.db')], seedEnv(env, files, withDatabase(adminUrl, TEST_TEMPLATE)), path.join(files, 'seed.log'))
      for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) fs.rmSync(path.join(files, name), { force: true })
      copySeedFolder(sqlite, files, { sealed: true, skip: ['site.db', 'site.db-wal', 'site.db-shm', 'seed.log', 'done'] })
      await client.query(`COMMENT ON DATABASE "${TEST_TEMPLATE}" IS '${key}'`)
      fs.writeFileSync(doneFile, `${key}\n`)
      log(`› seeded the PostgreSQL test template ${TEST_TEMPLATE} in ${seconds(started)}`)
    }
    return await work(client, files)
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext($1))`, [TEST_TEMPLATE]).catch(() => undefined)
    await client.end()
  }
}

/**
 * Creates the PostgreSQL database `database` as a copy of the seeded template (seeding it first when it is
 * not cached), and links the template's uploads into `uploadDir` (linkSeededUploads). Answers the folder of
 * the template's files (its uploads and demo accounts).
 */
export function createSeededPostgresDatabase(adminUrl, database, env, uploadDir, log = console.log) {
  return withSeededPostgresTemplate(
    adminUrl,
    env,
    async (client, files) => {
      await client.query(`CREATE DATABASE "${database}" TEMPLATE "${TEST_TEMPLATE}"`)
      if (fs.existsSync(path.join(files, 'uploads'))) linkSeededUploads(files, uploadDir)
      return files
    },
    log,
  )
}

/** Seeds the PostgreSQL template for `env` unless it is cached. */
export function ensureSeededPostgresTemplate(adminUrl, env, log = console.log) {
  return withSeededPostgresTemplate(adminUrl, env, async () => undefined, log)
}

/** The maintenance database of the PostgreSQL server the tests use (scripts/test-services.mjs), where templates are made. */
export function postgresAdminUrl() {
  const { host, port } = postgresService()
  return process.env.PG_ADMIN_URL || `postgres://${process.env.PG_USER || 'postgres'}@${host}:${port}/postgres`
}

/**
 * `node scripts/seeded-database.mjs prepare` seeds what the later steps of `npm test` copy, so
 * scripts/test.mjs can have it done while other steps run: the SQLite database, and the PostgreSQL
 * template when PostgreSQL is used (scripts/test-services.mjs), side by side.
 */
async function prepare() {
  const started = Date.now()
  const work = [seededSqliteTemplate()]
  if (await serviceInUse(postgresService())) work.push(ensureSeededPostgresTemplate(postgresAdminUrl(), SEEDED_ACCOUNTS))
  // Both to the end, so that no seed is left running when this process stops.
  const failed = (await Promise.allSettled(work)).find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  console.log(`› the seeded databases are ready (${seconds(started)})`)
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'prepare') {
  prepare().then(
    () => process.exit(0),
    (error) => {
      console.error(`✖ ${error.stack ?? error}`)
      process.exit(1)
    },
  )
}
