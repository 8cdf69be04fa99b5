/*
 * `npm run seed`: applies migrations, then adds whatever demo content is missing.
 * With SEED_ONLY_IF_EMPTY=1 (used by `npm run demo`) it does nothing on a database that
 * already has staff accounts, so staff deletions are never undone.
 *
 * `npm run seed -- --scale`: content at catalogue size on top of the demo content
 * (seeded first when the database has none): 10,000 products, 100,000 articles,
 * 5,000 downloads and 200 activities in all (src/seed/scale.ts). Run again, it adds nothing.
 */
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase } from '@/lib/database'

import { seedScale, terminalProgress } from './scale'
import { seed } from './seed'

const payload = await getPayload({ config })
await migrateDatabase(payload)
if (process.argv.includes('--scale')) {
  const started = Date.now()
  if ((await payload.count({ collection: 'product-categories', overrideAccess: true })).totalDocs === 0) {
    payload.logger.info('seed: the database has no demo content yet, seeding it first')
    await seed(payload, {
      log: (message) => payload.logger.info(`seed: ${message}`),
      credentialsFile: path.resolve(process.env.DEMO_CREDENTIALS_FILE || 'data/demo-credentials.json'),
    })
  }
  const added = await seedScale(payload, { progress: terminalProgress() })
  const total = Object.values(added).reduce((sum, value) => sum + value, 0)
  payload.logger.info(
    total === 0
      ? 'seed --scale: nothing to add, the database is already at scale'
      : `seed --scale: added ${JSON.stringify(added)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  process.exit(0)
}
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
