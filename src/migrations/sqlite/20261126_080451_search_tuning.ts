import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The product list reads only indexes, never the product rows (which carry
 * the rich text): the list order index also holds category and series, so a
 * category or series filter walked in list order stays in the index; a
 * category + series index serves the series filter, its count and the
 * category's series list.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`products_public_order_idx\`;`)
  await db.run(sql`CREATE INDEX \`products_public_order_idx\` ON \`products\` (\`_status\`, \`weight\` DESC, \`id\` DESC, \`category_id\`, \`series\`);`)
  await db.run(sql`CREATE INDEX \`products_public_series_idx\` ON \`products\` (\`_status\`, \`category_id\`, \`series\`, \`weight\` DESC, \`id\` DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`products_public_series_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`products_public_order_idx\`;`)
  await db.run(sql`CREATE INDEX \`products_public_order_idx\` ON \`products\` (\`_status\`, \`weight\` DESC, \`id\` DESC);`)
}
