/*
 * `npm run restore -- <file> [--force]`: puts a backup of `npm run backup` back as the database
 * DATABASE_URL names (a SQLite copy as its file, a pg_dump archive by pg_restore in one transaction).
 * Stop the site first. A database that already has staff accounts is replaced only with --force.
 */
import { restoreDatabase } from '@/lib/backup'

const [file, ...flags] = process.argv.slice(2)
if (!file) {
  console.error('usage: npm run restore -- <backup file> [--force]')
  process.exit(2)
}
try {
  const restored = await restoreDatabase(file, undefined, { force: flags.includes('--force') })
  console.log(`restore: ${file} restored into ${restored.target} (${restored.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL, pg_restore'})`)
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`)
  process.exit(1)
}
