import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

export const DEFAULT_DATABASE_URL = 'file:./data/site.db'

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL
}

export function isPostgres(url = databaseUrl()): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/** The file of a SQLite URL (`file:./data/site.db` → `./data/site.db`). */
export function sqliteFile(url = databaseUrl()): string {
  return url.replace(/^file:/, '')
}

/**
 * How long a SQLite writer waits for another connection's write lock (the
 * seed, a migration or a backup in another process) before it gives up with
 * SQLITE_BUSY.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

type LibsqlClient = { execute(statement: string): Promise<unknown>; transaction(mode?: string): Promise<unknown> }
const busyTimeoutKept = new WeakSet<object>()

/**
 * @libsql/client hands its connection to each transaction and lazily opens a
 * new one for whatever comes next (its sqlite3.js), without the busy timeout
 * the adapter set on the first connection: from the first write on, a writer
 * that met another connection's lock failed at once with SQLITE_BUSY. Every
 * connection the client opens gets SQLITE_BUSY_TIMEOUT_MS again, set as it is
 * opened (the client's transaction() opens nothing asynchronously). Called once
 * Payload has connected (payload.config.ts onInit); PostgreSQL has nothing to keep.
 */
export async function keepSqliteBusyTimeout(payload: Payload): Promise<void> {
  const client = (payload.db as unknown as { client?: LibsqlClient }).client
  if (isPostgres() || !client || busyTimeoutKept.has(client)) return
  busyTimeoutKept.add(client)
  const applyBusyTimeout = () => client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  const transaction = client.transaction.bind(client)
  client.transaction = (mode) => {
    const started = transaction(mode)
    // The client's connection is now a new one (or, if BEGIN failed, the same one): set it up before anything uses it.
    applyBusyTimeout().catch((error: unknown) => payload.logger.error({ err: error, msg: 'database: the busy timeout of a new SQLite connection was not set' }))
    return started
  }
  await applyBusyTimeout()
}

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * A production server applies pending migrations when it starts, unless
 * MIGRATE_ON_START=false: with several instances, run `npm run migrate` once
 * as a release step instead of letting every instance race (docs/deployment.md).
 * /readyz stays 503 while migrations are pending.
 */
function migrationsOnStart<T>(migrations: T): T | undefined {
  return process.env.MIGRATE_ON_START === 'false' ? undefined : migrations
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URL says so. The schema only ever
 * changes through the committed migrations of the matching folder; schema push
 * is off everywhere.
 */
export function databaseAdapter(url = databaseUrl()): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: migrationsOnStart(postgresMigrations),
    })
  }
  const file = sqliteFile(url)
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url },
    push: false,
    // WAL: readers never wait for a writer (a long admin save does not stall
    // page reads). FULL syncs the log on every commit, so an acknowledged
    // sign-up survives a power cut as well as a killed process.
    wal: file === ':memory:' ? false : { synchronous: 'FULL' },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: migrationsOnStart(sqliteMigrations),
  })
}

/** Applies the committed migrations of the active database (what prodMigrations does on start). */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = isPostgres() ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}
