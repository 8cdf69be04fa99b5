import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'following', 'done', 'invalid');
  CREATE TABLE "inquiries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"model" varchar NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "inquiries_follow_ups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"summary" varchar,
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"tel" varchar,
  	"email" varchar NOT NULL,
  	"apply" varchar,
  	"message" varchar,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"next_follow_up_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiries_id" integer;
  ALTER TABLE "site_config" ADD COLUMN "lead_emails_inquiry" varchar;
  ALTER TABLE "inquiries_items" ADD CONSTRAINT "inquiries_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_items" ADD CONSTRAINT "inquiries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_follow_ups" ADD CONSTRAINT "inquiries_follow_ups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_follow_ups" ADD CONSTRAINT "inquiries_follow_ups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_texts" ADD CONSTRAINT "inquiries_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_items_order_idx" ON "inquiries_items" USING btree ("_order");
  CREATE INDEX "inquiries_items_parent_id_idx" ON "inquiries_items" USING btree ("_parent_id");
  CREATE INDEX "inquiries_items_product_idx" ON "inquiries_items" USING btree ("product_id");
  CREATE INDEX "inquiries_follow_ups_order_idx" ON "inquiries_follow_ups" USING btree ("_order");
  CREATE INDEX "inquiries_follow_ups_parent_id_idx" ON "inquiries_follow_ups" USING btree ("_parent_id");
  CREATE INDEX "inquiries_follow_ups_author_idx" ON "inquiries_follow_ups" USING btree ("author_id");
  CREATE INDEX "inquiries_member_idx" ON "inquiries" USING btree ("member_id");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id");
  CREATE INDEX "inquiries_next_follow_up_at_idx" ON "inquiries" USING btree ("next_follow_up_at");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "inquiries_texts_order_parent" ON "inquiries_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");`)
  // As for the other leads' region rows (staff_operations): exports read them by lead.
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "inquiries_texts_parent_idx" ON "inquiries_texts" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_follow_ups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_items" CASCADE;
  DROP TABLE "inquiries_follow_ups" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "inquiries_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiries_id";
  ALTER TABLE "site_config" DROP COLUMN "lead_emails_inquiry";
  DROP TYPE "public"."enum_inquiries_status";`)
}
