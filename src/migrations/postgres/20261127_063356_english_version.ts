import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { markEnglishVersions } from '../shared/mark-english-versions'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "product_categories" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "news_columns" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_news_columns_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "activities" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_activities_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "downloads" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "download_categories" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_download_categories_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "videos" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_videos_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "faqs" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "faq_categories" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_faq_categories_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "honors" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_honors_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "banners" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_banners_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "nav_items" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_nav_items_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  ALTER TABLE "documents" ADD COLUMN "has_english" boolean DEFAULT false;
  ALTER TABLE "_documents_v" ADD COLUMN "version_has_english" boolean DEFAULT false;
  CREATE INDEX "products_has_english_idx" ON "products" USING btree ("has_english");
  CREATE INDEX "_products_v_version_version_has_english_idx" ON "_products_v" USING btree ("version_has_english");
  CREATE INDEX "product_categories_has_english_idx" ON "product_categories" USING btree ("has_english");
  CREATE INDEX "_product_categories_v_version_version_has_english_idx" ON "_product_categories_v" USING btree ("version_has_english");
  CREATE INDEX "news_has_english_idx" ON "news" USING btree ("has_english");
  CREATE INDEX "_news_v_version_version_has_english_idx" ON "_news_v" USING btree ("version_has_english");
  CREATE INDEX "news_columns_has_english_idx" ON "news_columns" USING btree ("has_english");
  CREATE INDEX "_news_columns_v_version_version_has_english_idx" ON "_news_columns_v" USING btree ("version_has_english");
  CREATE INDEX "activities_has_english_idx" ON "activities" USING btree ("has_english");
  CREATE INDEX "_activities_v_version_version_has_english_idx" ON "_activities_v" USING btree ("version_has_english");
  CREATE INDEX "downloads_has_english_idx" ON "downloads" USING btree ("has_english");
  CREATE INDEX "_downloads_v_version_version_has_english_idx" ON "_downloads_v" USING btree ("version_has_english");
  CREATE INDEX "download_categories_has_english_idx" ON "download_categories" USING btree ("has_english");
  CREATE INDEX "_download_categories_v_version_version_has_english_idx" ON "_download_categories_v" USING btree ("version_has_english");
  CREATE INDEX "videos_has_english_idx" ON "videos" USING btree ("has_english");
  CREATE INDEX "_videos_v_version_version_has_english_idx" ON "_videos_v" USING btree ("version_has_english");
  CREATE INDEX "faqs_has_english_idx" ON "faqs" USING btree ("has_english");
  CREATE INDEX "_faqs_v_version_version_has_english_idx" ON "_faqs_v" USING btree ("version_has_english");
  CREATE INDEX "faq_categories_has_english_idx" ON "faq_categories" USING btree ("has_english");
  CREATE INDEX "_faq_categories_v_version_version_has_english_idx" ON "_faq_categories_v" USING btree ("version_has_english");
  CREATE INDEX "honors_has_english_idx" ON "honors" USING btree ("has_english");
  CREATE INDEX "_honors_v_version_version_has_english_idx" ON "_honors_v" USING btree ("version_has_english");
  CREATE INDEX "jobs_has_english_idx" ON "jobs" USING btree ("has_english");
  CREATE INDEX "_jobs_v_version_version_has_english_idx" ON "_jobs_v" USING btree ("version_has_english");
  CREATE INDEX "banners_has_english_idx" ON "banners" USING btree ("has_english");
  CREATE INDEX "_banners_v_version_version_has_english_idx" ON "_banners_v" USING btree ("version_has_english");
  CREATE INDEX "nav_items_has_english_idx" ON "nav_items" USING btree ("has_english");
  CREATE INDEX "_nav_items_v_version_version_has_english_idx" ON "_nav_items_v" USING btree ("version_has_english");
  CREATE INDEX "documents_has_english_idx" ON "documents" USING btree ("has_english");
  CREATE INDEX "_documents_v_version_version_has_english_idx" ON "_documents_v" USING btree ("version_has_english");`)
  await markEnglishVersions((statement) => db.execute(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_has_english_idx";
  DROP INDEX "_products_v_version_version_has_english_idx";
  DROP INDEX "product_categories_has_english_idx";
  DROP INDEX "_product_categories_v_version_version_has_english_idx";
  DROP INDEX "news_has_english_idx";
  DROP INDEX "_news_v_version_version_has_english_idx";
  DROP INDEX "news_columns_has_english_idx";
  DROP INDEX "_news_columns_v_version_version_has_english_idx";
  DROP INDEX "activities_has_english_idx";
  DROP INDEX "_activities_v_version_version_has_english_idx";
  DROP INDEX "downloads_has_english_idx";
  DROP INDEX "_downloads_v_version_version_has_english_idx";
  DROP INDEX "download_categories_has_english_idx";
  DROP INDEX "_download_categories_v_version_version_has_english_idx";
  DROP INDEX "videos_has_english_idx";
  DROP INDEX "_videos_v_version_version_has_english_idx";
  DROP INDEX "faqs_has_english_idx";
  DROP INDEX "_faqs_v_version_version_has_english_idx";
  DROP INDEX "faq_categories_has_english_idx";
  DROP INDEX "_faq_categories_v_version_version_has_english_idx";
  DROP INDEX "honors_has_english_idx";
  DROP INDEX "_honors_v_version_version_has_english_idx";
  DROP INDEX "jobs_has_english_idx";
  DROP INDEX "_jobs_v_version_version_has_english_idx";
  DROP INDEX "banners_has_english_idx";
  DROP INDEX "_banners_v_version_version_has_english_idx";
  DROP INDEX "nav_items_has_english_idx";
  DROP INDEX "_nav_items_v_version_version_has_english_idx";
  DROP INDEX "documents_has_english_idx";
  DROP INDEX "_documents_v_version_version_has_english_idx";
  ALTER TABLE "products" DROP COLUMN "has_english";
  ALTER TABLE "_products_v" DROP COLUMN "version_has_english";
  ALTER TABLE "product_categories" DROP COLUMN "has_english";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_has_english";
  ALTER TABLE "news" DROP COLUMN "has_english";
  ALTER TABLE "_news_v" DROP COLUMN "version_has_english";
  ALTER TABLE "news_columns" DROP COLUMN "has_english";
  ALTER TABLE "_news_columns_v" DROP COLUMN "version_has_english";
  ALTER TABLE "activities" DROP COLUMN "has_english";
  ALTER TABLE "_activities_v" DROP COLUMN "version_has_english";
  ALTER TABLE "downloads" DROP COLUMN "has_english";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_has_english";
  ALTER TABLE "download_categories" DROP COLUMN "has_english";
  ALTER TABLE "_download_categories_v" DROP COLUMN "version_has_english";
  ALTER TABLE "videos" DROP COLUMN "has_english";
  ALTER TABLE "_videos_v" DROP COLUMN "version_has_english";
  ALTER TABLE "faqs" DROP COLUMN "has_english";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_has_english";
  ALTER TABLE "faq_categories" DROP COLUMN "has_english";
  ALTER TABLE "_faq_categories_v" DROP COLUMN "version_has_english";
  ALTER TABLE "honors" DROP COLUMN "has_english";
  ALTER TABLE "_honors_v" DROP COLUMN "version_has_english";
  ALTER TABLE "jobs" DROP COLUMN "has_english";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_has_english";
  ALTER TABLE "banners" DROP COLUMN "has_english";
  ALTER TABLE "_banners_v" DROP COLUMN "version_has_english";
  ALTER TABLE "nav_items" DROP COLUMN "has_english";
  ALTER TABLE "_nav_items_v" DROP COLUMN "version_has_english";
  ALTER TABLE "documents" DROP COLUMN "has_english";
  ALTER TABLE "_documents_v" DROP COLUMN "version_has_english";`)
}
