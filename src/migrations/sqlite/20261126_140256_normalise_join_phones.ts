import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

import { normaliseJoinPhones } from '@/data/normalise-identities'
import { rawDatabase } from '@/lib/raw-sql'
import { normalisePhone } from '@/validation/rules'

/** Sign-ups' phones as the contract stores them, so one number holds one seat per activity (src/data/normalise-identities.ts). */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await normaliseJoinPhones(rawDatabase(db, 'sqlite'), normalisePhone, (message) => payload.logger.warn(`normalise phones: ${message}`))
}

/** The phones as typed are not kept: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
