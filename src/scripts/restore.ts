/*
 * `npm run restore -- <backup folder> [--force]`: puts a backup of `npm run backup` back, with the site
 * stopped: the database DATABASE_URL names (a SQLite copy as its file, a pg_dump archive by pg_restore in
 * one transaction) and the uploads into UPLOAD_DIR. A database with staff accounts, or an uploads folder
 * with files in it, is replaced only with --force (the old uploads are moved aside). A single database
 * file, as backups held before the uploads were included, restores the database alone.
 */
import { restoreSite } from '@/lib/backup'

const [source, ...flags] = process.argv.slice(2)
if (!source) {
  console.error('usage: npm run restore -- <backup folder> [--force]')
  process.exit(2)
}
try {
  const restored = await restoreSite(source, undefined, { force: flags.includes('--force') })
  console.log(`restore: ${source}`)
  console.log(`  database: into ${restored.target} (${restored.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL, pg_restore'})`)
  const { uploads } = restored
  if (!uploads) console.log('  uploads: none in this backup')
  else if ('bucket' in uploads) console.log(`  uploads: kept by the S3 bucket ${uploads.bucket}`)
  else console.log(`  uploads: ${uploads.files} files into ${uploads.folder}${uploads.movedAside ? ` (what was there is now in ${uploads.movedAside})` : ''}`)
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`)
  process.exit(1)
}
