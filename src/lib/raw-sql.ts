import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

/**
 * Raw SQL through Payload's Drizzle connection, for the reads and writes that
 * Payload's query API cannot express (EXISTS filters, DISTINCT, full-text
 * index queries, bulk inserts). The one place that knows the shape of both
 * Drizzle drivers; everything else writes `sql` templates and reads rows.
 */

export type Dialect = 'sqlite' | 'postgres'

export type RawDatabase = {
  dialect: Dialect
  /** Rows of a query as plain objects keyed by column name. */
  rows<T extends object>(query: SQL): Promise<T[]>
  /** Runs a statement; resolves to the number of rows it changed. */
  run(query: SQL): Promise<number>
  /** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(work: (db: RawDatabase) => Promise<T>): Promise<T>
  /**
   * Inserts rows into one of Payload's tables, named as in the database
   * (`news`, `_news_v`, `products_params`); row keys are Payload's Drizzle
   * column names (`publishedAt`, `_parentID`). Only on a Payload database.
   */
  insert(table: string, rows: Record<string, unknown>[]): Promise<void>
}

type Inserter = { insert(table: unknown): { values(rows: Record<string, unknown>[]): Promise<unknown> } }
type SqliteDrizzle = Inserter & {
  all(query: SQL): Promise<unknown[]>
  run(query: SQL): Promise<{ rowsAffected: number }>
  transaction<T>(work: (tx: SqliteDrizzle) => Promise<T>): Promise<T>
}
type PostgresDrizzle = Inserter & {
  execute(query: SQL): Promise<{ rows: unknown[]; rowCount: number | null }>
  transaction<T>(work: (tx: PostgresDrizzle) => Promise<T>): Promise<T>
}
/** What this module needs of Payload's Drizzle adapters (@payloadcms/db-sqlite, @payloadcms/db-postgres). */
type DrizzleAdapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string, { db: unknown } | undefined>
  tables: Tables
}
type Tables = Record<string, unknown>

/** Wraps a Drizzle database or transaction of either driver (with Payload's table objects when it has them). */
export function rawDatabase(drizzle: unknown, dialect: Dialect, tables: Tables = {}): RawDatabase {
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    if (!tables[table]) throw new Error(`unknown table ${table}`)
    if (!rows.length) return
    // SQLite binds at most 32,766 values per statement (PostgreSQL 65,535): stay under both.
    const perStatement = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]).length))
    for (let start = 0; start < rows.length; start += perStatement) {
      await (drizzle as Inserter).insert(tables[table]).values(rows.slice(start, start + perStatement))
    }
  }
  if (dialect === 'sqlite') {
    const db = drizzle as SqliteDrizzle
    return {
      dialect,
      // libsql rows are arrays with named properties: copy them into plain objects.
      rows: async <T extends object>(query: SQL) => (await db.all(query)).map((row) => ({ ...(row as object) }) as T),
      run: async (query) => (await db.run(query)).rowsAffected,
      transaction: (work) => db.transaction((tx) => work(rawDatabase(tx, dialect, tables))),
      insert,
    }
  }
  const db = drizzle as PostgresDrizzle
  return {
    dialect,
    rows: async <T extends object>(query: SQL) => (await db.execute(query)).rows as T[],
    run: async (query) => (await db.execute(query)).rowCount ?? 0,
    transaction: (work) => db.transaction((tx) => work(rawDatabase(tx, dialect, tables))),
    insert,
  }
}

/**
 * The database of a Payload instance. Given a request inside a Payload
 * operation (a hook's `req`), it is that operation's open transaction, so
 * writes commit or roll back with it and reads see its changes.
 */
export async function payloadDatabase(payload: Payload, req?: { transactionID?: number | string | Promise<number | string> | null }): Promise<RawDatabase> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const dialect: Dialect = adapter.name === 'postgres' ? 'postgres' : 'sqlite'
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const session = transactionID !== undefined ? adapter.sessions?.[String(transactionID)] : undefined
  return rawDatabase(session?.db ?? adapter.drizzle, dialect, adapter.tables)
}

/** A count or id that the driver may return as a string (PostgreSQL bigint) or bigint. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0)
}

/** A timestamp as ISO text, whichever form the driver returned it in (Date, ISO text, PostgreSQL text). */
export function toIso(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}
