import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as restPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { uploadRoot } from '@/lib/upload-root'
import { IMAGE_TOO_LARGE, IMAGE_UNREADABLE, imageTooManyPixels, MAX_IMAGE_BYTES, MAX_ORIGINAL_SIDE, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@/lib/upload-limits'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)
const ORIGIN = 'http://localhost:3000'
let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const email = `editor-uploads-${suffix}@example.com`
  await payload.create({ collection: 'users', data: { email, password: 'editor-uploads-1', name: '编辑己', role: 'editor' }, overrideAccess: true })
  token = (await payload.login({ collection: 'users', data: { email, password: 'editor-uploads-1' } })).token!
})

/** POST /cms-api/{collection} with one file, as the admin's upload field sends it. */
async function upload(collection: 'media' | 'files', file: { name: string; type: string; data: Uint8Array<ArrayBuffer> }) {
  const form = new FormData()
  form.append('file', new Blob([file.data], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(collection === 'media' ? { alt: '上传限制测试' } : { title: '上传限制测试' }))
  const request = new Request(new URL(`/cms-api/${collection}`, ORIGIN), {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: ORIGIN, authorization: `JWT ${token}` },
    body: form,
  })
  const response = await restPost(request, { params: Promise.resolve({ slug: [collection] }) })
  return { status: response.status, body: (await response.json()) as { doc?: { id: number; width?: number }; errors?: { message: string }[] } }
}

/** A one-pixel PNG whose header claims `width` × `height`: what a decompression bomb looks like to a reader of headers. */
async function pngClaiming(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  )
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29)
  return new Uint8Array(png)
}

/** A plain JPEG of this many pixels. */
async function jpeg(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#1f5fbf' } })
      .jpeg()
      .toBuffer(),
  )
}

describe('staff uploads are bounded, and told why in Chinese', () => {
  it('an ordinary picture is stored with its sizes', async () => {
    const data = await jpeg(800, 600)
    const answer = await upload('media', { name: `ordinary-${suffix}.jpg`, type: 'image/jpeg', data })
    expect(answer.status).toBe(201)
    expect(answer.body.doc?.width).toBe(800)
    // Within the kept size: stored exactly as sent.
    const stored = await payload.findByID({ collection: 'media', id: answer.body.doc!.id, overrideAccess: true })
    expect(Buffer.compare(fs.readFileSync(path.join(uploadRoot(), 'media', stored.filename!)), Buffer.from(data))).toBe(0)
    await payload.delete({ collection: 'media', id: answer.body.doc!.id, overrideAccess: true })
  })

  it('a picture longer than the kept side is stored scaled down to it, in its own format; its sizes follow', async () => {
    const data = await jpeg(6000, 3000)
    const answer = await upload('media', { name: `wide-${suffix}.jpg`, type: 'image/jpeg', data })
    expect(answer.status).toBe(201)
    const stored = await payload.findByID({ collection: 'media', id: answer.body.doc!.id, overrideAccess: true })
    expect([stored.width, stored.height, stored.mimeType]).toEqual([MAX_ORIGINAL_SIDE, MAX_ORIGINAL_SIDE / 2, 'image/jpeg'])
    const original = await sharp(path.join(uploadRoot(), 'media', stored.filename!)).metadata()
    expect([original.width, original.height, original.format]).toEqual([MAX_ORIGINAL_SIDE, MAX_ORIGINAL_SIDE / 2, 'jpeg'])
    // Only the sizes something shows are made: the admin's thumbnail and the card (decision 0029).
    expect(Object.keys(stored.sizes ?? {}).sort()).toEqual(['card', 'thumbnail'])
    expect([stored.sizes?.card?.width, stored.sizes?.thumbnail?.width]).toEqual([640, 320])
    const written = fs.readdirSync(path.join(uploadRoot(), 'media')).filter((name) => name.startsWith(`wide-${suffix}`))
    expect(written.sort()).toEqual([stored.filename, stored.sizes?.card?.filename, stored.sizes?.thumbnail?.filename].sort())
    await payload.delete({ collection: 'media', id: stored.id, overrideAccess: true })
  })

  it('a picture of more pixels than allowed is refused before it is decoded', async () => {
    const answer = await upload('media', { name: `bomb-${suffix}.png`, type: 'image/png', data: await pngClaiming(20_000, 20_000) })
    expect(answer).toEqual({ status: 400, body: { errors: [expect.objectContaining({ message: imageTooManyPixels(20_000, 20_000) })] } })
  })

  it('a picture past its size, a file that is no picture, and any file past the upload limit are refused', async () => {
    const heavy = await upload('media', { name: `heavy-${suffix}.jpg`, type: 'image/jpeg', data: new Uint8Array(MAX_IMAGE_BYTES + 1) })
    expect(heavy).toEqual({ status: 413, body: { errors: [expect.objectContaining({ message: IMAGE_TOO_LARGE })] } })
    const broken = await upload('media', { name: `broken-${suffix}.jpg`, type: 'image/jpeg', data: new Uint8Array(1024).fill(7) })
    expect(broken).toEqual({ status: 400, body: { errors: [expect.objectContaining({ message: IMAGE_UNREADABLE })] } })
    const huge = await upload('files', { name: `huge-${suffix}.zip`, type: 'application/zip', data: new Uint8Array(MAX_UPLOAD_BYTES + 1) })
    expect(huge.status).toBe(413)
    expect(huge.body.errors?.[0]?.message).toBe(UPLOAD_TOO_LARGE)
  })
})
