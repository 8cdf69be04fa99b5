import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoLocaleTables } from '../shared/copy-into-locales'

const LOCALE_TABLES = [
  'products_specs_locales',
  'products_locales',
  '_products_v_version_specs_locales',
  '_products_v_locales',
  'product_categories_facets_ranges_locales',
  'product_categories_facets_locales',
  'product_categories_locales',
  '_product_categories_v_version_facets_ranges_locales',
  '_product_categories_v_version_facets_locales',
  '_product_categories_v_locales',
  'news_locales',
  '_news_v_locales',
  'news_columns_locales',
  '_news_columns_v_locales',
  'activities_locales',
  '_activities_v_locales',
  'downloads_locales',
  '_downloads_v_locales',
  'download_categories_locales',
  '_download_categories_v_locales',
  'videos_locales',
  '_videos_v_locales',
  'faqs_locales',
  '_faqs_v_locales',
  'faq_categories_locales',
  '_faq_categories_v_locales',
  'honors_locales',
  '_honors_v_locales',
  'jobs_locales',
  '_jobs_v_locales',
  'banners_locales',
  '_banners_v_locales',
  'nav_items_children_locales',
  'nav_items_locales',
  '_nav_items_v_version_children_locales',
  '_nav_items_v_locales',
  'documents_locales',
  '_documents_v_locales',
  'media_locales',
  'site_config_study_type_locales',
  'site_config_user_server_type_locales',
  'site_config_application_type_locales',
  'site_config_locales',
  'company_info_locales',
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__product_categories_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__news_columns_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__activities_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__downloads_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__download_categories_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__videos_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__faq_categories_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__honors_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__nav_items_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('zh', 'en');
  CREATE TABLE "products_specs_locales" (
  	"group" varchar,
  	"name" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"series" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_specs_locales" (
  	"group" varchar,
  	"name" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_series" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_categories_facets_ranges_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_categories_facets_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_categories_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_facets_ranges_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_facets_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_columns_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_columns_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "activities_locales" (
  	"title" varchar,
  	"place" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_activities_v_locales" (
  	"version_title" varchar,
  	"version_place" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_downloads_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "download_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_download_categories_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_categories_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "honors_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_honors_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"department" varchar,
  	"location" varchar,
  	"duties" varchar,
  	"requirements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_department" varchar,
  	"version_location" varchar,
  	"version_duties" varchar,
  	"version_requirements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_items_children_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_items_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_items_v_version_children_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_items_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_config_study_type_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_user_server_type_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_application_type_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_locales" (
  	"system_site_name" varchar NOT NULL,
  	"system_site_title" varchar,
  	"system_site_keywords" varchar,
  	"system_site_description" varchar,
  	"system_footer_copyright" varchar,
  	"system_footer_address" varchar,
  	"system_footer_slogan" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_info_locales" (
  	"introduction" jsonb,
  	"culture" jsonb,
  	"idea" jsonb,
  	"name" varchar,
  	"address" varchar,
  	"work_time" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  DROP INDEX "products_series_idx";
  DROP INDEX "_products_v_version_version_series_idx";
  ALTER TABLE "_products_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "published_locale" "enum__products_v_published_locale";
  ALTER TABLE "_product_categories_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_product_categories_v" ADD COLUMN "published_locale" "enum__product_categories_v_published_locale";
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "_news_columns_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_columns_v" ADD COLUMN "published_locale" "enum__news_columns_v_published_locale";
  ALTER TABLE "_activities_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_activities_v" ADD COLUMN "published_locale" "enum__activities_v_published_locale";
  ALTER TABLE "_downloads_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_downloads_v" ADD COLUMN "published_locale" "enum__downloads_v_published_locale";
  ALTER TABLE "_download_categories_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_download_categories_v" ADD COLUMN "published_locale" "enum__download_categories_v_published_locale";
  ALTER TABLE "_videos_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_videos_v" ADD COLUMN "published_locale" "enum__videos_v_published_locale";
  ALTER TABLE "_faqs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_faqs_v" ADD COLUMN "published_locale" "enum__faqs_v_published_locale";
  ALTER TABLE "_faq_categories_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_faq_categories_v" ADD COLUMN "published_locale" "enum__faq_categories_v_published_locale";
  ALTER TABLE "_honors_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_honors_v" ADD COLUMN "published_locale" "enum__honors_v_published_locale";
  ALTER TABLE "_jobs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "published_locale" "enum__jobs_v_published_locale";
  ALTER TABLE "_banners_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_banners_v" ADD COLUMN "published_locale" "enum__banners_v_published_locale";
  ALTER TABLE "_nav_items_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_nav_items_v" ADD COLUMN "published_locale" "enum__nav_items_v_published_locale";
  ALTER TABLE "_documents_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_documents_v" ADD COLUMN "published_locale" "enum__documents_v_published_locale";
  ALTER TABLE "products_specs_locales" ADD CONSTRAINT "products_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specs_locales" ADD CONSTRAINT "_products_v_version_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_facets_ranges_locales" ADD CONSTRAINT "product_categories_facets_ranges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories_facets_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_facets_locales" ADD CONSTRAINT "product_categories_facets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories_facets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_locales" ADD CONSTRAINT "product_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_facets_ranges_locales" ADD CONSTRAINT "_product_categories_v_version_facets_ranges_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v_version_facets_ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_facets_locales" ADD CONSTRAINT "_product_categories_v_version_facets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v_version_facets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_locales" ADD CONSTRAINT "_product_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_columns_locales" ADD CONSTRAINT "news_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_columns_v_locales" ADD CONSTRAINT "_news_columns_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_columns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_locales" ADD CONSTRAINT "activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_activities_v_locales" ADD CONSTRAINT "_activities_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v_locales" ADD CONSTRAINT "_downloads_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_downloads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "download_categories_locales" ADD CONSTRAINT "download_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."download_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_download_categories_v_locales" ADD CONSTRAINT "_download_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_download_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_categories_locales" ADD CONSTRAINT "faq_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_categories_v_locales" ADD CONSTRAINT "_faq_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "honors_locales" ADD CONSTRAINT "honors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."honors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_honors_v_locales" ADD CONSTRAINT "_honors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_honors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_items_children_locales" ADD CONSTRAINT "nav_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_items_locales" ADD CONSTRAINT "nav_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_items_v_version_children_locales" ADD CONSTRAINT "_nav_items_v_version_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_items_v_version_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_items_v_locales" ADD CONSTRAINT "_nav_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_study_type_locales" ADD CONSTRAINT "site_config_study_type_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_study_type"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_user_server_type_locales" ADD CONSTRAINT "site_config_user_server_type_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_user_server_type"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_application_type_locales" ADD CONSTRAINT "site_config_application_type_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_application_type"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_locales" ADD CONSTRAINT "site_config_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_info_locales" ADD CONSTRAINT "company_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_info"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "products_specs_locales_locale_parent_id_unique" ON "products_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_series_idx" ON "products_locales" USING btree ("series","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_specs_locales_locale_parent_id_unique" ON "_products_v_version_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_version_series_idx" ON "_products_v_locales" USING btree ("version_series","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_facets_ranges_locales_locale_parent_id_un" ON "product_categories_facets_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_facets_locales_locale_parent_id_unique" ON "product_categories_facets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_locales_locale_parent_id_unique" ON "product_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_version_facets_ranges_locales_locale_p" ON "_product_categories_v_version_facets_ranges_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_version_facets_locales_locale_parent_i" ON "_product_categories_v_version_facets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_locales_locale_parent_id_unique" ON "_product_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_columns_locales_locale_parent_id_unique" ON "news_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_columns_v_locales_locale_parent_id_unique" ON "_news_columns_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "activities_locales_locale_parent_id_unique" ON "activities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_activities_v_locales_locale_parent_id_unique" ON "_activities_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_downloads_v_locales_locale_parent_id_unique" ON "_downloads_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "download_categories_locales_locale_parent_id_unique" ON "download_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_download_categories_v_locales_locale_parent_id_unique" ON "_download_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faq_categories_locales_locale_parent_id_unique" ON "faq_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_faq_categories_v_locales_locale_parent_id_unique" ON "_faq_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "honors_locales_locale_parent_id_unique" ON "honors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_honors_v_locales_locale_parent_id_unique" ON "_honors_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "nav_items_children_locales_locale_parent_id_unique" ON "nav_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "nav_items_locales_locale_parent_id_unique" ON "nav_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_nav_items_v_version_children_locales_locale_parent_id_uniqu" ON "_nav_items_v_version_children_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_nav_items_v_locales_locale_parent_id_unique" ON "_nav_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_config_study_type_locales_locale_parent_id_unique" ON "site_config_study_type_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_config_user_server_type_locales_locale_parent_id_unique" ON "site_config_user_server_type_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_config_application_type_locales_locale_parent_id_unique" ON "site_config_application_type_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_config_locales_locale_parent_id_unique" ON "site_config_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "company_info_locales_locale_parent_id_unique" ON "company_info_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_product_categories_v_snapshot_idx" ON "_product_categories_v" USING btree ("snapshot");
  CREATE INDEX "_product_categories_v_published_locale_idx" ON "_product_categories_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_columns_v_snapshot_idx" ON "_news_columns_v" USING btree ("snapshot");
  CREATE INDEX "_news_columns_v_published_locale_idx" ON "_news_columns_v" USING btree ("published_locale");
  CREATE INDEX "_activities_v_snapshot_idx" ON "_activities_v" USING btree ("snapshot");
  CREATE INDEX "_activities_v_published_locale_idx" ON "_activities_v" USING btree ("published_locale");
  CREATE INDEX "_downloads_v_snapshot_idx" ON "_downloads_v" USING btree ("snapshot");
  CREATE INDEX "_downloads_v_published_locale_idx" ON "_downloads_v" USING btree ("published_locale");
  CREATE INDEX "_download_categories_v_snapshot_idx" ON "_download_categories_v" USING btree ("snapshot");
  CREATE INDEX "_download_categories_v_published_locale_idx" ON "_download_categories_v" USING btree ("published_locale");
  CREATE INDEX "_videos_v_snapshot_idx" ON "_videos_v" USING btree ("snapshot");
  CREATE INDEX "_videos_v_published_locale_idx" ON "_videos_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faq_categories_v_snapshot_idx" ON "_faq_categories_v" USING btree ("snapshot");
  CREATE INDEX "_faq_categories_v_published_locale_idx" ON "_faq_categories_v" USING btree ("published_locale");
  CREATE INDEX "_honors_v_snapshot_idx" ON "_honors_v" USING btree ("snapshot");
  CREATE INDEX "_honors_v_published_locale_idx" ON "_honors_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_nav_items_v_snapshot_idx" ON "_nav_items_v" USING btree ("snapshot");
  CREATE INDEX "_nav_items_v_published_locale_idx" ON "_nav_items_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  `)
  // The Chinese values move into the new locale tables before their old columns go.
  await copyIntoLocaleTables('postgres', async (statement) => (await db.execute(statement)).rows, LOCALE_TABLES)
  await db.execute(sql`
  ALTER TABLE "products_specs" DROP COLUMN "group";
  ALTER TABLE "products_specs" DROP COLUMN "name";
  ALTER TABLE "products_specs" DROP COLUMN "value";
  ALTER TABLE "products" DROP COLUMN "name";
  ALTER TABLE "products" DROP COLUMN "series";
  ALTER TABLE "products" DROP COLUMN "summary";
  ALTER TABLE "products" DROP COLUMN "content";
  ALTER TABLE "_products_v_version_specs" DROP COLUMN "group";
  ALTER TABLE "_products_v_version_specs" DROP COLUMN "name";
  ALTER TABLE "_products_v_version_specs" DROP COLUMN "value";
  ALTER TABLE "_products_v" DROP COLUMN "version_name";
  ALTER TABLE "_products_v" DROP COLUMN "version_series";
  ALTER TABLE "_products_v" DROP COLUMN "version_summary";
  ALTER TABLE "_products_v" DROP COLUMN "version_content";
  ALTER TABLE "product_categories_facets_ranges" DROP COLUMN "label";
  ALTER TABLE "product_categories_facets" DROP COLUMN "name";
  ALTER TABLE "product_categories" DROP COLUMN "name";
  ALTER TABLE "product_categories" DROP COLUMN "description";
  ALTER TABLE "_product_categories_v_version_facets_ranges" DROP COLUMN "label";
  ALTER TABLE "_product_categories_v_version_facets" DROP COLUMN "name";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_name";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_description";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "summary";
  ALTER TABLE "news" DROP COLUMN "content";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_summary";
  ALTER TABLE "_news_v" DROP COLUMN "version_content";
  ALTER TABLE "news_columns" DROP COLUMN "name";
  ALTER TABLE "news_columns" DROP COLUMN "description";
  ALTER TABLE "_news_columns_v" DROP COLUMN "version_name";
  ALTER TABLE "_news_columns_v" DROP COLUMN "version_description";
  ALTER TABLE "activities" DROP COLUMN "title";
  ALTER TABLE "activities" DROP COLUMN "place";
  ALTER TABLE "activities" DROP COLUMN "summary";
  ALTER TABLE "activities" DROP COLUMN "content";
  ALTER TABLE "_activities_v" DROP COLUMN "version_title";
  ALTER TABLE "_activities_v" DROP COLUMN "version_place";
  ALTER TABLE "_activities_v" DROP COLUMN "version_summary";
  ALTER TABLE "_activities_v" DROP COLUMN "version_content";
  ALTER TABLE "downloads" DROP COLUMN "title";
  ALTER TABLE "downloads" DROP COLUMN "description";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_title";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_description";
  ALTER TABLE "download_categories" DROP COLUMN "name";
  ALTER TABLE "_download_categories_v" DROP COLUMN "version_name";
  ALTER TABLE "videos" DROP COLUMN "title";
  ALTER TABLE "videos" DROP COLUMN "summary";
  ALTER TABLE "_videos_v" DROP COLUMN "version_title";
  ALTER TABLE "_videos_v" DROP COLUMN "version_summary";
  ALTER TABLE "faqs" DROP COLUMN "question";
  ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_question";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_answer";
  ALTER TABLE "faq_categories" DROP COLUMN "name";
  ALTER TABLE "_faq_categories_v" DROP COLUMN "version_name";
  ALTER TABLE "honors" DROP COLUMN "title";
  ALTER TABLE "_honors_v" DROP COLUMN "version_title";
  ALTER TABLE "jobs" DROP COLUMN "title";
  ALTER TABLE "jobs" DROP COLUMN "department";
  ALTER TABLE "jobs" DROP COLUMN "location";
  ALTER TABLE "jobs" DROP COLUMN "duties";
  ALTER TABLE "jobs" DROP COLUMN "requirements";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_title";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_department";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_location";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_duties";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_requirements";
  ALTER TABLE "banners" DROP COLUMN "title";
  ALTER TABLE "banners" DROP COLUMN "subtitle";
  ALTER TABLE "_banners_v" DROP COLUMN "version_title";
  ALTER TABLE "_banners_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "nav_items_children" DROP COLUMN "title";
  ALTER TABLE "nav_items" DROP COLUMN "title";
  ALTER TABLE "_nav_items_v_version_children" DROP COLUMN "title";
  ALTER TABLE "_nav_items_v" DROP COLUMN "version_title";
  ALTER TABLE "documents" DROP COLUMN "title";
  ALTER TABLE "documents" DROP COLUMN "content";
  ALTER TABLE "_documents_v" DROP COLUMN "version_title";
  ALTER TABLE "_documents_v" DROP COLUMN "version_content";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "site_config_study_type" DROP COLUMN "value";
  ALTER TABLE "site_config_user_server_type" DROP COLUMN "value";
  ALTER TABLE "site_config_application_type" DROP COLUMN "value";
  ALTER TABLE "site_config" DROP COLUMN "system_site_name";
  ALTER TABLE "site_config" DROP COLUMN "system_site_title";
  ALTER TABLE "site_config" DROP COLUMN "system_site_keywords";
  ALTER TABLE "site_config" DROP COLUMN "system_site_description";
  ALTER TABLE "site_config" DROP COLUMN "system_footer_copyright";
  ALTER TABLE "site_config" DROP COLUMN "system_footer_address";
  ALTER TABLE "site_config" DROP COLUMN "system_footer_slogan";
  ALTER TABLE "company_info" DROP COLUMN "introduction";
  ALTER TABLE "company_info" DROP COLUMN "culture";
  ALTER TABLE "company_info" DROP COLUMN "idea";
  ALTER TABLE "company_info" DROP COLUMN "name";
  ALTER TABLE "company_info" DROP COLUMN "address";
  ALTER TABLE "company_info" DROP COLUMN "work_time";
  -- The list-order indexes held the series, which moved to products_locales (dropping the column dropped them).
  DROP INDEX IF EXISTS "products_public_order_idx";
  DROP INDEX IF EXISTS "products_public_series_idx";
  CREATE INDEX "products_public_order_idx" ON "products" ("_status", "weight" DESC, "id" DESC, "category_id");
  CREATE INDEX IF NOT EXISTS "products_public_category_idx" ON "products" ("_status", "category_id", "weight" DESC, "id" DESC);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_specs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_facets_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_facets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_categories_v_version_facets_ranges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_categories_v_version_facets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_columns_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_activities_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "download_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_download_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "honors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_honors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_items_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nav_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_items_v_version_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_nav_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_study_type_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_user_server_type_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_application_type_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_info_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_specs_locales" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "_products_v_version_specs_locales" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "product_categories_facets_ranges_locales" CASCADE;
  DROP TABLE "product_categories_facets_locales" CASCADE;
  DROP TABLE "product_categories_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_facets_ranges_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_facets_locales" CASCADE;
  DROP TABLE "_product_categories_v_locales" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "news_columns_locales" CASCADE;
  DROP TABLE "_news_columns_v_locales" CASCADE;
  DROP TABLE "activities_locales" CASCADE;
  DROP TABLE "_activities_v_locales" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "_downloads_v_locales" CASCADE;
  DROP TABLE "download_categories_locales" CASCADE;
  DROP TABLE "_download_categories_v_locales" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "_videos_v_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "faq_categories_locales" CASCADE;
  DROP TABLE "_faq_categories_v_locales" CASCADE;
  DROP TABLE "honors_locales" CASCADE;
  DROP TABLE "_honors_v_locales" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "nav_items_children_locales" CASCADE;
  DROP TABLE "nav_items_locales" CASCADE;
  DROP TABLE "_nav_items_v_version_children_locales" CASCADE;
  DROP TABLE "_nav_items_v_locales" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "site_config_study_type_locales" CASCADE;
  DROP TABLE "site_config_user_server_type_locales" CASCADE;
  DROP TABLE "site_config_application_type_locales" CASCADE;
  DROP TABLE "site_config_locales" CASCADE;
  DROP TABLE "company_info_locales" CASCADE;
  DROP INDEX "_products_v_snapshot_idx";
  DROP INDEX "_products_v_published_locale_idx";
  DROP INDEX "_product_categories_v_snapshot_idx";
  DROP INDEX "_product_categories_v_published_locale_idx";
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_news_columns_v_snapshot_idx";
  DROP INDEX "_news_columns_v_published_locale_idx";
  DROP INDEX "_activities_v_snapshot_idx";
  DROP INDEX "_activities_v_published_locale_idx";
  DROP INDEX "_downloads_v_snapshot_idx";
  DROP INDEX "_downloads_v_published_locale_idx";
  DROP INDEX "_download_categories_v_snapshot_idx";
  DROP INDEX "_download_categories_v_published_locale_idx";
  DROP INDEX "_videos_v_snapshot_idx";
  DROP INDEX "_videos_v_published_locale_idx";
  DROP INDEX "_faqs_v_snapshot_idx";
  DROP INDEX "_faqs_v_published_locale_idx";
  DROP INDEX "_faq_categories_v_snapshot_idx";
  DROP INDEX "_faq_categories_v_published_locale_idx";
  DROP INDEX "_honors_v_snapshot_idx";
  DROP INDEX "_honors_v_published_locale_idx";
  DROP INDEX "_jobs_v_snapshot_idx";
  DROP INDEX "_jobs_v_published_locale_idx";
  DROP INDEX "_banners_v_snapshot_idx";
  DROP INDEX "_banners_v_published_locale_idx";
  DROP INDEX "_nav_items_v_snapshot_idx";
  DROP INDEX "_nav_items_v_published_locale_idx";
  DROP INDEX "_documents_v_snapshot_idx";
  DROP INDEX "_documents_v_published_locale_idx";
  ALTER TABLE "products_specs" ADD COLUMN "group" varchar;
  ALTER TABLE "products_specs" ADD COLUMN "name" varchar;
  ALTER TABLE "products_specs" ADD COLUMN "value" varchar;
  ALTER TABLE "products" ADD COLUMN "name" varchar;
  ALTER TABLE "products" ADD COLUMN "series" varchar;
  ALTER TABLE "products" ADD COLUMN "summary" varchar;
  ALTER TABLE "products" ADD COLUMN "content" jsonb;
  ALTER TABLE "_products_v_version_specs" ADD COLUMN "group" varchar;
  ALTER TABLE "_products_v_version_specs" ADD COLUMN "name" varchar;
  ALTER TABLE "_products_v_version_specs" ADD COLUMN "value" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_series" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "product_categories_facets_ranges" ADD COLUMN "label" varchar;
  ALTER TABLE "product_categories_facets" ADD COLUMN "name" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "name" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "description" varchar;
  ALTER TABLE "_product_categories_v_version_facets_ranges" ADD COLUMN "label" varchar;
  ALTER TABLE "_product_categories_v_version_facets" ADD COLUMN "name" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "summary" varchar;
  ALTER TABLE "news" ADD COLUMN "content" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "news_columns" ADD COLUMN "name" varchar;
  ALTER TABLE "news_columns" ADD COLUMN "description" varchar;
  ALTER TABLE "_news_columns_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_news_columns_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "activities" ADD COLUMN "title" varchar;
  ALTER TABLE "activities" ADD COLUMN "place" varchar;
  ALTER TABLE "activities" ADD COLUMN "summary" varchar;
  ALTER TABLE "activities" ADD COLUMN "content" jsonb;
  ALTER TABLE "_activities_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_activities_v" ADD COLUMN "version_place" varchar;
  ALTER TABLE "_activities_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_activities_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "downloads" ADD COLUMN "title" varchar;
  ALTER TABLE "downloads" ADD COLUMN "description" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "download_categories" ADD COLUMN "name" varchar;
  ALTER TABLE "_download_categories_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "videos" ADD COLUMN "title" varchar;
  ALTER TABLE "videos" ADD COLUMN "summary" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "faqs" ADD COLUMN "answer" jsonb;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_question" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_answer" jsonb;
  ALTER TABLE "faq_categories" ADD COLUMN "name" varchar;
  ALTER TABLE "_faq_categories_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "honors" ADD COLUMN "title" varchar;
  ALTER TABLE "_honors_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "department" varchar;
  ALTER TABLE "jobs" ADD COLUMN "location" varchar;
  ALTER TABLE "jobs" ADD COLUMN "duties" varchar;
  ALTER TABLE "jobs" ADD COLUMN "requirements" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_department" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_duties" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_requirements" varchar;
  ALTER TABLE "banners" ADD COLUMN "title" varchar;
  ALTER TABLE "banners" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "nav_items_children" ADD COLUMN "title" varchar;
  ALTER TABLE "nav_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_nav_items_v_version_children" ADD COLUMN "title" varchar;
  ALTER TABLE "_nav_items_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "documents" ADD COLUMN "title" varchar;
  ALTER TABLE "documents" ADD COLUMN "content" jsonb;
  ALTER TABLE "_documents_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_documents_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "media" ADD COLUMN "alt" varchar;
  ALTER TABLE "site_config_study_type" ADD COLUMN "value" varchar NOT NULL;
  ALTER TABLE "site_config_user_server_type" ADD COLUMN "value" varchar NOT NULL;
  ALTER TABLE "site_config_application_type" ADD COLUMN "value" varchar NOT NULL;
  ALTER TABLE "site_config" ADD COLUMN "system_site_name" varchar NOT NULL;
  ALTER TABLE "site_config" ADD COLUMN "system_site_title" varchar;
  ALTER TABLE "site_config" ADD COLUMN "system_site_keywords" varchar;
  ALTER TABLE "site_config" ADD COLUMN "system_site_description" varchar;
  ALTER TABLE "site_config" ADD COLUMN "system_footer_copyright" varchar;
  ALTER TABLE "site_config" ADD COLUMN "system_footer_address" varchar;
  ALTER TABLE "site_config" ADD COLUMN "system_footer_slogan" varchar;
  ALTER TABLE "company_info" ADD COLUMN "introduction" jsonb;
  ALTER TABLE "company_info" ADD COLUMN "culture" jsonb;
  ALTER TABLE "company_info" ADD COLUMN "idea" jsonb;
  ALTER TABLE "company_info" ADD COLUMN "name" varchar;
  ALTER TABLE "company_info" ADD COLUMN "address" varchar;
  ALTER TABLE "company_info" ADD COLUMN "work_time" varchar;
  CREATE INDEX "products_series_idx" ON "products" USING btree ("series");
  CREATE INDEX "_products_v_version_version_series_idx" ON "_products_v" USING btree ("version_series");
  ALTER TABLE "_products_v" DROP COLUMN "snapshot";
  ALTER TABLE "_products_v" DROP COLUMN "published_locale";
  ALTER TABLE "_product_categories_v" DROP COLUMN "snapshot";
  ALTER TABLE "_product_categories_v" DROP COLUMN "published_locale";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_news_columns_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_columns_v" DROP COLUMN "published_locale";
  ALTER TABLE "_activities_v" DROP COLUMN "snapshot";
  ALTER TABLE "_activities_v" DROP COLUMN "published_locale";
  ALTER TABLE "_downloads_v" DROP COLUMN "snapshot";
  ALTER TABLE "_downloads_v" DROP COLUMN "published_locale";
  ALTER TABLE "_download_categories_v" DROP COLUMN "snapshot";
  ALTER TABLE "_download_categories_v" DROP COLUMN "published_locale";
  ALTER TABLE "_videos_v" DROP COLUMN "snapshot";
  ALTER TABLE "_videos_v" DROP COLUMN "published_locale";
  ALTER TABLE "_faqs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_faqs_v" DROP COLUMN "published_locale";
  ALTER TABLE "_faq_categories_v" DROP COLUMN "snapshot";
  ALTER TABLE "_faq_categories_v" DROP COLUMN "published_locale";
  ALTER TABLE "_honors_v" DROP COLUMN "snapshot";
  ALTER TABLE "_honors_v" DROP COLUMN "published_locale";
  ALTER TABLE "_jobs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_jobs_v" DROP COLUMN "published_locale";
  ALTER TABLE "_banners_v" DROP COLUMN "snapshot";
  ALTER TABLE "_banners_v" DROP COLUMN "published_locale";
  ALTER TABLE "_nav_items_v" DROP COLUMN "snapshot";
  ALTER TABLE "_nav_items_v" DROP COLUMN "published_locale";
  ALTER TABLE "_documents_v" DROP COLUMN "snapshot";
  ALTER TABLE "_documents_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum__product_categories_v_published_locale";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__news_columns_v_published_locale";
  DROP TYPE "public"."enum__activities_v_published_locale";
  DROP TYPE "public"."enum__downloads_v_published_locale";
  DROP TYPE "public"."enum__download_categories_v_published_locale";
  DROP TYPE "public"."enum__videos_v_published_locale";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum__faq_categories_v_published_locale";
  DROP TYPE "public"."enum__honors_v_published_locale";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum__banners_v_published_locale";
  DROP TYPE "public"."enum__nav_items_v_published_locale";
  DROP TYPE "public"."enum__documents_v_published_locale";`)
}
