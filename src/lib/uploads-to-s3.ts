import { createHash } from 'node:crypto'
import fs from 'node:fs'

import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { isMissingObject, localUploadPath, objectKey, s3Client, UPLOAD_COLLECTIONS, type S3Settings, type UploadCollection } from './upload-storage'

export type CopyReport = { uploaded: number; unchanged: number; missing: string[] }

type LocalUpload = { collection: UploadCollection; filename: string; prefix: string | null; mimeType: string | null }

type UploadRecord = {
  filename?: string | null
  prefix?: string | null
  mimeType?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null
}

/**
 * Every stored file of a collection's records: the original and each
 * generated image size. Read here with the Local API, as the seed does:
 * this is the body of a maintenance script run outside Next
 * (`npm run uploads:to-s3`), where src/data's server-only modules cannot load.
 */
async function* localUploads(payload: Payload, collection: UploadCollection): AsyncGenerator<LocalUpload> {
  for (let page = 1; ; page += 1) {
    const result = await payload.find({ collection, depth: 0, limit: 200, page, sort: 'id', overrideAccess: true, draft: true })
    for (const doc of result.docs as UploadRecord[]) {
      const prefix = doc.prefix || null
      if (doc.filename) yield { collection, filename: doc.filename, prefix, mimeType: doc.mimeType ?? null }
      for (const size of Object.values(doc.sizes ?? {})) {
        if (size?.filename) yield { collection, filename: size.filename, prefix, mimeType: size.mimeType ?? null }
      }
    }
    if (!result.hasNextPage) return
  }
}

async function md5Of(filePath: string): Promise<string> {
  const hash = createHash('md5')
  for await (const chunk of fs.createReadStream(filePath)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * Copies the local files of every media and files record to the bucket under
 * the key Payload's S3 storage reads (<prefix>/<filename>). An object that is
 * already there with the same bytes (size, and MD5 where the ETag is one) is
 * left alone, so the copy can be run again at any time.
 */
export async function copyUploadsToS3(payload: Payload, settings: S3Settings, log: (line: string) => void = () => {}): Promise<CopyReport> {
  const s3 = await s3Client(settings)
  const report: CopyReport = { uploaded: 0, unchanged: 0, missing: [] }
  const seen = new Set<string>()
  for (const collection of UPLOAD_COLLECTIONS) {
    for await (const upload of localUploads(payload, collection)) {
      const key = objectKey(collection, upload)
      if (seen.has(key)) continue
      seen.add(key)
      const filePath = localUploadPath(collection, upload.filename)
      const stat = await fs.promises.stat(filePath).catch(() => null)
      if (!stat?.isFile()) {
        report.missing.push(filePath)
        continue
      }
      const existing = await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key })).catch((error: unknown) => {
        if (isMissingObject(error)) return null
        throw error
      })
      const etag = existing?.ETag?.replaceAll('"', '')
      const same = existing?.ContentLength === stat.size && (!etag || etag.includes('-') || etag === (await md5Of(filePath)))
      if (same) {
        report.unchanged += 1
        continue
      }
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: fs.createReadStream(filePath),
          ContentLength: stat.size,
          ContentType: upload.mimeType || 'application/octet-stream',
        }),
      )
      report.uploaded += 1
      log(`uploaded ${key} (${stat.size} bytes)`)
    }
  }
  return report
}
