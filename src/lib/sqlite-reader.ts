import Database from 'libsql'

/**
 * Public reads on SQLite, on a connection of their own that keeps
 * its prepared statements (docs/decisions/0009). Through
 * @libsql/client every read prepares its statement again and builds each row
 * twice; under load a search spent about a quarter of its time there. Only plain SELECTs
 * outside any transaction come here (raw-sql.ts decides): in WAL mode a
 * second connection sees every committed write at its next statement, as the
 * client's own connection does.
 */

type Statement = { all(...params: unknown[]): Record<string, unknown>[] }
type Connection = { prepare(text: string): Statement }

/** Prepared statements kept per connection; the least recently used go first. */
const MAX_STATEMENTS = 300

export type SqliteReader = { select(text: string, params: unknown[]): Record<string, unknown>[] }

/** The file of a `file:` URL, or null for an in-memory or remote database. */
export function sqliteFile(url: string | undefined): string | null {
  if (!url?.startsWith('file:')) return null
  const file = decodeURIComponent(
    url
      .slice('file:'.length)
      .replace(/^\/\/(?=\/)/, '')
      .split('?')[0],
  )
  return file && file !== ':memory:' ? file : null
}

/** A value as @libsql/client binds it (booleans as 0/1, dates as milliseconds). */
function bound(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.valueOf()
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  return value
}

/** A reader of the database file `file`, opened at its first read. */
export function sqliteReader(file: string): SqliteReader {
  let connection: Connection | null = null
  const statements = new Map<string, Statement>()
  const open = (): Connection => {
    // libsql opens every file read-write: query_only refuses writes on this connection.
    const opened = new Database(file) as unknown as Connection
    opened.prepare('PRAGMA busy_timeout = 5000').all()
    opened.prepare('PRAGMA query_only = 1').all()
    return opened
  }
  return {
    select(text, params) {
      connection ??= open()
      let statement = statements.get(text)
      if (statement) statements.delete(text)
      else {
        statement = connection.prepare(text)
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string)
      }
      statements.set(text, statement)
      return statement.all(...params.map(bound))
    },
  }
}
