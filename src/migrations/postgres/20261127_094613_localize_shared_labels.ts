import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoLocaleColumns } from '../shared/copy-into-locales'

/** Fields that were shared by both languages and become localized, by the locale table that takes them. */
const LOCALE_COLUMNS = {
  downloads_locales: ['version'],
  _downloads_v_locales: ['version_version'],
  site_config_locales: ['production_line'],
} as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "product_categories_facets_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_facets_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "downloads_locales" ADD COLUMN "version" varchar;
  ALTER TABLE "_downloads_v_locales" ADD COLUMN "version_version" varchar;
  ALTER TABLE "site_config_locales" ADD COLUMN "production_line" varchar;
  ALTER TABLE "product_categories_facets_options_locales" ADD CONSTRAINT "product_categories_facets_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories_facets_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_facets_options_locales" ADD CONSTRAINT "_product_categories_v_version_facets_options_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v_version_facets_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "product_categories_facets_options_locales_locale_parent_id_u" ON "product_categories_facets_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_version_facets_options_locales_locale_" ON "_product_categories_v_version_facets_options_locales" USING btree ("_locale","_parent_id");`)
  // The values move into the locale tables as Chinese before their old columns go; the options' new labels start empty (the value shows).
  await copyIntoLocaleColumns(async (statement) => (await db.execute(statement)).rows, LOCALE_COLUMNS)
  await db.execute(sql`
  ALTER TABLE "downloads" DROP COLUMN "version";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_version";
  ALTER TABLE "site_config" DROP COLUMN "production_line";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "product_categories_facets_options_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_facets_options_locales" CASCADE;
  ALTER TABLE "downloads" ADD COLUMN "version" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_version" varchar;
  ALTER TABLE "site_config" ADD COLUMN "production_line" varchar;
  ALTER TABLE "downloads_locales" DROP COLUMN "version";
  ALTER TABLE "_downloads_v_locales" DROP COLUMN "version_version";
  ALTER TABLE "site_config_locales" DROP COLUMN "production_line";`)
}
