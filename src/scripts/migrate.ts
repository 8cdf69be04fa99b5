/*
 * `npm run migrate`: applies the committed migrations of the database DATABASE_URL
 * names, then repairs any activity seat counter that disagrees with its sign-ups.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { repairSeatCounts } from '@/collections/activity-joins/seats'
import { migrateDatabase } from '@/lib/database'

const payload = await getPayload({ config })
await migrateDatabase(payload)
await repairSeatCounts(payload)
payload.logger.info('migrate: the database is up to date')
process.exit(0)
