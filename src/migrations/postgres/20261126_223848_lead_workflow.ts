import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The lead workflow (src/fields/lead-workflow.ts): one set of stages for every lead, an assignee,
 * the next follow-up and a log of follow-up notes. Old stages map onto the new ones; a staff note
 * becomes the first follow-up entry (no author, at the lead's last change). Down maps the stages
 * back; the follow-up log is not folded back into one note.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "activity_joins_follow_ups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "applications_follow_ups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "activity_joins" SET "status" = CASE "status" WHEN 'contacted' THEN 'following' WHEN 'attended' THEN 'done' WHEN 'cancelled' THEN 'invalid' ELSE "status" END;
  DROP TYPE "public"."enum_activity_joins_status";
  CREATE TYPE "public"."enum_activity_joins_status" AS ENUM('new', 'following', 'done', 'invalid');
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_activity_joins_status";
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DATA TYPE "public"."enum_activity_joins_status" USING "status"::"public"."enum_activity_joins_status";
  ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "applications" SET "status" = CASE "status" WHEN 'in-progress' THEN 'following' ELSE "status" END;
  DROP TYPE "public"."enum_applications_status";
  CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'following', 'done', 'invalid');
  ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_applications_status";
  ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE "public"."enum_applications_status" USING "status"::"public"."enum_applications_status";
  ALTER TABLE "activity_joins" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "activity_joins" ADD COLUMN "next_follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "applications" ADD COLUMN "next_follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "activity_joins_follow_ups" ADD CONSTRAINT "activity_joins_follow_ups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activity_joins_follow_ups" ADD CONSTRAINT "activity_joins_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activity_joins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_follow_ups" ADD CONSTRAINT "applications_follow_ups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_follow_ups" ADD CONSTRAINT "applications_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "activity_joins_follow_ups_order_idx" ON "activity_joins_follow_ups" USING btree ("_order");
  CREATE INDEX "activity_joins_follow_ups_parent_id_idx" ON "activity_joins_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "activity_joins_follow_ups_author_idx" ON "activity_joins_follow_ups" USING btree ("author_id");
  CREATE INDEX "applications_follow_ups_order_idx" ON "applications_follow_ups" USING btree ("_order");
  CREATE INDEX "applications_follow_ups_parent_id_idx" ON "applications_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "applications_follow_ups_author_idx" ON "applications_follow_ups" USING btree ("author_id");
  ALTER TABLE "activity_joins" ADD CONSTRAINT "activity_joins_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activity_joins_status_idx" ON "activity_joins" USING btree ("status");
  CREATE INDEX "activity_joins_assignee_idx" ON "activity_joins" USING btree ("assignee_id");
  CREATE INDEX "activity_joins_next_follow_up_at_idx" ON "activity_joins" USING btree ("next_follow_up_at");
  CREATE INDEX "applications_assignee_idx" ON "applications" USING btree ("assignee_id");
  CREATE INDEX "applications_next_follow_up_at_idx" ON "applications" USING btree ("next_follow_up_at");
  INSERT INTO "activity_joins_follow_ups" ("_order", "_parent_id", "id", "note", "author_id", "at")
    SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "staff_note", NULL, "updated_at" FROM "activity_joins" WHERE trim(coalesce("staff_note", '')) <> '';
  INSERT INTO "applications_follow_ups" ("_order", "_parent_id", "id", "note", "author_id", "at")
    SELECT 1, "id", substr(md5(random()::text || "id"::text), 1, 24), "staff_note", NULL, "updated_at" FROM "applications" WHERE trim(coalesce("staff_note", '')) <> '';
  ALTER TABLE "activity_joins" DROP COLUMN "staff_note";
  ALTER TABLE "applications" DROP COLUMN "staff_note";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_joins_follow_ups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_follow_ups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity_joins_follow_ups" CASCADE;
  DROP TABLE "applications_follow_ups" CASCADE;
  ALTER TABLE "activity_joins" DROP CONSTRAINT "activity_joins_assignee_id_users_id_fk";
  
  ALTER TABLE "applications" DROP CONSTRAINT "applications_assignee_id_users_id_fk";
  
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "activity_joins" SET "status" = CASE "status" WHEN 'following' THEN 'contacted' WHEN 'done' THEN 'attended' WHEN 'invalid' THEN 'cancelled' ELSE "status" END;
  DROP TYPE "public"."enum_activity_joins_status";
  CREATE TYPE "public"."enum_activity_joins_status" AS ENUM('new', 'contacted', 'attended', 'cancelled');
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_activity_joins_status";
  ALTER TABLE "activity_joins" ALTER COLUMN "status" SET DATA TYPE "public"."enum_activity_joins_status" USING "status"::"public"."enum_activity_joins_status";
  ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "applications" SET "status" = CASE "status" WHEN 'following' THEN 'in-progress' WHEN 'invalid' THEN 'done' ELSE "status" END;
  DROP TYPE "public"."enum_applications_status";
  CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'in-progress', 'done');
  ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_applications_status";
  ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE "public"."enum_applications_status" USING "status"::"public"."enum_applications_status";
  DROP INDEX "activity_joins_status_idx";
  DROP INDEX "activity_joins_assignee_idx";
  DROP INDEX "activity_joins_next_follow_up_at_idx";
  DROP INDEX "applications_assignee_idx";
  DROP INDEX "applications_next_follow_up_at_idx";
  ALTER TABLE "activity_joins" ADD COLUMN "staff_note" varchar;
  ALTER TABLE "applications" ADD COLUMN "staff_note" varchar;
  ALTER TABLE "activity_joins" DROP COLUMN "assignee_id";
  ALTER TABLE "activity_joins" DROP COLUMN "next_follow_up_at";
  ALTER TABLE "applications" DROP COLUMN "assignee_id";
  ALTER TABLE "applications" DROP COLUMN "next_follow_up_at";`)
}
