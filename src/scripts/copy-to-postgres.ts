/*
 * `npm run copy-to-postgres -- <site.db>`: moves a site from SQLite to PostgreSQL (src/lib/copy-to-postgres.ts).
 * The database DATABASE_URL names (postgres://…) is migrated to this release, then filled with every row of
 * the SQLite file. The uploads stay where UPLOAD_DIR says (`npm run uploads:to-s3` moves them to S3). A target
 * that already has staff accounts is refused. The test suites build their PostgreSQL template with it from
 * the seeded SQLite database (scripts/seeded-database.mjs).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { copySqliteToPostgres } from '@/lib/copy-to-postgres'
import { isPostgres, migrateDatabase } from '@/lib/database'

const source = process.argv[2]
if (!source || !isPostgres()) {
  console.error('usage: DATABASE_URL=postgres://… npm run copy-to-postgres -- <site.db>')
  process.exit(2)
}
const started = Date.now()
try {
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const copied = await copySqliteToPostgres(payload, source)
  console.log(`copy-to-postgres: ${copied.rows} rows of ${copied.tables} tables copied from ${source}, search index rebuilt, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  console.error(`copy-to-postgres failed: ${(error as Error).message}`)
  process.exitCode = 1
}
process.exit()
