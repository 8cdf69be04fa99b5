/*
 * A SQLite site moved into PostgreSQL (`npm run copy-to-postgres`, src/scripts/copy-to-postgres.ts): every
 * row of the SQLite file copied into the migrated, empty PostgreSQL database of `payload`, in one
 * transaction, ids kept; the search index built anew (its SQLite form, FTS5, has no PostgreSQL twin).
 */
import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import pg from 'pg'

import { databaseUrl, isPostgres } from '@/lib/database'
import { payloadDatabase } from '@/lib/raw-sql'
import { rebuildSearchIndex, SEARCH_KINDS } from '@/lib/search-index'

/** Tables the target keeps as its own migrations made them. */
const NOT_COPIED = new Set(['payload_migrations', ...SEARCH_KINDS.map((kind) => `search_${kind}`)])
/** PostgreSQL allows 65,535 bound values in one statement. */
const MAX_VALUES = 60_000

type Column = { name: string; type: string }
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Copies the SQLite database `source` into the PostgreSQL database of `payload` (already migrated to
 * this release). Refuses a target that is not PostgreSQL or already has staff accounts, and a source
 * whose tables are not this release's. Answers the rows and tables copied.
 */
export async function copySqliteToPostgres(payload: Payload, source: string): Promise<{ rows: number; tables: number }> {
  if (!isPostgres()) throw new Error('DATABASE_URL must name the PostgreSQL database to copy into (postgres://…)')
  const sqlite = createClient({ url: `file:${source}` })
  const target = new pg.Client({ connectionString: databaseUrl() })
  await target.connect()
  try {
    const { rows: staff } = await target.query('SELECT count(*)::int AS n FROM "users"')
    if (staff[0].n > 0) throw new Error('the PostgreSQL database already has staff accounts: copy into an empty database')

    const { rows: columnRows } = await target.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
    )
    const tables = new Map<string, Column[]>()
    for (const row of columnRows) {
      if (NOT_COPIED.has(row.table_name)) continue
      tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), { name: row.column_name, type: row.data_type }])
    }
    const { rows: foreignKeys } = await target.query<{ child: string; parent: string; columns: string[] }>(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent,
         array(SELECT attname FROM pg_attribute WHERE attrelid = conrelid AND attnum = ANY(conkey))::text[] AS columns
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    )
    const unquote = (name: string) => name.replace(/^"|"$/g, '')
    const parents = new Map<string, Set<string>>()
    /** Columns that name a row of their own table (a category's parent): filled in after every row is there. */
    const selfReferences = new Map<string, string[]>()
    for (const key of foreignKeys) {
      const [child, parent] = [unquote(key.child), unquote(key.parent)]
      if (child === parent) selfReferences.set(child, [...(selfReferences.get(child) ?? []), ...key.columns])
      else parents.set(child, (parents.get(child) ?? new Set()).add(parent))
    }

    // Parents before children, so every foreign key holds as the rows arrive.
    const order: string[] = []
    const placed = new Set<string>()
    const place = (table: string, path: string[] = []) => {
      if (placed.has(table) || !tables.has(table)) return
      if (path.includes(table)) throw new Error(`the foreign keys of ${[...path, table].join(' → ')} form a cycle`)
      for (const parent of parents.get(table) ?? []) place(parent, [...path, table])
      placed.add(table)
      order.push(table)
    }
    for (const table of [...tables.keys()].sort()) place(table)

    const sourceTables = new Set((await sqlite.execute(`SELECT name FROM sqlite_master WHERE type = 'table'`)).rows.map((row) => String(row.name)))
    const counts = new Map<string, number>()
    await target.query('BEGIN')
    await target.query(`TRUNCATE ${order.map(quote).join(', ')} CASCADE`)
    for (const table of order) {
      const columns = tables.get(table)!
      if (!sourceTables.has(table)) throw new Error(`${source} has no table ${table}: run \`npm run migrate\` on it with this release first`)
      const sourceColumns = new Set((await sqlite.execute(`PRAGMA table_info(${quote(table)})`)).rows.map((row) => String(row.name)))
      const missing = columns.filter((column) => !sourceColumns.has(column.name)).map((column) => column.name)
      if (missing.length) throw new Error(`${source}: ${table} has no column ${missing.join(', ')}: run \`npm run migrate\` on it with this release first`)
      const later = selfReferences.get(table) ?? []
      const { rows } = await sqlite.execute(`SELECT ${columns.map((column) => quote(column.name)).join(', ')} FROM ${quote(table)}`)
      const value = (column: Column, raw: unknown) => {
        if (raw === null || raw === undefined) return null
        if (later.includes(column.name)) return null
        if (column.type === 'boolean') return Number(raw) !== 0
        return typeof raw === 'bigint' ? raw.toString() : raw
      }
      const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length))
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement)
        const values: unknown[] = []
        const tuples = batch.map((row) => `(${columns.map((column) => `$${values.push(value(column, row[column.name]))}`).join(', ')})`)
        await target.query(`INSERT INTO ${quote(table)} (${columns.map((column) => quote(column.name)).join(', ')}) VALUES ${tuples.join(', ')}`, values)
      }
      for (const column of later) {
        for (const row of rows) {
          if (row[column] !== null) await target.query(`UPDATE ${quote(table)} SET ${quote(column)} = $1 WHERE "id" = $2`, [row[column], row.id])
        }
      }
      counts.set(table, rows.length)
      // New rows take ids after the copied ones.
      if (columns.some((column) => column.name === 'id' && column.type === 'integer'))
        await target.query(
          `SELECT setval(sequence, coalesce((SELECT max("id") FROM ${quote(table)}), 0) + 1, false)
           FROM pg_get_serial_sequence($1, 'id') AS sequence WHERE sequence IS NOT NULL`,
          [quote(table)],
        )
    }
    await target.query('COMMIT')
    const raw = await payloadDatabase(payload)
    for (const kind of SEARCH_KINDS) await rebuildSearchIndex(raw, kind)
    return { rows: [...counts.values()].reduce((sum, count) => sum + count, 0), tables: counts.size }
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await target.end()
    sqlite.close()
  }
}
