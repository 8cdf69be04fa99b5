/*
 * `npm run uploads:to-s3`: copies the local uploads (UPLOAD_DIR/media and
 * UPLOAD_DIR/files) of every media and files record to the bucket S3_BUCKET
 * names, where Payload's S3 storage reads them. Objects already in the bucket
 * with the same bytes are skipped, so it can run again before the switch.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { s3Settings } from '@/lib/upload-storage'
import { copyUploadsToS3 } from '@/lib/uploads-to-s3'

const settings = s3Settings()
if (!settings) {
  console.error('uploads:to-s3: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as the store needs)')
  process.exit(1)
}
try {
  const payload = await getPayload({ config })
  const report = await copyUploadsToS3(payload, settings, (line) => console.log(line))
  for (const file of report.missing) console.warn(`missing on disk: ${file}`)
  console.log(`uploads:to-s3: ${report.uploaded} uploaded, ${report.unchanged} already in s3://${settings.bucket}, ${report.missing.length} missing on disk`)
  process.exit(0)
} catch (error) {
  console.error(`uploads:to-s3 failed: ${(error as Error).message}`)
  process.exit(1)
}
