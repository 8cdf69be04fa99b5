import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PATCH as restPatch } from '@/app/(payload)/cms-api/[...slug]/route'
import type { ProductCard, ProductDetail } from '@/data/products.server'
import { uploadRoot } from '@/lib/upload-root'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

// A crop in the admin writes the cropped picture over the file, under the same name. Browsers, nginx and
// the image optimizer keep pictures by URL, so the URL a visitor is given must change with it.
const suffix = Date.now().toString(36)
const asSystem = { overrideAccess: true } as const
let payload: Payload
let staffToken: string
const created: { collection: 'products' | 'media' | 'users'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  const email = `crop-${suffix}@example.com`
  const staff = await payload.create({ collection: 'users', data: { email, password: 'editor-pass-1', role: 'editor', name: '裁剪测试' }, ...asSystem })
  created.push({ collection: 'users', id: staff.id })
  staffToken = (await payload.login({ collection: 'users', data: { email, password: 'editor-pass-1' } })).token!
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id, ...asSystem })
})

/** The admin's crop: a PATCH of the document with uploadEdits in the query, the form's data as `_payload`. */
async function cropInAdmin(id: number, crop: { x: number; y: number; width: number; height: number }, pixels: { width: number; height: number }) {
  const url = new URL(`/cms-api/media/${id}`, 'http://localhost:3000')
  url.search = new URLSearchParams({
    depth: '0',
    'uploadEdits[crop][x]': String(crop.x),
    'uploadEdits[crop][y]': String(crop.y),
    'uploadEdits[crop][width]': String(crop.width),
    'uploadEdits[crop][height]': String(crop.height),
    'uploadEdits[crop][unit]': '%',
    'uploadEdits[widthInPixels]': String(pixels.width),
    'uploadEdits[heightInPixels]': String(pixels.height),
  }).toString()
  const form = new FormData()
  form.set('_payload', JSON.stringify({ alt: '裁剪后的图' }))
  const request = new Request(url, {
    method: 'PATCH',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', authorization: `JWT ${staffToken}`, 'x-client-address': '198.51.100.71' },
    body: form,
  })
  const response = await restPatch(request, { params: Promise.resolve({ slug: ['media', String(id)] }) })
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('an image cropped in the admin', () => {
  it('keeps its file name and gives visitors a new URL for it in lists and on the product page', async () => {
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: '裁剪前的图' },
      file: { data: picture, mimetype: 'image/png', name: `crop-${suffix}.png`, size: picture.length },
      ...asSystem,
    })
    created.push({ collection: 'media', id: media.id })
    const { docs: categories } = await payload.find({ collection: 'product-categories', where: { parent: { exists: false } }, limit: 1, depth: 0 })
    const model = `CROP-${suffix}`.toUpperCase()
    const product = await payload.create({
      collection: 'products',
      data: { model, name: '裁剪测试电源', category: categories[0].id, gallery: [media.id], _status: 'published' },
      ...asSystem,
    })
    created.push({ collection: 'products', id: product.id })

    const shown = async () => {
      const list = await call<{ list: ProductCard[] }>('/api/index/product', { body: { keyword: model } })
      const detail = await call<ProductDetail>('/api/index/product_detail', { query: { id: String(product.id) } })
      expect(list.body.data.list.map((card) => card.id)).toEqual([product.id])
      return { card: list.body.data.list[0].image!, gallery: detail.body.data.gallery[0] }
    }
    const before = await shown()
    expect(before.card.url).toBe(before.gallery.url)
    expect(before.card.url).toMatch(new RegExp(`^/cms-api/media/file/crop-${suffix}\\.png\\?v=[0-9a-z]+$`))

    await cropInAdmin(media.id, { x: 25, y: 0, width: 50, height: 100 }, { width: 400, height: 600 })
    const cropped = await payload.findByID({ collection: 'media', id: media.id, depth: 0, ...asSystem })
    expect(cropped.filename, 'the crop is written over the same file').toBe(media.filename)
    expect(cropped.width).toBe(400)
    expect((await sharp(fs.readFileSync(path.join(uploadRoot(), 'media', cropped.filename!))).metadata()).width).toBe(400)

    const after = await shown()
    expect(after.card.url).toBe(after.gallery.url)
    expect(after.card.url).not.toBe(before.card.url)
    expect(after.card.url.split('?')[0]).toBe(before.card.url.split('?')[0])
    expect(after.gallery.thumbnail).not.toBe(before.gallery.thumbnail)
    expect(after.gallery.width).toBe(400)
  })
})
