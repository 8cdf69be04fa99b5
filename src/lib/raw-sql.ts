import type { Client, InValue } from '@libsql/client'
import { sql, type SQL } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'

import { sqliteFile, sqliteReader, type SqliteReader } from './sqlite-reader'

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
  /**
   * Runs the statements in order as one write transaction and resolves to the
   * rows of each. On a Payload SQLite database it is one libsql batch (BEGIN
   * IMMEDIATE … COMMIT) that never holds the synchronous connection across
   * awaits, so a statement may read `changes()` of the one before it.
   */
  batch(queries: SQL[]): Promise<Record<string, unknown>[][]>
  /** The driver's own Drizzle database, for libraries that take one (rate-limiter-flexible's store). */
  drizzle: unknown
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
  /** @payloadcms/db-sqlite's libsql client, and the configuration it was made from. */
  client?: Client
  clientConfig?: { url?: string }
  sessions?: Record<string, { db: unknown } | undefined>
  tables: Tables
}
type Tables = Record<string, unknown>

const sqliteDialect = new SQLiteAsyncDialect()
/** A statement that only reads (a write with RETURNING starts otherwise). */
const SELECT = /^\s*select\b/i
/** One reader per Payload SQLite client (src/lib/sqlite-reader.ts); null for a database that is not a local file. */
const readers = new WeakMap<Client, SqliteReader | null>()

function readerOf(adapter: DrizzleAdapter): SqliteReader | null {
  if (adapter.name === 'postgres' || !adapter.client) return null
  if (!readers.has(adapter.client)) {
    const file = sqliteFile(adapter.clientConfig?.url)
    readers.set(adapter.client, file ? sqliteReader(file) : null)
  }
  return readers.get(adapter.client) ?? null
}

/** Wraps a Drizzle database or transaction of either driver (with Payload's table objects, and on SQLite the libsql client, when it has them). */
export function rawDatabase(drizzle: unknown, dialect: Dialect, tables: Tables = {}, client?: Client, reader?: SqliteReader | null): RawDatabase {
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
    const database: RawDatabase = {
      dialect,
      drizzle,
      rows: async <T extends object>(query: SQL) => {
        if (reader) {
          const { sql: text, params } = sqliteDialect.sqlToQuery(query)
          if (SELECT.test(text)) return reader.select(text, params) as T[]
        }
        // libsql rows are arrays with named properties: copy them into plain objects.
        return (await db.all(query)).map((row) => ({ ...(row as object) }) as T)
      },
      run: async (query) => (await db.run(query)).rowsAffected,
      transaction: (work) => db.transaction((tx) => work(rawDatabase(tx, dialect, tables))),
      insert,
      batch: async (queries) => {
        if (!client) return inOneTransaction(database, queries)
        const statements = queries.map((query) => {
          const { sql: text, params } = sqliteDialect.sqlToQuery(query)
          return { sql: text, args: params as InValue[] }
        })
        const results = await client.batch(statements, 'write')
        return results.map((result) => result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]]))))
      },
    }
    return database
  }
  const db = drizzle as PostgresDrizzle
  const database: RawDatabase = {
    dialect,
    drizzle,
    rows: async <T extends object>(query: SQL) => (await db.execute(query)).rows as T[],
    run: async (query) => (await db.execute(query)).rowCount ?? 0,
    transaction: (work) => db.transaction((tx) => work(rawDatabase(tx, dialect, tables))),
    insert,
    batch: (queries) => inOneTransaction(database, queries),
  }
  return database
}

function inOneTransaction(database: RawDatabase, queries: SQL[]): Promise<Record<string, unknown>[][]> {
  return database.transaction(async (db) => {
    const results: Record<string, unknown>[][] = []
    for (const query of queries) results.push(await db.rows<Record<string, unknown>>(query))
    return results
  })
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
  // Inside an operation's transaction a batch runs in it, not on the shared connection.
  return session ? rawDatabase(session.db, dialect, adapter.tables) : rawDatabase(adapter.drizzle, dialect, adapter.tables, adapter.client, readerOf(adapter))
}

/** An integer column that concurrent requests add to (a view count, an activity's seats, a code's attempts). */
export type Counter = {
  table: string
  column: string
  /** The row or rows it counts on: the condition after WHERE. */
  where: SQL
  /** Adds only while the value is below this: a number, or another column of the row (an activity's `capacity`). */
  below?: number | { column: string }
  by?: number
}

/**
 * The one statement that adds to a counter: an UPDATE that reads and writes
 * the value under the row's write lock, so concurrent requests each count once
 * and none passes the bound. It returns the new value as `value`, with the
 * row's `returning` columns.
 */
export function counterUpdate(counter: Counter, returning: string[] = []): SQL {
  const column = sql.identifier(counter.column)
  const current = sql`coalesce(${column}, 0)`
  const bound = counter.below === undefined ? sql`` : sql` AND ${current} < ${typeof counter.below === 'number' ? counter.below : sql.identifier(counter.below.column)}`
  const extra = returning.map((name) => sql`, ${sql.identifier(name)}`)
  const by = counter.by ?? 1
  if (!Number.isSafeInteger(by)) throw new Error(`counter ${counter.table}.${counter.column}: ${by} is not an integer`)
  return sql`UPDATE ${sql.identifier(counter.table)} SET ${column} = ${current} + ${sql.raw(String(by))}
    WHERE (${counter.where})${bound} RETURNING ${column} AS "value"${sql.join(extra)}`
}

/** Adds to a counter (see counterUpdate): the counted row with its new `value`, or null when no row matched or the bound held. */
export async function incrementCounter<Row extends object = object>(
  db: RawDatabase,
  counter: Counter,
  returning: (keyof Row & string)[] = [],
): Promise<(Row & { value: number }) | null> {
  const [row] = await db.rows<Row & { value: unknown }>(counterUpdate(counter, returning))
  return row ? { ...row, value: toNumber(row.value) } : null
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

/** A LIKE pattern, to be used with ESCAPE '\\', for texts that start with `text`: its %, _ and \\ taken literally. */
export const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, '\\$&')}%`
