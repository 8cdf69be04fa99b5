import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
  await db.run(sql`DROP INDEX \`_products_v_version_version_series_idx\`;`)
  await db.run(sql`DROP INDEX \`products_series_idx\`;`)
  await db.run(sql`CREATE TABLE \`products_specs_locales\` (
  	\`group\` text,
  	\`name\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_specs_locales_locale_parent_id_unique\` ON \`products_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text,
  	\`series\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products_locales\` (\`series\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specs_locales\` (
  	\`group\` text,
  	\`name\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_specs_locales_locale_parent_id_unique\` ON \`_products_v_version_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_series\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_series_idx\` ON \`_products_v_locales\` (\`version_series\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_facets_ranges_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_facets_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_facets_ranges_locales_locale_parent_id_un\` ON \`product_categories_facets_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_facets_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_facets_locales_locale_parent_id_unique\` ON \`product_categories_facets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_locales_locale_parent_id_unique\` ON \`product_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_facets_ranges_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_facets_ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_version_facets_ranges_locales_locale_p\` ON \`_product_categories_v_version_facets_ranges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_facets_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_version_facets_locales_locale_parent_i\` ON \`_product_categories_v_version_facets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_locales_locale_parent_id_unique\` ON \`_product_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_columns_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_columns_locales_locale_parent_id_unique\` ON \`news_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_columns_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_columns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_columns_v_locales_locale_parent_id_unique\` ON \`_news_columns_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`activities_locales\` (
  	\`title\` text,
  	\`place\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`activities_locales_locale_parent_id_unique\` ON \`activities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_activities_v_locales\` (
  	\`version_title\` text,
  	\`version_place\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_activities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_activities_v_locales_locale_parent_id_unique\` ON \`_activities_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_downloads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_downloads_v_locales_locale_parent_id_unique\` ON \`_downloads_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`download_categories_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`download_categories_locales_locale_parent_id_unique\` ON \`download_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_download_categories_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_download_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_download_categories_v_locales_locale_parent_id_unique\` ON \`_download_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_videos_v_locales_locale_parent_id_unique\` ON \`_videos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_categories_locales_locale_parent_id_unique\` ON \`faq_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_categories_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_categories_v_locales_locale_parent_id_unique\` ON \`_faq_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`honors_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`honors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`honors_locales_locale_parent_id_unique\` ON \`honors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_honors_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_honors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_honors_v_locales_locale_parent_id_unique\` ON \`_honors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`title\` text,
  	\`department\` text,
  	\`location\` text,
  	\`duties\` text,
  	\`requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_locales\` (
  	\`version_title\` text,
  	\`version_department\` text,
  	\`version_location\` text,
  	\`version_duties\` text,
  	\`version_requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_banners_v_locales_locale_parent_id_unique\` ON \`_banners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_items_children_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_items_children_locales_locale_parent_id_unique\` ON \`nav_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_items_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_items_locales_locale_parent_id_unique\` ON \`nav_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_items_v_version_children_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_items_v_version_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_items_v_version_children_locales_locale_parent_id_uniqu\` ON \`_nav_items_v_version_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_items_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_items_v_locales_locale_parent_id_unique\` ON \`_nav_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_study_type_locales\` (
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config_study_type\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_config_study_type_locales_locale_parent_id_unique\` ON \`site_config_study_type_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_user_server_type_locales\` (
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config_user_server_type\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_config_user_server_type_locales_locale_parent_id_unique\` ON \`site_config_user_server_type_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_application_type_locales\` (
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config_application_type\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_config_application_type_locales_locale_parent_id_unique\` ON \`site_config_application_type_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_locales\` (
  	\`system_site_name\` text NOT NULL,
  	\`system_site_title\` text,
  	\`system_site_keywords\` text,
  	\`system_site_description\` text,
  	\`system_footer_copyright\` text,
  	\`system_footer_address\` text,
  	\`system_footer_slogan\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_config_locales_locale_parent_id_unique\` ON \`site_config_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_info_locales\` (
  	\`introduction\` text,
  	\`culture\` text,
  	\`idea\` text,
  	\`name\` text,
  	\`address\` text,
  	\`work_time\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_info_locales_locale_parent_id_unique\` ON \`company_info_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The list-order indexes held the series, which moves to products_locales; they come back without it below.
  await db.run(sql`DROP INDEX IF EXISTS \`products_public_order_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`products_public_series_idx\`;`)
  // The Chinese values move into the new locale tables before their old columns go.
  await copyIntoLocaleTables('sqlite', (statement) => db.all(statement), LOCALE_TABLES)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`series\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_series\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_snapshot_idx\` ON \`_product_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_published_locale_idx\` ON \`_product_categories_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_snapshot_idx\` ON \`_news_columns_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_published_locale_idx\` ON \`_news_columns_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_activities_v_snapshot_idx\` ON \`_activities_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_published_locale_idx\` ON \`_activities_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`version_place\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_downloads_v_snapshot_idx\` ON \`_downloads_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_published_locale_idx\` ON \`_downloads_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_download_categories_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_download_categories_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_snapshot_idx\` ON \`_download_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_published_locale_idx\` ON \`_download_categories_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_download_categories_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_question\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_answer\`;`)
  await db.run(sql`ALTER TABLE \`_faq_categories_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_faq_categories_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_snapshot_idx\` ON \`_faq_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_published_locale_idx\` ON \`_faq_categories_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_faq_categories_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_honors_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_honors_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_honors_v_snapshot_idx\` ON \`_honors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_published_locale_idx\` ON \`_honors_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_honors_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_department\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_location\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_duties\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_requirements\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_banners_v_snapshot_idx\` ON \`_banners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_published_locale_idx\` ON \`_banners_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_snapshot_idx\` ON \`_nav_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_published_locale_idx\` ON \`_nav_items_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_nav_items_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_documents_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`products_specs\` DROP COLUMN \`group\`;`)
  await db.run(sql`ALTER TABLE \`products_specs\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`products_specs\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` DROP COLUMN \`group\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_facets_ranges\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_facets\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_facets_ranges\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_facets\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`news_columns\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`news_columns\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`activities\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`activities\` DROP COLUMN \`place\`;`)
  await db.run(sql`ALTER TABLE \`activities\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`activities\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`download_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`videos\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`faq_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`honors\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`department\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`duties\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`requirements\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`nav_items_children\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`nav_items\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v_version_children\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`site_config_study_type\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`site_config_user_server_type\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`site_config_application_type\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_site_name\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_site_title\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_site_keywords\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_site_description\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_footer_copyright\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_footer_address\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`system_footer_slogan\`;`)
  await db.run(sql`ALTER TABLE \`company_info\` DROP COLUMN \`introduction\`;`)
  await db.run(sql`ALTER TABLE \`company_info\` DROP COLUMN \`culture\`;`)
  await db.run(sql`ALTER TABLE \`company_info\` DROP COLUMN \`idea\`;`)
  await db.run(sql`ALTER TABLE \`company_info\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`company_info\` DROP COLUMN \`address\`;`)
  await db.run(sql`ALTER TABLE \`company_info\` DROP COLUMN \`work_time\`;`)
  await db.run(sql`CREATE INDEX \`products_public_order_idx\` ON \`products\` (\`_status\`, \`weight\` DESC, \`id\` DESC, \`category_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`products_public_category_idx\` ON \`products\` (\`_status\`, \`category_id\`, \`weight\` DESC, \`id\` DESC);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_facets_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_facets_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_facets_ranges_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_facets_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_columns_v_locales\`;`)
  await db.run(sql`DROP TABLE \`activities_locales\`;`)
  await db.run(sql`DROP TABLE \`_activities_v_locales\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v_locales\`;`)
  await db.run(sql`DROP TABLE \`download_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_download_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_videos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`honors_locales\`;`)
  await db.run(sql`DROP TABLE \`_honors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_items_v_version_children_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`site_config_study_type_locales\`;`)
  await db.run(sql`DROP TABLE \`site_config_user_server_type_locales\`;`)
  await db.run(sql`DROP TABLE \`site_config_application_type_locales\`;`)
  await db.run(sql`DROP TABLE \`site_config_locales\`;`)
  await db.run(sql`DROP TABLE \`company_info_locales\`;`)
  await db.run(sql`DROP INDEX \`_products_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_series\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_content\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_series_idx\` ON \`_products_v\` (\`version_series\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_product_categories_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_product_categories_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_news_columns_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_columns_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_columns_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_activities_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_activities_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`version_place\` text;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_download_categories_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_download_categories_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_download_categories_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_download_categories_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_download_categories_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_videos_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_videos_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_faqs_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_faqs_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_question\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_answer\` text;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_faq_categories_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_faq_categories_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_faq_categories_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_faq_categories_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_faq_categories_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_honors_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_honors_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_honors_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_honors_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_honors_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_jobs_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_jobs_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_department\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_location\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_duties\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_requirements\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_banners_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_banners_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_nav_items_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_nav_items_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_documents_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_documents_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`products_specs\` ADD \`group\` text;`)
  await db.run(sql`ALTER TABLE \`products_specs\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`products_specs\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`series\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`content\` text;`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` ADD \`group\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_specs\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_facets_ranges\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_facets\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_facets_ranges\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_facets\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`news_columns\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`news_columns\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`activities\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`activities\` ADD \`place\` text;`)
  await db.run(sql`ALTER TABLE \`activities\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`activities\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`download_categories\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`faq_categories\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`honors\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`department\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`location\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`duties\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`requirements\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`nav_items_children\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`nav_items\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_nav_items_v_version_children\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text;`)
  await db.run(sql`ALTER TABLE \`site_config_study_type\` ADD \`value\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config_user_server_type\` ADD \`value\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config_application_type\` ADD \`value\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_site_name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_site_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_site_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_site_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_footer_copyright\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_footer_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_footer_slogan\` text;`)
  await db.run(sql`ALTER TABLE \`company_info\` ADD \`introduction\` text;`)
  await db.run(sql`ALTER TABLE \`company_info\` ADD \`culture\` text;`)
  await db.run(sql`ALTER TABLE \`company_info\` ADD \`idea\` text;`)
  await db.run(sql`ALTER TABLE \`company_info\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`company_info\` ADD \`address\` text;`)
  await db.run(sql`ALTER TABLE \`company_info\` ADD \`work_time\` text;`)
}
