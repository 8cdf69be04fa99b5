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
