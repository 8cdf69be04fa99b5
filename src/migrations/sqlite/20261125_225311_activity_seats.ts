import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activities\` ADD \`joined\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` ADD \`version_joined\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activities\` DROP COLUMN \`joined\`;`)
  await db.run(sql`ALTER TABLE \`_activities_v\` DROP COLUMN \`version_joined\`;`)
}
