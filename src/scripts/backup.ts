/*
 * `npm run backup [-- <folder>]`: the site as it is now, taken while it runs, in a new folder
 * (data/backups/<name>-<UTC time>/ unless named): the database (SQLite: VACUUM INTO, as database.db;
 * PostgreSQL: pg_dump, as database.dump) and a copy of the uploads folder (uploads/), unless the
 * uploads are in an S3 bucket, which keeps them itself.
 */
import { backupSite, defaultBackupFolder } from '@/lib/backup'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
try {
  const backup = await backupSite(process.argv[2] || defaultBackupFolder())
  const { database, uploads } = backup
  console.log(`backup: ${backup.folder}`)
  console.log(`  database: ${megabytes(database.bytes)} (${database.kind === 'sqlite' ? 'SQLite, VACUUM INTO' : 'PostgreSQL, pg_dump custom format'})`)
  console.log(
    'bucket' in uploads
      ? `  uploads: in the S3 bucket ${uploads.bucket}, not copied (keep its versioning on: docs/deployment.md)`
      : `  uploads: ${uploads.files} files, ${megabytes(uploads.bytes)}`,
  )
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`)
  process.exit(1)
}
