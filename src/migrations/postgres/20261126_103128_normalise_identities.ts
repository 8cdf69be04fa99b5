import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

import { normaliseIdentities } from '@/data/normalise-identities'
import { rawDatabase } from '@/lib/raw-sql'

/** Usernames and e-mails in lower case, so they are unique whatever their letter case (src/data/normalise-identities.ts). */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await normaliseIdentities(rawDatabase(db, 'postgres'), (message) => payload.logger.warn(`normalise identities: ${message}`))
}

/** The original letter case is not kept: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
