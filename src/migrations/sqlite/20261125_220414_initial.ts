import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` numeric,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_params_order_idx\` ON \`products_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_params_parent_id_idx\` ON \`products_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`name\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_specs_order_idx\` ON \`products_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_specs_parent_id_idx\` ON \`products_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model\` text,
  	\`name\` text,
  	\`category_id\` integer,
  	\`series\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`featured\` integer DEFAULT false,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_model_idx\` ON \`products\` (\`model\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series\`);`)
  await db.run(sql`CREATE INDEX \`products_weight_idx\` ON \`products\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`downloads_id\` integer,
  	\`videos_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_downloads_id_idx\` ON \`products_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_videos_id_idx\` ON \`products_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_products_id_idx\` ON \`products_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` numeric,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_params_order_idx\` ON \`_products_v_version_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_params_parent_id_idx\` ON \`_products_v_version_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`name\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_order_idx\` ON \`_products_v_version_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_parent_id_idx\` ON \`_products_v_version_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_model\` text,
  	\`version_name\` text,
  	\`version_category_id\` integer,
  	\`version_series\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_model_idx\` ON \`_products_v\` (\`version_model\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_series_idx\` ON \`_products_v\` (\`version_series\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_weight_idx\` ON \`_products_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`downloads_id\` integer,
  	\`videos_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_downloads_id_idx\` ON \`_products_v_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_videos_id_idx\` ON \`_products_v_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_products_id_idx\` ON \`_products_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_facets_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_facets_ranges_order_idx\` ON \`product_categories_facets_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_facets_ranges_parent_id_idx\` ON \`product_categories_facets_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_facets_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_facets_options_order_idx\` ON \`product_categories_facets_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_facets_options_parent_id_idx\` ON \`product_categories_facets_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_facets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`unit\` text,
  	\`kind\` text DEFAULT 'range',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_facets_order_idx\` ON \`product_categories_facets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_facets_parent_id_idx\` ON \`product_categories_facets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`parent_id\` integer,
  	\`image_id\` integer,
  	\`description\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_parent_idx\` ON \`product_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_image_idx\` ON \`product_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_weight_idx\` ON \`product_categories\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories__status_idx\` ON \`product_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_facets_ranges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_facets_ranges_order_idx\` ON \`_product_categories_v_version_facets_ranges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_facets_ranges_parent_id_idx\` ON \`_product_categories_v_version_facets_ranges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_facets_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_facets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_facets_options_order_idx\` ON \`_product_categories_v_version_facets_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_facets_options_parent_id_idx\` ON \`_product_categories_v_version_facets_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_facets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`unit\` text,
  	\`kind\` text DEFAULT 'range',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_facets_order_idx\` ON \`_product_categories_v_version_facets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_facets_parent_id_idx\` ON \`_product_categories_v_version_facets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_parent_idx\` ON \`_product_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_parent_idx\` ON \`_product_categories_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_image_idx\` ON \`_product_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_weight_idx\` ON \`_product_categories_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_updated_at_idx\` ON \`_product_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_created_at_idx\` ON \`_product_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version__status_idx\` ON \`_product_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_created_at_idx\` ON \`_product_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_updated_at_idx\` ON \`_product_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_latest_idx\` ON \`_product_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`column_id\` integer,
  	\`cover_id\` integer,
  	\`summary\` text,
  	\`content\` text,
  	\`published_at\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`column_id\`) REFERENCES \`news_columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_column_idx\` ON \`news\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_column_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_column_id\`) REFERENCES \`news_columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_column_idx\` ON \`_news_v\` (\`version_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news_columns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`news_columns_weight_idx\` ON \`news_columns\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`news_columns_updated_at_idx\` ON \`news_columns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_columns_created_at_idx\` ON \`news_columns\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_columns__status_idx\` ON \`news_columns\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_columns_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_columns_v_parent_idx\` ON \`_news_columns_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_version_version_weight_idx\` ON \`_news_columns_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_version_version_updated_at_idx\` ON \`_news_columns_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_version_version_created_at_idx\` ON \`_news_columns_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_version_version__status_idx\` ON \`_news_columns_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_created_at_idx\` ON \`_news_columns_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_updated_at_idx\` ON \`_news_columns_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_columns_v_latest_idx\` ON \`_news_columns_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`activities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`cover_id\` integer,
  	\`start_at\` text,
  	\`end_at\` text,
  	\`deadline\` text,
  	\`place\` text,
  	\`capacity\` numeric DEFAULT 50,
  	\`summary\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activities_cover_idx\` ON \`activities\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`activities_start_at_idx\` ON \`activities\` (\`start_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_updated_at_idx\` ON \`activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_created_at_idx\` ON \`activities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`activities__status_idx\` ON \`activities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_activities_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_cover_id\` integer,
  	\`version_start_at\` text,
  	\`version_end_at\` text,
  	\`version_deadline\` text,
  	\`version_place\` text,
  	\`version_capacity\` numeric DEFAULT 50,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_activities_v_parent_idx\` ON \`_activities_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_version_version_cover_idx\` ON \`_activities_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_version_version_start_at_idx\` ON \`_activities_v\` (\`version_start_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_version_version_updated_at_idx\` ON \`_activities_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_version_version_created_at_idx\` ON \`_activities_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_version_version__status_idx\` ON \`_activities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_created_at_idx\` ON \`_activities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_updated_at_idx\` ON \`_activities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_activities_v_latest_idx\` ON \`_activities_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`activity_joins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer NOT NULL,
  	\`member_id\` integer,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`tel\` text,
  	\`email\` text NOT NULL,
  	\`wechat\` text,
  	\`qq\` text,
  	\`apply\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_joins_activity_idx\` ON \`activity_joins\` (\`activity_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_member_idx\` ON \`activity_joins\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_updated_at_idx\` ON \`activity_joins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_created_at_idx\` ON \`activity_joins\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`activity_phone_idx\` ON \`activity_joins\` (\`activity_id\`,\`phone\`);`)
  await db.run(sql`CREATE TABLE \`activity_joins_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`activity_joins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_joins_texts_order_parent\` ON \`activity_joins_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`member_id\` integer,
  	\`name\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`tel\` text,
  	\`email\` text NOT NULL,
  	\`apply\` text,
  	\`no\` text,
  	\`after_type\` text,
  	\`study_type\` text,
  	\`detail\` text NOT NULL,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_kind_idx\` ON \`applications\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_member_idx\` ON \`applications\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`applications_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_texts_order_parent\` ON \`applications_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`members_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`members_sessions_order_idx\` ON \`members_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`members_sessions_parent_id_idx\` ON \`members_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	\`phone\` text,
  	\`tel\` text,
  	\`wechat\` text,
  	\`qq\` text,
  	\`apply\` text,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`last_login_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`members_phone_idx\` ON \`members\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_username_idx\` ON \`members\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`members_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`members_texts_order_parent\` ON \`members_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category_id\` integer,
  	\`file_id\` integer,
  	\`version\` text,
  	\`size\` numeric,
  	\`format\` text,
  	\`description\` text,
  	\`member_only\` integer DEFAULT false,
  	\`download_count\` numeric DEFAULT 0,
  	\`published_at\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_category_idx\` ON \`downloads\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_file_idx\` ON \`downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_published_at_idx\` ON \`downloads\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_weight_idx\` ON \`downloads\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads__status_idx\` ON \`downloads\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`downloads_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_rels_order_idx\` ON \`downloads_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_parent_idx\` ON \`downloads_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_path_idx\` ON \`downloads_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`downloads_rels_products_id_idx\` ON \`downloads_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category_id\` integer,
  	\`version_file_id\` integer,
  	\`version_version\` text,
  	\`version_size\` numeric,
  	\`version_format\` text,
  	\`version_description\` text,
  	\`version_member_only\` integer DEFAULT false,
  	\`version_download_count\` numeric DEFAULT 0,
  	\`version_published_at\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_parent_idx\` ON \`_downloads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_category_idx\` ON \`_downloads_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_file_idx\` ON \`_downloads_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_published_at_idx\` ON \`_downloads_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_weight_idx\` ON \`_downloads_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_updated_at_idx\` ON \`_downloads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_created_at_idx\` ON \`_downloads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version__status_idx\` ON \`_downloads_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_created_at_idx\` ON \`_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_updated_at_idx\` ON \`_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_latest_idx\` ON \`_downloads_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_downloads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_rels_order_idx\` ON \`_downloads_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_rels_parent_idx\` ON \`_downloads_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_rels_path_idx\` ON \`_downloads_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_rels_products_id_idx\` ON \`_downloads_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`download_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`download_categories_weight_idx\` ON \`download_categories\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`download_categories_updated_at_idx\` ON \`download_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`download_categories_created_at_idx\` ON \`download_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`download_categories__status_idx\` ON \`download_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_download_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_download_categories_v_parent_idx\` ON \`_download_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_version_version_weight_idx\` ON \`_download_categories_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_version_version_updated_at_idx\` ON \`_download_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_version_version_created_at_idx\` ON \`_download_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_version_version__status_idx\` ON \`_download_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_created_at_idx\` ON \`_download_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_updated_at_idx\` ON \`_download_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_latest_idx\` ON \`_download_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'product',
  	\`cover_id\` integer,
  	\`file_id\` integer,
  	\`url\` text,
  	\`duration\` numeric,
  	\`product_id\` integer,
  	\`summary\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_kind_idx\` ON \`videos\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`videos_cover_idx\` ON \`videos\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_file_idx\` ON \`videos\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_product_idx\` ON \`videos\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_weight_idx\` ON \`videos\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'product',
  	\`version_cover_id\` integer,
  	\`version_file_id\` integer,
  	\`version_url\` text,
  	\`version_duration\` numeric,
  	\`version_product_id\` integer,
  	\`version_summary\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_kind_idx\` ON \`_videos_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_cover_idx\` ON \`_videos_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_file_idx\` ON \`_videos_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_product_idx\` ON \`_videos_v\` (\`version_product_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_weight_idx\` ON \`_videos_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`category_id\` integer,
  	\`answer\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_category_idx\` ON \`faqs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_weight_idx\` ON \`faqs\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_question\` text,
  	\`version_category_id\` integer,
  	\`version_answer\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_category_idx\` ON \`_faqs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_weight_idx\` ON \`_faqs_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_categories_weight_idx\` ON \`faq_categories\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_updated_at_idx\` ON \`faq_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_created_at_idx\` ON \`faq_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories__status_idx\` ON \`faq_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_faq_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_parent_idx\` ON \`_faq_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version_weight_idx\` ON \`_faq_categories_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version_updated_at_idx\` ON \`_faq_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version_created_at_idx\` ON \`_faq_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version__status_idx\` ON \`_faq_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_created_at_idx\` ON \`_faq_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_updated_at_idx\` ON \`_faq_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_latest_idx\` ON \`_faq_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`honors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`img_id\` integer,
  	\`time\` text,
  	\`type\` text DEFAULT '1',
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`honors_img_idx\` ON \`honors\` (\`img_id\`);`)
  await db.run(sql`CREATE INDEX \`honors_weight_idx\` ON \`honors\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`honors_updated_at_idx\` ON \`honors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`honors_created_at_idx\` ON \`honors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`honors__status_idx\` ON \`honors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_honors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_img_id\` integer,
  	\`version_time\` text,
  	\`version_type\` text DEFAULT '1',
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`honors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_honors_v_parent_idx\` ON \`_honors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_img_idx\` ON \`_honors_v\` (\`version_img_id\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_weight_idx\` ON \`_honors_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_updated_at_idx\` ON \`_honors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_created_at_idx\` ON \`_honors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version__status_idx\` ON \`_honors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_created_at_idx\` ON \`_honors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_updated_at_idx\` ON \`_honors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_latest_idx\` ON \`_honors_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`department\` text,
  	\`location\` text,
  	\`headcount\` numeric,
  	\`duties\` text,
  	\`requirements\` text,
  	\`published_at\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_published_at_idx\` ON \`jobs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_weight_idx\` ON \`jobs\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_department\` text,
  	\`version_location\` text,
  	\`version_headcount\` numeric,
  	\`version_duties\` text,
  	\`version_requirements\` text,
  	\`version_published_at\` text,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_published_at_idx\` ON \`_jobs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_weight_idx\` ON \`_jobs_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`position\` text DEFAULT 'home-top',
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`link\` text,
  	\`category_id\` integer,
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_position_idx\` ON \`banners\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_mobile_image_idx\` ON \`banners\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_category_idx\` ON \`banners\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_weight_idx\` ON \`banners\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_position\` text DEFAULT 'home-top',
  	\`version_image_id\` integer,
  	\`version_mobile_image_id\` integer,
  	\`version_link\` text,
  	\`version_category_id\` integer,
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_position_idx\` ON \`_banners_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_idx\` ON \`_banners_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_mobile_image_idx\` ON \`_banners_v\` (\`version_mobile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_category_idx\` ON \`_banners_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_weight_idx\` ON \`_banners_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`nav_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`weight\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_items_children_order_idx\` ON \`nav_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_items_children_parent_id_idx\` ON \`nav_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`placement\` text DEFAULT 'header',
  	\`weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_items_placement_idx\` ON \`nav_items\` (\`placement\`);`)
  await db.run(sql`CREATE INDEX \`nav_items_weight_idx\` ON \`nav_items\` (\`weight\`);`)
  await db.run(sql`CREATE INDEX \`nav_items_updated_at_idx\` ON \`nav_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`nav_items_created_at_idx\` ON \`nav_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`nav_items__status_idx\` ON \`nav_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_nav_items_v_version_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`weight\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_children_order_idx\` ON \`_nav_items_v_version_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_children_parent_id_idx\` ON \`_nav_items_v_version_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_url\` text,
  	\`version_placement\` text DEFAULT 'header',
  	\`version_weight\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nav_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_items_v_parent_idx\` ON \`_nav_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_version_placement_idx\` ON \`_nav_items_v\` (\`version_placement\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_version_weight_idx\` ON \`_nav_items_v\` (\`version_weight\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_version_updated_at_idx\` ON \`_nav_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_version_created_at_idx\` ON \`_nav_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_version_version__status_idx\` ON \`_nav_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_created_at_idx\` ON \`_nav_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_updated_at_idx\` ON \`_nav_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_items_v_latest_idx\` ON \`_nav_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_slug_idx\` ON \`documents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_slug_idx\` ON \`_documents_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`product_categories_id\` integer,
  	\`news_id\` integer,
  	\`news_columns_id\` integer,
  	\`activities_id\` integer,
  	\`activity_joins_id\` integer,
  	\`applications_id\` integer,
  	\`members_id\` integer,
  	\`downloads_id\` integer,
  	\`download_categories_id\` integer,
  	\`files_id\` integer,
  	\`videos_id\` integer,
  	\`faqs_id\` integer,
  	\`faq_categories_id\` integer,
  	\`honors_id\` integer,
  	\`jobs_id\` integer,
  	\`banners_id\` integer,
  	\`nav_items_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_columns_id\`) REFERENCES \`news_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activities_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_joins_id\`) REFERENCES \`activity_joins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`download_categories_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`honors_id\`) REFERENCES \`honors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nav_items_id\`) REFERENCES \`nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_columns_id_idx\` ON \`payload_locked_documents_rels\` (\`news_columns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_joins_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_joins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`download_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_honors_id_idx\` ON \`payload_locked_documents_rels\` (\`honors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nav_items_id_idx\` ON \`payload_locked_documents_rels\` (\`nav_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`members_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_members_id_idx\` ON \`payload_preferences_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_config_study_type\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_study_type_order_idx\` ON \`site_config_study_type\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_study_type_parent_id_idx\` ON \`site_config_study_type\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_user_server_type\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_user_server_type_order_idx\` ON \`site_config_user_server_type\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_user_server_type_parent_id_idx\` ON \`site_config_user_server_type\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_application_type\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_application_type_order_idx\` ON \`site_config_application_type\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_application_type_parent_id_idx\` ON \`site_config_application_type\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`information_phone\` text,
  	\`technical_support_phone\` text,
  	\`server_phone\` text,
  	\`production_line\` text,
  	\`business_wechat\` text,
  	\`tech_wechat\` text,
  	\`customer_service_wechat\` text,
  	\`wechat_img_id\` integer,
  	\`weibo_img_id\` integer,
  	\`douyin_img_id\` integer,
  	\`system_site_name\` text NOT NULL,
  	\`system_site_title\` text,
  	\`system_site_keywords\` text,
  	\`system_site_description\` text,
  	\`system_site_logo_id\` integer,
  	\`system_footer_copyright\` text,
  	\`system_footer_address\` text,
  	\`system_footer_email\` text,
  	\`system_footer_slogan\` text,
  	\`icp\` text,
  	\`analytics_site_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`wechat_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`weibo_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`douyin_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`system_site_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_wechat_img_idx\` ON \`site_config\` (\`wechat_img_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_weibo_img_idx\` ON \`site_config\` (\`weibo_img_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_douyin_img_idx\` ON \`site_config\` (\`douyin_img_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_system_site_system_site_logo_idx\` ON \`site_config\` (\`system_site_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`company_info\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`introduction\` text,
  	\`culture\` text,
  	\`idea\` text,
  	\`image_id\` integer,
  	\`name\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`fax\` text,
  	\`email\` text,
  	\`postcode\` text,
  	\`work_time\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_info_image_idx\` ON \`company_info\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_params\`;`)
  await db.run(sql`DROP TABLE \`products_specs\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_params\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_categories_facets_ranges\`;`)
  await db.run(sql`DROP TABLE \`product_categories_facets_options\`;`)
  await db.run(sql`DROP TABLE \`product_categories_facets\`;`)
  await db.run(sql`DROP TABLE \`product_categories\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_facets_ranges\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_facets_options\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_facets\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`news_columns\`;`)
  await db.run(sql`DROP TABLE \`_news_columns_v\`;`)
  await db.run(sql`DROP TABLE \`activities\`;`)
  await db.run(sql`DROP TABLE \`_activities_v\`;`)
  await db.run(sql`DROP TABLE \`activity_joins\`;`)
  await db.run(sql`DROP TABLE \`activity_joins_texts\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications_texts\`;`)
  await db.run(sql`DROP TABLE \`members_sessions\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`DROP TABLE \`members_texts\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads_rels\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v_rels\`;`)
  await db.run(sql`DROP TABLE \`download_categories\`;`)
  await db.run(sql`DROP TABLE \`_download_categories_v\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`faq_categories\`;`)
  await db.run(sql`DROP TABLE \`_faq_categories_v\`;`)
  await db.run(sql`DROP TABLE \`honors\`;`)
  await db.run(sql`DROP TABLE \`_honors_v\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`nav_items_children\`;`)
  await db.run(sql`DROP TABLE \`nav_items\`;`)
  await db.run(sql`DROP TABLE \`_nav_items_v_version_children\`;`)
  await db.run(sql`DROP TABLE \`_nav_items_v\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_config_study_type\`;`)
  await db.run(sql`DROP TABLE \`site_config_user_server_type\`;`)
  await db.run(sql`DROP TABLE \`site_config_application_type\`;`)
  await db.run(sql`DROP TABLE \`site_config\`;`)
  await db.run(sql`DROP TABLE \`company_info\`;`)
}
