import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { rawDatabase } from '@/lib/raw-sql'
import { rebuildSearchIndex, SEARCH_KINDS } from '@/lib/search-index'

/**
 * - The product list reads only indexes, never the product rows (which carry
 *   the rich text): the list order index also holds category and series, and
 *   a category + series index serves the series filter, its count and the
 *   category's series list.
 * - The search index keeps one tsvector per document, its title positions
 *   weighted A, instead of a second title tsvector (the first version of
 *   *_search_index had both): a count or a page reads every matching row,
 *   and narrower rows mean fewer pages to read.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_public_order_idx";
  CREATE INDEX "products_public_order_idx" ON "products" ("_status", "weight" DESC, "id" DESC, "category_id", "series");
  CREATE INDEX "products_public_series_idx" ON "products" ("_status", "category_id", "series", "weight" DESC, "id" DESC);
  ALTER TABLE "search_products" DROP COLUMN IF EXISTS "title";
  ALTER TABLE "search_news" DROP COLUMN IF EXISTS "title";
  ALTER TABLE "search_downloads" DROP COLUMN IF EXISTS "title";`)
  // Databases indexed before the title weights: write every entry again.
  const raw = rawDatabase(db, 'postgres')
  // The schema of this migration's time: localized fields were still columns of the collection tables.
  for (const kind of SEARCH_KINDS) await rebuildSearchIndex(raw, kind, undefined, 'plain')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "products_public_series_idx";
  DROP INDEX IF EXISTS "products_public_order_idx";
  CREATE INDEX "products_public_order_idx" ON "products" ("_status", "weight" DESC, "id" DESC);`)
}
