import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The selection assistant's role of each product category (issue 33: a need for a supply ranked
 * electronic loads first). Existing categories take theirs from their Chinese name: 负载 a load,
 * 仪器 no part, every other a source; staff correct any in the admin.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`select_role\` text DEFAULT 'source';`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_select_role\` text DEFAULT 'source';`)
  await db.run(
    sql`UPDATE \`product_categories\` SET \`select_role\` = 'load' WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`product_categories_locales\` WHERE \`_locale\` = 'zh' AND \`name\` LIKE '%负载%');`,
  )
  await db.run(
    sql`UPDATE \`product_categories\` SET \`select_role\` = 'none' WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`product_categories_locales\` WHERE \`_locale\` = 'zh' AND \`name\` LIKE '%仪器%');`,
  )
  await db.run(
    sql`UPDATE \`_product_categories_v\` SET \`version_select_role\` = (SELECT \`select_role\` FROM \`product_categories\` c WHERE c.\`id\` = \`_product_categories_v\`.\`parent_id\`) WHERE \`parent_id\` IS NOT NULL;`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`select_role\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_select_role\`;`)
}
