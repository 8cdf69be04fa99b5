import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { uploadRoot } from './upload-root'

/** The upload collections; each keeps its files under its own slug, on disk and in the bucket. */
export type UploadCollection = 'media' | 'files'
export const UPLOAD_COLLECTIONS: UploadCollection[] = ['media', 'files']

export type S3Settings = { bucket: string; config: S3ClientConfig }

/** Object storage from S3_* variables, or null when S3_BUCKET is empty (uploads stay on local disk). */
export function s3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
      // Without keys the SDK's own chain applies (instance role, AWS_* variables, shared config).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's default
      // aws-chunked uploads with trailing CRC32 checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * Payload's S3 storage for media and files when S3_BUCKET is set. Files are
 * still served by Payload's own route (/cms-api/<collection>/file/<name>),
 * after the collection's read access: objects are never public, and image URLs
 * stay on the site for next/image and the CSP. The plugin's fields (prefix,
 * _objectKey) exist with and without S3, so both modes share one schema.
 */
export function uploadStoragePlugin(settings: S3Settings | null = s3Settings()): Plugin {
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
    collections: Object.fromEntries(
      UPLOAD_COLLECTIONS.map((slug) => [slug, { prefix: slug, generateFileURL: ({ filename }: { filename: string }) => payloadFileUrl(slug, filename) }]),
    ),
  })
}

/**
 * The URL Payload gives an upload on local disk, kept as it is with S3 (the
 * plugin would add ?prefix=<collection>, which the route does not need: a
 * file name is unique in its collection).
 */
function payloadFileUrl(collection: UploadCollection, filename: string): string {
  return `${process.env.SITE_URL || ''}/cms-api/${collection}/file/${encodeURIComponent(filename)}`
}

/** A stored upload as its record names it. */
export type StoredUpload = { filename?: string | null; prefix?: string | null }

/** The object key of an upload: the record's prefix (older records have none) and its file name. */
export function objectKey(collection: UploadCollection, upload: StoredUpload & { filename: string }): string {
  return path.posix.join(upload.prefix || collection, path.posix.basename(upload.filename))
}

/** Where an upload of a collection lives on local disk. */
export function localUploadPath(collection: UploadCollection, filename: string): string {
  return path.join(uploadRoot(), collection, path.basename(filename))
}

const clients = new Map<string, Promise<S3Client>>()

/** One S3 client per process and settings (the SDK is loaded only when S3 is used). */
export function s3Client(settings: S3Settings): Promise<S3Client> {
  const key = JSON.stringify(settings.config)
  let client = clients.get(key)
  if (!client) {
    client = import('@aws-sdk/client-s3').then(({ S3Client }) => new S3Client(settings.config))
    clients.set(key, client)
  }
  return client
}

export type OpenedUpload = { body: ReadableStream<Uint8Array>; size: number | undefined }

/** Opens a stored upload for streaming, from the bucket or the local disk; null when it is missing. */
export async function openStoredUpload(collection: UploadCollection, upload: StoredUpload, settings: S3Settings | null = s3Settings()): Promise<OpenedUpload | null> {
  if (!upload.filename) return null
  if (!settings) {
    const filePath = localUploadPath(collection, upload.filename)
    const stat = await fs.promises.stat(filePath).catch(() => null)
    if (!stat?.isFile()) return null
    return { body: Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream<Uint8Array>, size: stat.size }
  }
  const s3 = await s3Client(settings)
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(collection, { ...upload, filename: upload.filename }) }))
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength }
  } catch (error) {
    if (isMissingObject(error)) return null
    throw error
  }
}

/**
 * Throws unless the bucket answers to our keys: a read of a key nobody writes
 * must come back as "no such key" (a GET, not a HEAD, so a missing bucket or
 * refused keys are told apart from a missing object).
 */
export async function checkBucket(settings: S3Settings): Promise<void> {
  const s3 = await s3Client(settings)
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: '.readiness-probe', Range: 'bytes=0-0' }))
    await object.Body?.transformToByteArray()
  } catch (error) {
    const { name, message, $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } }
    if (name === 'NoSuchKey') return
    const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : ''
    throw new Error(`bucket ${settings.bucket}: ${name ?? 'error'}${status}${message && message !== name ? `: ${message}` : ''}`)
  }
}

export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}
