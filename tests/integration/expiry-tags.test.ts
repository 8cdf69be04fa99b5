import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type StoredDocument, tagsOnChange } from '@/collections/expiry-tags'
import { documentTag, FEATURED_PRODUCTS_TAG, listTag } from '@/lib/content-tags'

import { testPayload } from '../setup/payload'

// What a change expires, read from the seeded catalogue on each database. Which pages those tags reach is
// tests/e2e/cache-expiry.spec.ts.
let payload: Payload
let req: PayloadRequest

const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : (value as number))
const asStored = (doc: unknown) => doc as StoredDocument

beforeAll(async () => {
  payload = await testPayload()
  req = await createLocalReq({}, payload)
})

describe('the tags a change expires', () => {
  it('a product: its pages, its category and the categories above, every list; the home page only when featured', async () => {
    const { docs: products } = await payload.find({ collection: 'products', where: { featured: { equals: false } }, limit: 1, depth: 0 })
    expect(products.length, 'a seeded product that is not featured').toBe(1)
    const plain = products[0]
    const parent = idOf(plain.category)
    const sub = await payload.create({ collection: 'product-categories', data: { name: `到期子分类 ${Date.now()}`, parent, _status: 'published' } })
    const tags = await tagsOnChange(req, 'products', [asStored(plain), asStored({ ...plain, category: sub.id })])
    await payload.delete({ collection: 'product-categories', id: sub.id })
    expect(tags).toEqual(expect.arrayContaining([documentTag('products', plain.id), listTag('products', null), listTag('products', sub.id), listTag('products', parent)]))
    expect(tags).not.toContain(FEATURED_PRODUCTS_TAG)
    expect(tags).not.toContain('products')
    expect(tags.some((tag) => tag.startsWith('media'))).toBe(false)
    expect(await tagsOnChange(req, 'products', [asStored(plain), asStored({ ...plain, featured: true })])).toContain(FEATURED_PRODUCTS_TAG)
  })

  it('a product another one shows as related: that product page too', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { related: { exists: true } }, limit: 50, depth: 0 })
    const showing = docs.find((doc) => (doc.related ?? []).length > 0)
    expect(showing, 'a seeded product with related products').toBeDefined()
    const shown = idOf(showing!.related![0])
    const {
      docs: [doc],
    } = await payload.find({ collection: 'products', where: { id: { equals: shown } }, limit: 1, depth: 0 })
    expect(await tagsOnChange(req, 'products', [asStored(doc)])).toContain(documentTag('products', showing!.id))
  })

  it('an image: what the documents showing it expire, and the globals holding it; a new image nothing', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { gallery: { exists: true } }, limit: 50, depth: 0 })
    const product = docs.find((doc) => (doc.gallery ?? []).length > 0)
    expect(product, 'a seeded product with pictures').toBeDefined()
    const image = idOf(product!.gallery![0])
    const tags = await tagsOnChange(req, 'media', [asStored({ id: image })])
    expect(tags).toEqual(expect.arrayContaining([documentTag('products', product!.id), listTag('products', idOf(product!.category))]))
    expect(tags).not.toContain('site-config')

    const config = await payload.findGlobal({ slug: 'site-config', depth: 0 })
    const logo = JSON.stringify(config).match(/"(?:logo|wechat_img|weibo_img|douyin_img)":(\d+)/)
    expect(logo, 'an image the site config holds').not.toBeNull()
    expect(await tagsOnChange(req, 'media', [asStored({ id: Number(logo![1]) })])).toContain('site-config')

    expect(await tagsOnChange(req, 'media', [asStored({ id: image })], { created: true })).toEqual([])
  })

  it('an article: its pages, its column and every list, and the articles before and after it by date', async () => {
    const { docs } = await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, sort: '-publishedAt', limit: 3, depth: 0 })
    expect(docs.length).toBe(3)
    const [after, middle, before] = docs
    const tags = await tagsOnChange(req, 'news', [asStored(middle)])
    expect(tags).toEqual(expect.arrayContaining([documentTag('news', middle.id), listTag('news', null), listTag('news', idOf(middle.column))]))
    expect(tags).toEqual(expect.arrayContaining([documentTag('news', after.id), documentTag('news', before.id)]))
    expect(tags.filter((tag) => /^news:\d+$/.test(tag)).sort()).toEqual([after.id, middle.id, before.id].map((id) => documentTag('news', id)).sort())
  })

  it('a small collection or a category: its slug', async () => {
    const { docs } = await payload.find({ collection: 'product-categories', limit: 1, depth: 0 })
    expect(await tagsOnChange(req, 'product-categories', [asStored(docs[0])])).toEqual(['product-categories'])
  })
})
