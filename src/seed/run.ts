/*
 * `npm run seed`: applies migrations, then adds whatever demo content is missing.
 * With SEED_ONLY_IF_EMPTY=1 (used by `npm run demo`) it does nothing on a database that
 * already has staff accounts, so staff deletions are never undone.
 */
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase } from '@/lib/database'

import { seed } from './seed'

const payload = await getPayload({ config })
await migrateDatabase(payload)
if (process.argv.includes('--if-empty') || process.env.SEED_ONLY_IF_EMPTY === '1') {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) {
    payload.logger.info('seed: the database already has content, nothing seeded')
    process.exit(0)
  }
}
const credentialsFile = path.resolve(process.env.DEMO_CREDENTIALS_FILE || 'data/demo-credentials.json')
const started = Date.now()
const result = await seed(payload, { log: (message) => payload.logger.info(`seed: ${message}`), credentialsFile })
const total = Object.values(result.created).reduce((sum, value) => sum + value, 0)
payload.logger.info(
  total === 0
    ? 'seed: nothing to add, the demo content is already there'
    : `seed: added ${total} documents in ${((Date.now() - started) / 1000).toFixed(1)} s (${JSON.stringify(result.created)})`,
)
process.exit(0)
