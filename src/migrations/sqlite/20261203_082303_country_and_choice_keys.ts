import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { choiceNamesToKeys } from '@/data/choice-keys'
import { rawDatabase } from '@/lib/raw-sql'

/**
 * Country of members and leads (China for everyone so far), and lead choices stored as the option
 * keys of site config (表单选项): after-sales and training types were stored as the name the visitor
 * saw, in their language (Repair beside 故障维修); any stored name of an option, in either language,
 * becomes its key (src/data/choice-keys.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activity_joins\` ADD \`country\` text DEFAULT 'CN';`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`country\` text DEFAULT 'CN';`)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`country\` text DEFAULT 'CN';`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`country\` text DEFAULT 'CN';`)
  await choiceNamesToKeys(rawDatabase(db, 'sqlite'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activity_joins\` DROP COLUMN \`country\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`country\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`country\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`country\`;`)
}
