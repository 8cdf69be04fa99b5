import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The logo becomes one per language: the one there was is the Chinese one, and English falls back to it.
  await db.run(sql`ALTER TABLE \`site_config_locales\` ADD \`system_site_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`UPDATE \`site_config_locales\` SET \`system_site_logo_id\` = (SELECT s.\`system_site_logo_id\` FROM \`site_config\` s WHERE s.\`id\` = \`site_config_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'zh';`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`information_phone\` text,
  	\`technical_support_phone\` text,
  	\`server_phone\` text,
  	\`business_wechat\` text,
  	\`tech_wechat\` text,
  	\`customer_service_wechat\` text,
  	\`wechat_img_id\` integer,
  	\`weibo_img_id\` integer,
  	\`douyin_img_id\` integer,
  	\`system_footer_email\` text,
  	\`icp\` text,
  	\`analytics_site_id\` text,
  	\`lead_emails_activity_join\` text,
  	\`lead_emails_after_sales\` text,
  	\`lead_emails_training\` text,
  	\`lead_emails_inquiry\` text,
  	\`lead_emails_member\` text,
  	\`lead_robot_kind\` text DEFAULT 'wecom',
  	\`lead_robot_url\` text,
  	\`lead_robot_secret\` text,
  	\`baidu_push_site\` text,
  	\`baidu_push_token\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`wechat_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`weibo_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`douyin_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_config\`("id", "information_phone", "technical_support_phone", "server_phone", "business_wechat", "tech_wechat", "customer_service_wechat", "wechat_img_id", "weibo_img_id", "douyin_img_id", "system_footer_email", "icp", "analytics_site_id", "lead_emails_activity_join", "lead_emails_after_sales", "lead_emails_training", "lead_emails_inquiry", "lead_emails_member", "lead_robot_kind", "lead_robot_url", "lead_robot_secret", "baidu_push_site", "baidu_push_token", "updated_at", "created_at") SELECT "id", "information_phone", "technical_support_phone", "server_phone", "business_wechat", "tech_wechat", "customer_service_wechat", "wechat_img_id", "weibo_img_id", "douyin_img_id", "system_footer_email", "icp", "analytics_site_id", "lead_emails_activity_join", "lead_emails_after_sales", "lead_emails_training", "lead_emails_inquiry", "lead_emails_member", "lead_robot_kind", "lead_robot_url", "lead_robot_secret", "baidu_push_site", "baidu_push_token", "updated_at", "created_at" FROM \`site_config\`;`)
  await db.run(sql`DROP TABLE \`site_config\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_config\` RENAME TO \`site_config\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_config_wechat_img_idx\` ON \`site_config\` (\`wechat_img_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_weibo_img_idx\` ON \`site_config\` (\`weibo_img_id\`);`)
  await db.run(sql`CREATE INDEX \`site_config_douyin_img_idx\` ON \`site_config\` (\`douyin_img_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`show_text\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_show_text\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`site_config_system_site_system_site_logo_idx\` ON \`site_config_locales\` (\`system_site_logo_id\`,\`_locale\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_config_locales\` (
  	\`production_line\` text,
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
  await db.run(sql`INSERT INTO \`__new_site_config_locales\`("production_line", "system_site_name", "system_site_title", "system_site_keywords", "system_site_description", "system_footer_copyright", "system_footer_address", "system_footer_slogan", "id", "_locale", "_parent_id") SELECT "production_line", "system_site_name", "system_site_title", "system_site_keywords", "system_site_description", "system_footer_copyright", "system_footer_address", "system_footer_slogan", "id", "_locale", "_parent_id" FROM \`site_config_locales\`;`)
  await db.run(sql`DROP TABLE \`site_config_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_config_locales\` RENAME TO \`site_config_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_config_locales_locale_parent_id_unique\` ON \`site_config_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`system_site_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_config_system_site_system_site_logo_idx\` ON \`site_config\` (\`system_site_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`show_text\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_show_text\`;`)
}
