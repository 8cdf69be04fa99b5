/*
 * `npm run backup [-- <file>]`: a consistent copy of the database DATABASE_URL
 * names, taken while the site runs (SQLite: VACUUM INTO; PostgreSQL: pg_dump).
 * Without a file it writes data/backups/<name>-<UTC time>.db (or .dump).
 */
import { backupDatabase, defaultBackupFile } from '@/lib/backup'

const target = process.argv[2] || defaultBackupFile()
try {
  const backup = await backupDatabase(target)
  console.log(`backup: ${backup.file} (${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ${backup.kind === 'sqlite' ? 'SQLite, VACUUM INTO' : 'PostgreSQL, pg_dump custom format'})`)
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`)
  process.exit(1)
}
