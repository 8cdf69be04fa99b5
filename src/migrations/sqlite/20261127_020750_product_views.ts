import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`views\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_views\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`views\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_views\`;`)
}
