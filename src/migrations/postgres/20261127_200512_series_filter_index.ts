import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The product list's series filter (the products whose series, in one language, is the one asked)
 * read from an index alone. products_series_idx leads to the locale rows, whose long text columns
 * leave about one row per page: a series of 1,000 products read 800 pages (PostgreSQL, 10,000
 * products: a list query of 44 ms took 12 ms with this index).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "products_locales_series_filter_idx" ON "products_locales" ("series", "_locale", "_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "products_locales_series_filter_idx";`)
}
