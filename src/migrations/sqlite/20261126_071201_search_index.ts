import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { rawDatabase } from '@/lib/raw-sql'
import { rebuildSearchIndex, SEARCH_KINDS } from '@/lib/search-index'

/**
 * The search index (docs/decisions/0009): one contentless FTS5 table per
 * searchable collection (rowid = document id), filled here from the published
 * documents; the indexes that the public lists read in order; the index that
 * facet filters (EXISTS on products_params) use.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const kind of SEARCH_KINDS) {
    await db.run(
      sql.raw(
        `CREATE VIRTUAL TABLE \`search_${kind}\` USING fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`,
      ),
    )
  }
  await db.run(sql`CREATE INDEX \`products_public_order_idx\` ON \`products\` (\`_status\`, \`weight\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX \`products_public_category_idx\` ON \`products\` (\`_status\`, \`category_id\`, \`weight\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX \`products_params_filter_idx\` ON \`products_params\` (\`_parent_id\`, \`key\`, \`value\`, \`text\`);`)
  await db.run(sql`CREATE INDEX \`news_public_order_idx\` ON \`news\` (\`_status\`, \`published_at\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX \`news_public_column_idx\` ON \`news\` (\`_status\`, \`column_id\`, \`published_at\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX \`downloads_public_order_idx\` ON \`downloads\` (\`_status\`, \`weight\` DESC, \`published_at\` DESC, \`id\` DESC);`)
  await db.run(sql`CREATE INDEX \`downloads_public_category_idx\` ON \`downloads\` (\`_status\`, \`category_id\`, \`weight\` DESC, \`published_at\` DESC, \`id\` DESC);`)
  const raw = rawDatabase(db, 'sqlite')
  // The schema of this migration's time: localized fields were still columns of the collection tables.
  for (const kind of SEARCH_KINDS) await rebuildSearchIndex(raw, kind, undefined, 'plain')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const kind of SEARCH_KINDS) await db.run(sql.raw(`DROP TABLE IF EXISTS \`search_${kind}\``))
  for (const index of [
    'products_public_order_idx',
    'products_public_category_idx',
    'products_params_filter_idx',
    'news_public_order_idx',
    'news_public_column_idx',
    'downloads_public_order_idx',
    'downloads_public_category_idx',
  ]) {
    await db.run(sql.raw(`DROP INDEX IF EXISTS \`${index}\``))
  }
}
