import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_pushes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text NOT NULL,
  	\`urls\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`remain\` numeric,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_pushes_status_idx\` ON \`search_pushes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_updated_at_idx\` ON \`search_pushes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_created_at_idx\` ON \`search_pushes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer,
  	\`email\` text,
  	\`client_address\` text,
  	\`entity\` text,
  	\`doc_id\` text,
  	\`doc_title\` text,
  	\`changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_logs_action_idx\` ON \`audit_logs\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_user_idx\` ON \`audit_logs\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_entity_idx\` ON \`audit_logs\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_doc_id_idx\` ON \`audit_logs\` (\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_updated_at_idx\` ON \`audit_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_logs_created_at_idx\` ON \`audit_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`workflow_slug\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_workflow_slug_idx\` ON \`payload_jobs\` (\`workflow_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_pushes_id\` integer REFERENCES search_pushes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_logs_id\` integer REFERENCES audit_logs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_pushes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_pushes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_emails_activity_join\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_emails_after_sales\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_emails_training\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_emails_member\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_robot_kind\` text DEFAULT 'wecom';`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_robot_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`lead_robot_secret\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`baidu_push_site\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`baidu_push_token\` text;`)
  // Payload indexes a hasMany text field's rows by (order, parent_id), which a lookup by lead does not use.
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`activity_joins_texts_parent_idx\` ON \`activity_joins_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`applications_texts_parent_idx\` ON \`applications_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`members_texts_parent_idx\` ON \`members_texts\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_pushes\`;`)
  await db.run(sql`DROP TABLE \`audit_logs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`verification_codes_id\` integer,
  	\`rate_limits_id\` integer,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "product_categories_id", "news_id", "news_columns_id", "activities_id", "activity_joins_id", "applications_id", "members_id", "downloads_id", "download_categories_id", "files_id", "videos_id", "faqs_id", "faq_categories_id", "honors_id", "jobs_id", "banners_id", "nav_items_id", "documents_id", "media_id", "users_id", "verification_codes_id", "rate_limits_id") SELECT "id", "order", "parent_id", "path", "products_id", "product_categories_id", "news_id", "news_columns_id", "activities_id", "activity_joins_id", "applications_id", "members_id", "downloads_id", "download_categories_id", "files_id", "videos_id", "faqs_id", "faq_categories_id", "honors_id", "jobs_id", "banners_id", "nav_items_id", "documents_id", "media_id", "users_id", "verification_codes_id", "rate_limits_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_emails_activity_join\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_emails_after_sales\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_emails_training\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_emails_member\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_robot_kind\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_robot_url\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`lead_robot_secret\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`baidu_push_site\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`baidu_push_token\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`activity_joins_texts_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`applications_texts_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`members_texts_parent_idx\`;`)
}
