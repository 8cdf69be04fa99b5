import 'server-only'

import { sql } from 'drizzle-orm'

import { localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { toNumber, type RawDatabase } from '@/lib/raw-sql'

/** `IN (…)` list of ids for a raw query. */
export function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
}

/** The ids a column of a list's rows points to (a category, a column), each once. */
export function distinctIds(ids: (number | string | null)[]): number[] {
  return [...new Set(ids.filter((id): id is number | string => id !== null).map(toNumber))]
}

/** Rows of a small table (categories, columns) with their names in `locale`, by id, read in one query. */
export async function namesById(db: RawDatabase, table: string, ids: number[], locale: ContentLocale): Promise<Map<number, { id: number; name: string }>> {
  if (!ids.length) return new Map()
  const rows = await db.rows<{ id: number | string; name: string }>(
    sql`SELECT c."id", ${localized('c', 'name', locale)} AS "name" FROM ${sql.raw(`"${table}"`)} c${localeJoins(table, 'c', locale)} WHERE c."id" IN (${idList(ids)})`,
  )
  return new Map(rows.map((row) => [toNumber(row.id), { id: toNumber(row.id), name: row.name }]))
}

/** What `build` makes of each row, in the order of `ids` (a page's order; `index` is the id's place in it); an id without a row is left out. */
export function inIdOrder<R extends { id: unknown }, T>(ids: number[], rows: R[], build: (row: R, id: number, index: number) => T): T[] {
  const byId = new Map(rows.map((row) => [toNumber(row.id), row]))
  return ids.flatMap((id, index) => {
    const row = byId.get(id)
    return row ? [build(row, id, index)] : []
  })
}
