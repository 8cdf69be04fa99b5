import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" ADD COLUMN "joined" numeric DEFAULT 0;
  ALTER TABLE "_activities_v" ADD COLUMN "version_joined" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" DROP COLUMN "joined";
  ALTER TABLE "_activities_v" DROP COLUMN "version_joined";`)
}
