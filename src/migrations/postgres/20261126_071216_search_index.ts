import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { rawDatabase } from '@/lib/raw-sql'
import { rebuildSearchIndex, SEARCH_KINDS } from '@/lib/search-index'

/**
 * The search index (docs/decisions/0009): one table per searchable collection
 * (id = document id, removed with the document) with the document's tsvector
 * (title positions weighted A) under a GIN index, filled here from the
 * published documents; the indexes that the public lists read in order; the
 * index that facet filters (EXISTS on products_params) use.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const kind of SEARCH_KINDS) {
    await db.execute(
      sql.raw(`
  CREATE TABLE "search_${kind}" (
  	"id" integer PRIMARY KEY NOT NULL REFERENCES "${kind}"("id") ON DELETE CASCADE,
  	"doc" tsvector NOT NULL
  );
  CREATE INDEX "search_${kind}_doc_idx" ON "search_${kind}" USING gin ("doc");`),
    )
  }
  await db.execute(sql`
  CREATE INDEX "products_public_order_idx" ON "products" ("_status", "weight" DESC, "id" DESC);
  CREATE INDEX "products_public_category_idx" ON "products" ("_status", "category_id", "weight" DESC, "id" DESC);
  CREATE INDEX "products_params_filter_idx" ON "products_params" ("_parent_id", "key", "value", "text");
  CREATE INDEX "news_public_order_idx" ON "news" ("_status", "published_at" DESC, "id" DESC);
  CREATE INDEX "news_public_column_idx" ON "news" ("_status", "column_id", "published_at" DESC, "id" DESC);
  CREATE INDEX "downloads_public_order_idx" ON "downloads" ("_status", "weight" DESC, "published_at" DESC, "id" DESC);
  CREATE INDEX "downloads_public_category_idx" ON "downloads" ("_status", "category_id", "weight" DESC, "published_at" DESC, "id" DESC);`)
  const raw = rawDatabase(db, 'postgres')
  // The schema of this migration's time: localized fields were still columns of the collection tables.
  for (const kind of SEARCH_KINDS) await rebuildSearchIndex(raw, kind, undefined, 'plain')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "search_products", "search_news", "search_downloads";
  DROP INDEX IF EXISTS "products_public_order_idx", "products_public_category_idx", "products_params_filter_idx",
    "news_public_order_idx", "news_public_column_idx", "downloads_public_order_idx", "downloads_public_category_idx";`)
}
