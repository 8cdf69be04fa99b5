import { sql, type SQL } from 'drizzle-orm'

/**
 * Moves the values of fields that became localized into their new `*_locales`
 * tables as the default locale's values, before the migration drops the old
 * columns (Payload's generated migration would otherwise lose them). Each
 * locales table `x_locales` takes its columns from `x`, the table that held them,
 * one row per row of `x`: `_parent_id` is that row's id.
 */
export async function copyIntoLocaleTables(
  dialect: 'sqlite' | 'postgres',
  query: (statement: SQL) => Promise<Record<string, unknown>[]>,
  localeTables: readonly string[],
  locale = 'zh',
): Promise<void> {
  for (const localeTable of localeTables) {
    const source = localeTable.replace(/_locales$/, '')
    const columnRows =
      dialect === 'sqlite'
        ? await query(sql`SELECT "name" AS "column" FROM pragma_table_info(${localeTable})`)
        : await query(sql`SELECT "column_name" AS "column" FROM information_schema.columns WHERE "table_name" = ${localeTable} AND "table_schema" = current_schema()`)
    const columns = columnRows.map((row) => String(row.column)).filter((column) => !['id', '_locale', '_parent_id'].includes(column))
    if (!columns.length) throw new Error(`copyIntoLocaleTables: ${localeTable} has no columns to fill`)
    const list = sql.raw(columns.map((column) => `"${column}"`).join(', '))
    await query(sql`
      INSERT INTO ${sql.raw(`"${localeTable}"`)} (${list}, "_locale", "_parent_id")
      SELECT ${list}, ${locale}, "id" FROM ${sql.raw(`"${source}"`)}`)
  }
}

/**
 * The same move for fields that became localized on a table whose `x_locales`
 * table already exists (other fields of it were localized before): each
 * column of `x` goes into the column of the same name in `x_locales`, into the
 * default locale's row of its document. A document without a row in that
 * locale (written in another language only) keeps the value in the rows it
 * has; one without any locale row gets a new row in the default locale.
 */
export async function copyIntoLocaleColumns(
  query: (statement: SQL) => Promise<Record<string, unknown>[]>,
  columnsByLocaleTable: Readonly<Record<string, readonly string[]>>,
  locale = 'zh',
): Promise<void> {
  for (const [localeTable, columns] of Object.entries(columnsByLocaleTable)) {
    const source = sql.raw(`"${localeTable.replace(/_locales$/, '')}"`)
    const target = sql.raw(`"${localeTable}"`)
    const hasValue = sql.raw(columns.map((column) => `s."${column}" IS NOT NULL`).join(' OR '))
    const ownRow = sql`SELECT 1 FROM ${target} l WHERE l."_parent_id" = s."id" AND l."_locale" = ${locale}`
    const set = sql.raw(columns.map((column) => `"${column}" = s."${column}"`).join(', '))
    await query(sql`UPDATE ${target} SET ${set} FROM ${source} s WHERE s."id" = ${target}."_parent_id" AND ${target}."_locale" = ${locale}`)
    await query(sql`
      UPDATE ${target} SET ${set} FROM ${source} s
      WHERE s."id" = ${target}."_parent_id" AND (${hasValue}) AND NOT EXISTS (${ownRow})`)
    const list = sql.raw(columns.map((column) => `"${column}"`).join(', '))
    const values = sql.raw(columns.map((column) => `s."${column}"`).join(', '))
    await query(sql`
      INSERT INTO ${target} (${list}, "_locale", "_parent_id")
      SELECT ${values}, ${locale}, s."id" FROM ${source} s
      WHERE (${hasValue}) AND NOT EXISTS (SELECT 1 FROM ${target} l WHERE l."_parent_id" = s."id")`)
  }
}
