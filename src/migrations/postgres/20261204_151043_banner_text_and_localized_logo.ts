import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_config" DROP CONSTRAINT "site_config_system_site_logo_id_media_id_fk";
  
  DROP INDEX "site_config_system_site_system_site_logo_idx";
  ALTER TABLE "banners" ADD COLUMN "show_text" boolean DEFAULT true;
  ALTER TABLE "_banners_v" ADD COLUMN "version_show_text" boolean DEFAULT true;
  ALTER TABLE "site_config_locales" ADD COLUMN "system_site_logo_id" integer;
  ALTER TABLE "site_config_locales" ADD CONSTRAINT "site_config_locales_system_site_logo_id_media_id_fk" FOREIGN KEY ("system_site_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_config_system_site_system_site_logo_idx" ON "site_config_locales" USING btree ("system_site_logo_id","_locale");
  -- The logo becomes one per language: the one there was is the Chinese one, and English falls back to it.
  UPDATE "site_config_locales" l SET "system_site_logo_id" = s."system_site_logo_id" FROM "site_config" s WHERE s."id" = l."_parent_id" AND l."_locale" = 'zh';
  ALTER TABLE "site_config" DROP COLUMN "system_site_logo_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_config_locales" DROP CONSTRAINT "site_config_locales_system_site_logo_id_media_id_fk";
  
  DROP INDEX "site_config_system_site_system_site_logo_idx";
  ALTER TABLE "site_config" ADD COLUMN "system_site_logo_id" integer;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_system_site_logo_id_media_id_fk" FOREIGN KEY ("system_site_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_config_system_site_system_site_logo_idx" ON "site_config" USING btree ("system_site_logo_id");
  ALTER TABLE "banners" DROP COLUMN "show_text";
  ALTER TABLE "_banners_v" DROP COLUMN "version_show_text";
  ALTER TABLE "site_config_locales" DROP COLUMN "system_site_logo_id";`)
}
