/*
 * The release step of the rolling-upgrade check (tests/scale-out/run.mjs, S11): `npm run migrate` of a
 * release that adds one migration, additive as docs/deployment.md ("Upgrade") asks: a new nullable
 * column. Applied by Payload's own migrate, after every committed migration, while the old release serves.
 * `down` as the second argument takes it back out.
 */
import config from '@payload-config'
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import { migrations as committed } from '@/migrations/postgres'

const probe = {
  name: '29991231_000000_upgrade_probe',
  up: async ({ db }: MigrateUpArgs) => {
    await db.execute(sql`ALTER TABLE "products" ADD COLUMN "upgrade_probe" varchar`)
  },
  down: async ({ db }: MigrateDownArgs) => {
    await db.execute(sql`ALTER TABLE "products" DROP COLUMN IF EXISTS "upgrade_probe"`)
  },
}

const payload = await getPayload({ config })
if (process.argv[2] === 'down') {
  await probe.down({ db: payload.db.drizzle, payload } as never)
  await payload.delete({ collection: 'payload-migrations', where: { name: { equals: probe.name } }, overrideAccess: true })
} else await payload.db.migrate({ migrations: [...committed, probe] as never })
process.exit(0)
