import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from '@20minutes/s3rver'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as restGet } from '@/app/(payload)/cms-api/[...slug]/route'
import { dispatch } from '@/contract/dispatch.server'
import { readiness } from '@/data/health.server'
import { mediaDto } from '@/data/media'
import { checkBucket, s3Settings, type S3Settings } from '@/lib/upload-storage'
import { copyUploadsToS3 } from '@/lib/uploads-to-s3'
import { uploadRoot } from '@/lib/upload-root'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

// The s3 project of vitest.config.ts sets S3_* (and S3RVER_DIR) for this file only.
const suffix = Date.now().toString(36)
let server: S3rver
let settings: S3Settings
let s3: S3Client
let payload: Payload

beforeAll(async () => {
  settings = s3Settings()!
  expect(settings, 'S3_BUCKET is set by the s3 Vitest project').not.toBeNull()
  const endpoint = new URL(settings.config.endpoint as string)
  server = new S3rver({
    address: endpoint.hostname,
    port: Number(endpoint.port),
    directory: process.env.S3RVER_DIR,
    silent: true,
    configureBuckets: [{ name: settings.bucket }],
  })
  await server.run()
  s3 = new S3Client(settings.config)
  // The SDK addresses a bucket as /<bucket>/ and s3rver signs it as /<bucket>: only bucket-level calls
  // (the listing here) differ, the object calls Payload and the copy make do not.
  s3.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string }
      if (request.path === `/${settings.bucket}/`) request.path = `/${settings.bucket}`
      return next(args)
    },
    { step: 'build', name: 's3rverBucketPath' },
  )
  payload = await testPayload()
})

afterAll(async () => {
  s3?.destroy()
  await server?.close()
})

async function keysUnder(prefix: string): Promise<Map<string, number>> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix }))
  return new Map((listed.Contents ?? []).map((object) => [object.Key!, object.Size ?? 0]))
}

/** A request through Payload's real REST route at /cms-api, as the Next server hands it over. */
function restFile(collection: string, filename: string, headers: Record<string, string> = {}) {
  const url = new URL(`/cms-api/${collection}/file/${encodeURIComponent(filename)}`, 'http://localhost:3000')
  const request = new Request(url, { headers: { host: 'localhost:3000', 'x-client-address': '198.51.100.30', ...headers } })
  return restGet(request, { params: Promise.resolve({ slug: [collection, 'file', filename] }) })
}

function downloadFile(id: number, headers: Record<string, string> = {}) {
  return dispatch(
    new Request(`http://localhost:3000/api/index/download_file?id=${id}`, { headers: { host: 'localhost:3000', 'x-client-address': '198.51.100.31', ...headers } }),
    'index',
    'download_file',
  )
}

async function memberToken(): Promise<string> {
  const username = `s3member_${suffix}`
  await payload.create({
    collection: 'members',
    data: { username, email: `${username}@example.com`, password: 'member-pass-1', name: '存储测试', status: 'active' },
    overrideAccess: true,
  })
  const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
  const login = await call<{ token: string }>('/api/index/login', { body: { username, password: 'member-pass-1', captcha: 'T3ST', hash } })
  expect(login.body.code).toBe(1)
  return login.body.data.token
}

describe('uploads in S3-compatible storage (S3_BUCKET set)', () => {
  it('an uploaded image and its sizes go to the bucket and are served through Payload’s route', async () => {
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1677ff' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: '存储测试图' },
      file: { data: image, mimetype: 'image/png', name: `s3-image-${suffix}.png`, size: image.length },
      overrideAccess: true,
    })
    const keys = await keysUnder('media/')
    expect(keys.get(`media/${media.filename}`)).toBe(image.length)
    expect(media.sizes?.thumbnail?.filename).toBeTruthy()
    expect(keys.has(`media/${media.sizes!.thumbnail!.filename}`)).toBe(true)
    expect(fs.existsSync(path.join(uploadRoot(), 'media', media.filename!))).toBe(false)

    // The URL stays on the site (next/image's localPatterns, the CSP's img-src 'self'), never the bucket's.
    const dto = mediaDto(media)!
    const version = `?v=${Date.parse(media.updatedAt).toString(36)}`
    expect(dto.url).toBe(`/cms-api/media/file/${encodeURIComponent(media.filename!)}${version}`)
    expect(dto.thumbnail).toBe(`/cms-api/media/file/${encodeURIComponent(media.sizes!.thumbnail!.filename!)}${version}`)

    const served = await restFile('media', media.filename!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
    expect((await restFile('media', `missing-${suffix}.png`)).status).toBe(404)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect((await keysUnder('media/')).has(`media/${media.filename}`)).toBe(false)
  })

  it('a member-only file is in the bucket, refused anonymously by the contract (10004) and by Payload’s route (staff only), and served to a member by the contract', async () => {
    const bytes = Buffer.from(`会员资料 ${suffix}\n`.repeat(200))
    const file = await payload.create({
      collection: 'files',
      data: { title: '会员资料' },
      file: { data: bytes, mimetype: 'text/plain', name: `s3-manual-${suffix}.txt`, size: bytes.length },
      overrideAccess: true,
    })
    expect((await keysUnder('files/')).get(`files/${file.filename}`)).toBe(bytes.length)
    expect(fs.existsSync(path.join(uploadRoot(), 'files', file.filename!))).toBe(false)
    const category = await payload.create({ collection: 'download-categories', data: { name: `存储-${suffix}`, _status: 'published' }, overrideAccess: true })
    const download = await payload.create({
      collection: 'downloads',
      data: { title: `会员手册 ${suffix}`, category: category.id, file: file.id, memberOnly: true, _status: 'published' },
      overrideAccess: true,
    })

    const anonymous = await downloadFile(download.id)
    expect(await anonymous.json()).toMatchObject({ code: 10004 })
    expect((await restFile('files', file.filename!)).status).toBe(403)
    await payload.create({ collection: 'users', data: { email: `s3-editor-${suffix}@example.com`, password: 'editor-pass-1', role: 'editor' }, overrideAccess: true })
    const staff = await payload.login({ collection: 'users', data: { email: `s3-editor-${suffix}@example.com`, password: 'editor-pass-1' } })
    const forStaff = await restFile('files', file.filename!, { authorization: `JWT ${staff.token}` })
    expect(forStaff.status).toBe(200)
    expect(Buffer.from(await forStaff.arrayBuffer()).equals(bytes)).toBe(true)

    const token = await memberToken()
    const served = await downloadFile(download.id, { authorization: `Bearer ${token}` })
    expect(served.headers.get('content-type')).toBe('text/plain')
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/)
    const body = Buffer.from(await served.arrayBuffer())
    expect(body.equals(bytes)).toBe(true)
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length)
    expect((await payload.findByID({ collection: 'downloads', id: download.id, overrideAccess: true })).downloadCount).toBe(1)

    // An object gone from the bucket is a missing download, not a fault, and is not counted.
    await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: `files/${file.filename}` }))
    expect(await (await downloadFile(download.id, { authorization: `Bearer ${token}` })).json()).toMatchObject({ code: 0, msg: '资料不存在或已下线' })
    expect((await payload.findByID({ collection: 'downloads', id: download.id, overrideAccess: true })).downloadCount).toBe(1)
  })

  it('readiness checks the bucket: our keys must reach it', async () => {
    expect((await readiness()).checks).toContainEqual({ name: 's3', ok: true })
    await expect(checkBucket({ ...settings, bucket: `missing-${suffix}` })).rejects.toThrow(/NoSuchBucket/)
    await expect(checkBucket({ ...settings, config: { ...settings.config, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong-secret' } } })).rejects.toThrow(/HTTP 403/)
  })

  it('uploads:to-s3 copies a file that is only on local disk once; running it again changes nothing', async () => {
    const bytes = Buffer.from(`legacy datasheet ${suffix}\n`.repeat(100))
    const file = await payload.create({
      collection: 'files',
      data: { title: '旧资料' },
      file: { data: bytes, mimetype: 'text/plain', name: `s3-legacy-${suffix}.txt`, size: bytes.length },
      overrideAccess: true,
    })
    // As if uploaded before S3: the bytes on local disk, nothing in the bucket.
    const key = `files/${file.filename}`
    await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
    const local = path.join(uploadRoot(), 'files', file.filename!)
    fs.mkdirSync(path.dirname(local), { recursive: true })
    fs.writeFileSync(local, bytes)

    const first = await copyUploadsToS3(payload, settings)
    expect(first.uploaded).toBe(1)
    expect(first.missing).not.toContain(local)
    const copied = await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
    expect(copied.ContentLength).toBe(bytes.length)
    expect(copied.ContentType).toBe('text/plain')

    const before = await keysUnder('')
    const second = await copyUploadsToS3(payload, settings)
    expect(second.uploaded).toBe(0)
    expect(second.unchanged).toBe(first.unchanged + first.uploaded)
    expect(await keysUnder('')).toEqual(before)
    const again = await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
    expect(again.LastModified).toEqual(copied.LastModified)
  })
})
