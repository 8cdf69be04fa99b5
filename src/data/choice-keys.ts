import { sql } from 'drizzle-orm'

import type { RawDatabase } from '@/lib/raw-sql'

/** The lead and member columns that hold a choice from one of site config's option lists (表单选项). */
const CHOICE_COLUMNS = [
  { table: 'applications', column: 'after_type', list: 'user_server_type' },
  { table: 'applications', column: 'study_type', list: 'study_type' },
  { table: 'applications', column: 'apply', list: 'application_type' },
  { table: 'activity_joins', column: 'apply', list: 'application_type' },
  { table: 'inquiries', column: 'apply', list: 'application_type' },
  { table: 'members', column: 'apply', list: 'application_type' },
] as const

/**
 * Rewrites choices stored as an option's name, in either language ("Repair",
 * "故障维修"), as the option's key ("repair"), the form leads hold since the
 * forms send keys (src/data/choice-keys.server.ts). Text that is a key already,
 * or names no option, stays as it is.
 */
export async function choiceNamesToKeys(db: RawDatabase): Promise<void> {
  for (const { table, column, list } of CHOICE_COLUMNS) {
    const [target, field, options, names] = [table, column, `site_config_${list}`, `site_config_${list}_locales`].map((name) => sql.identifier(name))
    await db.run(sql`
      UPDATE ${target} SET ${field} = (
        SELECT o."key" FROM ${options} o JOIN ${names} n ON n."_parent_id" = o."id"
        WHERE n."value" = ${target}.${field} ORDER BY o."_order" LIMIT 1)
      WHERE ${field} NOT IN (SELECT "key" FROM ${options}) AND ${field} IN (SELECT "value" FROM ${names})`)
  }
}
