import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyIntoLocaleColumns } from '../shared/copy-into-locales'

/** Fields that were shared by both languages and become localized, by the locale table that takes them. */
const LOCALE_COLUMNS = {
  downloads_locales: ['version'],
  _downloads_v_locales: ['version_version'],
  site_config_locales: ['production_line'],
} as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_categories_facets_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_facets_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_facets_options_locales_locale_parent_id_u\` ON \`product_categories_facets_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_facets_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_facets_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_version_facets_options_locales_locale_\` ON \`_product_categories_v_version_facets_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`downloads_locales\` ADD \`version\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v_locales\` ADD \`version_version\` text;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` ADD \`production_line\` text;`)
  // The values move into the locale tables as Chinese before their old columns go; the options' new labels start empty (the value shows).
  await copyIntoLocaleColumns((statement) => db.all(statement), LOCALE_COLUMNS)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`version\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_version\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`production_line\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`product_categories_facets_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_facets_options_locales\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`version\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_version\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`production_line\` text;`)
  await db.run(sql`ALTER TABLE \`downloads_locales\` DROP COLUMN \`version\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v_locales\` DROP COLUMN \`version_version\`;`)
  await db.run(sql`ALTER TABLE \`site_config_locales\` DROP COLUMN \`production_line\`;`)
}
