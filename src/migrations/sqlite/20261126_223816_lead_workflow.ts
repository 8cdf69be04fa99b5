import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The lead workflow (src/fields/lead-workflow.ts): one set of stages for every lead, an assignee,
 * the next follow-up and a log of follow-up notes. Old stages map onto the new ones; a staff note
 * becomes the first follow-up entry (no author, at the lead's last change). Down maps the stages
 * back; the follow-up log is not folded back into one note.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`activity_joins_follow_ups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`note\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`activity_joins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_joins_follow_ups_order_idx\` ON \`activity_joins_follow_ups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_follow_ups_parent_id_idx\` ON \`activity_joins_follow_ups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_follow_ups_author_idx\` ON \`activity_joins_follow_ups\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_follow_ups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`note\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_follow_ups_order_idx\` ON \`applications_follow_ups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_follow_ups_parent_id_idx\` ON \`applications_follow_ups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_follow_ups_author_idx\` ON \`applications_follow_ups\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`activity_joins\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`activity_joins\` ADD \`next_follow_up_at\` text;`)
  await db.run(sql`CREATE INDEX \`activity_joins_status_idx\` ON \`activity_joins\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_assignee_idx\` ON \`activity_joins\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_next_follow_up_at_idx\` ON \`activity_joins\` (\`next_follow_up_at\`);`)
  await db.run(sql`UPDATE \`activity_joins\` SET \`status\` = CASE \`status\` WHEN 'contacted' THEN 'following' WHEN 'attended' THEN 'done' WHEN 'cancelled' THEN 'invalid' ELSE \`status\` END;`)
  await db.run(sql`INSERT INTO \`activity_joins_follow_ups\` (\`_order\`, \`_parent_id\`, \`id\`, \`note\`, \`author_id\`, \`at\`) SELECT 1, \`id\`, lower(hex(randomblob(12))), \`staff_note\`, NULL, \`updated_at\` FROM \`activity_joins\` WHERE trim(coalesce(\`staff_note\`, '')) <> '';`)
  await db.run(sql`ALTER TABLE \`activity_joins\` DROP COLUMN \`staff_note\`;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`next_follow_up_at\` text;`)
  await db.run(sql`CREATE INDEX \`applications_assignee_idx\` ON \`applications\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_next_follow_up_at_idx\` ON \`applications\` (\`next_follow_up_at\`);`)
  await db.run(sql`UPDATE \`applications\` SET \`status\` = CASE \`status\` WHEN 'in-progress' THEN 'following' ELSE \`status\` END;`)
  await db.run(sql`INSERT INTO \`applications_follow_ups\` (\`_order\`, \`_parent_id\`, \`id\`, \`note\`, \`author_id\`, \`at\`) SELECT 1, \`id\`, lower(hex(randomblob(12))), \`staff_note\`, NULL, \`updated_at\` FROM \`applications\` WHERE trim(coalesce(\`staff_note\`, '')) <> '';`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`staff_note\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`activity_joins\` SET \`status\` = CASE \`status\` WHEN 'following' THEN 'contacted' WHEN 'done' THEN 'attended' WHEN 'invalid' THEN 'cancelled' ELSE \`status\` END;`)
  await db.run(sql`UPDATE \`applications\` SET \`status\` = CASE \`status\` WHEN 'following' THEN 'in-progress' WHEN 'invalid' THEN 'done' ELSE \`status\` END;`)
  await db.run(sql`DROP TABLE \`activity_joins_follow_ups\`;`)
  await db.run(sql`DROP TABLE \`applications_follow_ups\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_activity_joins\` (
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
  await db.run(sql`INSERT INTO \`__new_activity_joins\`("id", "activity_id", "member_id", "name", "company", "phone", "tel", "email", "wechat", "qq", "apply", "status", "staff_note", "updated_at", "created_at") SELECT "id", "activity_id", "member_id", "name", "company", "phone", "tel", "email", "wechat", "qq", "apply", "status", "staff_note", "updated_at", "created_at" FROM \`activity_joins\`;`)
  await db.run(sql`DROP TABLE \`activity_joins\`;`)
  await db.run(sql`ALTER TABLE \`__new_activity_joins\` RENAME TO \`activity_joins\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`activity_joins_activity_idx\` ON \`activity_joins\` (\`activity_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_member_idx\` ON \`activity_joins\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_updated_at_idx\` ON \`activity_joins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activity_joins_created_at_idx\` ON \`activity_joins\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`activity_phone_idx\` ON \`activity_joins\` (\`activity_id\`,\`phone\`);`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
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
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "kind", "status", "member_id", "name", "company", "phone", "tel", "email", "apply", "no", "after_type", "study_type", "detail", "staff_note", "updated_at", "created_at") SELECT "id", "kind", "status", "member_id", "name", "company", "phone", "tel", "email", "apply", "no", "after_type", "study_type", "detail", "staff_note", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`CREATE INDEX \`applications_kind_idx\` ON \`applications\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_member_idx\` ON \`applications\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
}
