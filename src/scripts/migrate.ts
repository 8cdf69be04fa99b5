/* `npm run migrate`: applies the committed migrations of the database DATABASE_URL names. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase } from '@/lib/database'

const payload = await getPayload({ config })
await migrateDatabase(payload)
payload.logger.info('migrate: the database is up to date')
process.exit(0)
