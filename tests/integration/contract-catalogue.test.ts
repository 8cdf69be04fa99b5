import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { CategoryNode, ProductCard } from '@/data/products.server'
import { dispatch } from '@/contract/dispatch.server'
import { seed } from '@/seed/seed'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload
type Listing = { list: ProductCard[]; total: number; types: string[]; facets: CategoryNode['facets'] }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('products', () => {
  it('product_category: a weighted tree with facets', async () => {
    const tree = await call<CategoryNode[]>('/api/index/product_category')
    expect(tree.body.data.length).toBeGreaterThanOrEqual(6)
    const weights = tree.body.data.map((node) => node.weight)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
    expect(tree.body.data[0].facets.length).toBeGreaterThan(0)
  })

  it('product: filters by category, type, facets and keyword; drafts never show', async () => {
    const tree = (await call<CategoryNode[]>('/api/index/product_category')).body.data
    const category = tree[0]
    const all = await call<Listing>('/api/index/product', { body: { category_id: category.id, size: 50 } })
    expect(all.body.data.total).toBeGreaterThan(1)
    for (const item of all.body.data.list) expect(item.category?.id).toBe(category.id)
    expect(all.body.data.facets.map((facet) => facet.key)).toEqual(category.facets.map((facet) => facet.key))

    const type = all.body.data.types[0]
    const byType = await call<Listing>('/api/index/product', { body: { category_id: category.id, type, size: 50 } })
    expect(byType.body.data.total).toBeGreaterThan(0)
    for (const item of byType.body.data.list) expect(item.series).toBe(type)

    const rangeFacet = category.facets.find((facet) => facet.kind === 'range')!
    const range = rangeFacet.ranges.find((candidate) =>
      all.body.data.list.some((item) => {
        const value = item.params.find((param) => param.key === rangeFacet.key)?.value
        return value !== null && value !== undefined && (candidate.min === null || value >= candidate.min) && (candidate.max === null || value < candidate.max)
      }),
    )!
    const filtered = await call<Listing>('/api/index/product', { body: { category_id: category.id, size: 50, filters: { [rangeFacet.key]: range.value } } })
    expect(filtered.body.data.total).toBeGreaterThan(0)
    expect(filtered.body.data.total).toBeLessThanOrEqual(all.body.data.total)
    for (const item of filtered.body.data.list) {
      const value = item.params.find((param) => param.key === rangeFacet.key)!.value as number
      if (range.min !== null) expect(value).toBeGreaterThanOrEqual(range.min)
      if (range.max !== null) expect(value).toBeLessThan(range.max)
    }
    const asQueryString = await call<Listing>('/api/index/product', {
      body: new URLSearchParams({ category_id: String(category.id), size: '50', filters: JSON.stringify({ [rangeFacet.key]: range.value }) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(asQueryString.body.data.total).toBe(filtered.body.data.total)

    const everything = await call<Listing>('/api/index/product', { body: { size: 50, page: 1 } })
    const drafts = await payload.find({ collection: 'products', where: { _status: { equals: 'draft' } }, draft: true, overrideAccess: true, limit: 10 })
    const keyword = await call<Listing>('/api/index/product', { body: { keyword: drafts.docs[0].model, size: 100 } })
    // Other test files may add published models that share the draft's prefix: the draft itself never shows.
    expect(keyword.body.data.list.map((item) => item.id)).not.toContain(drafts.docs[0].id)
    expect(everything.body.data.total).toBe((await payload.count({ collection: 'products', where: { _status: { equals: 'published' } }, overrideAccess: true })).totalDocs)
  })

  it('product_detail: gallery, params, specs, downloads, videos, related and breadcrumb', async () => {
    const listing = await call<Listing>('/api/index/product', { body: { size: 1 } })
    const detail = await call<{ gallery: unknown[]; specs: unknown[]; params: unknown[]; breadcrumb: unknown[]; content: string; related: unknown[]; downloads: unknown[] }>(
      '/api/index/product_detail',
      {
        query: { id: String(listing.body.data.list[0].id) },
      },
    )
    expect(detail.body.code).toBe(1)
    expect(detail.body.data.gallery.length).toBeGreaterThan(0)
    expect(detail.body.data.specs.length).toBeGreaterThan(5)
    expect(detail.body.data.params.length).toBeGreaterThan(0)
    expect(detail.body.data.breadcrumb.length).toBeGreaterThan(0)
    expect(detail.body.data.content).toContain('<h2>')
    expect(detail.body.data.related.length).toBeGreaterThan(0)
    expect(detail.body.data.downloads.length).toBeGreaterThan(0)
    expect((await call('/api/index/product_detail', { query: { id: '99999999' } })).body.msg).toBe('产品不存在或已下架')
  })

  it('product_view counts each visit of a published product, for the dashboard; drafts and unknown ids are refused', async () => {
    const listing = await call<Listing>('/api/index/product', { body: { size: 1 } })
    const id = listing.body.data.list[0].id
    const before = (await payload.findByID({ collection: 'products', id, overrideAccess: true })).views ?? 0
    const viewed = await call<{ id: number; views: number }>('/api/index/product_view', { body: { id } })
    expect(viewed.body.data).toEqual({ id, views: before + 1 })
    expect((await payload.findByID({ collection: 'products', id, overrideAccess: true })).views).toBe(before + 1)
    const draft = await payload.find({ collection: 'products', where: { _status: { equals: 'draft' } }, draft: true, overrideAccess: true, limit: 1 })
    expect((await call('/api/index/product_view', { body: { id: draft.docs[0].id } })).body).toMatchObject({ code: 0, msg: '产品不存在或已下架' })
    expect((await call('/api/index/product_view', { body: { id: 99999999 } })).body).toMatchObject({ code: 0, msg: '产品不存在或已下架' })
  })
})

describe('downloads, videos, search and service content', () => {
  it('download list, detail, and the file itself: member-only files need a member, and each download counts', async () => {
    const list = await call<{ list: { id: number; member_only: boolean; download_count: number }[]; total: number }>('/api/index/download', { body: { size: 50 } })
    expect(list.body.data.total).toBeGreaterThanOrEqual(20)
    const open = list.body.data.list.find((item) => !item.member_only)!
    const locked = list.body.data.list.find((item) => item.member_only)!
    const detail = await call<{ products: unknown[] }>('/api/index/download_detail', { query: { id: String(open.id) } })
    expect(detail.body.code).toBe(1)

    const fetchFile = (id: number, headers: Record<string, string> = {}) =>
      dispatch(new Request(`http://localhost:3000/api/index/download_file?id=${id}`, { headers: { host: 'localhost:3000', ...headers } }), 'index', 'download_file')
    const before = (await payload.findByID({ collection: 'downloads', id: open.id, overrideAccess: true })).downloadCount ?? 0
    const file = await fetchFile(open.id)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/)
    const bytes = Buffer.from(await file.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(0)
    expect(Number(file.headers.get('content-length'))).toBe(bytes.length)
    expect((await payload.findByID({ collection: 'downloads', id: open.id, overrideAccess: true })).downloadCount).toBe(before + 1)

    const refused = await fetchFile(locked.id)
    expect(await refused.json()).toMatchObject({ code: 10004, msg: '该资料仅限会员下载，请先登录' })
    const { docs } = await payload.find({ collection: 'members', where: { username: { equals: 'demo_member' } }, overrideAccess: true })
    expect(docs[0]).toBeDefined()
    const login = await call<{ token: string }>('/api/index/login', {
      body: { username: 'demo_member', password: process.env.SEED_MEMBER_PASSWORD, captcha: 'T3ST', hash: (await call<{ hash: string }>('/api/index/captcha')).body.data.hash },
    })
    const allowed = await fetchFile(locked.id, { authorization: `Bearer ${login.body.data.token}` })
    expect(allowed.headers.get('content-type')).not.toMatch(/json/)
    expect((await allowed.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('search groups products, news and downloads; 电源 finds supplies and not loads', async () => {
    const results = await call<{ products: { title: string }[]; news: unknown[]; downloads: unknown[]; total: number }>('/api/index/search', { query: { keyword: '电源' } })
    expect(results.body.data.products.length).toBeGreaterThan(0)
    for (const hit of results.body.data.products) expect(hit.title).toMatch(/电源/)
    expect(results.body.data.total).toBeGreaterThan(results.body.data.products.length)
    const empty = await call('/api/index/search', { query: { keyword: ' ' } })
    expect(empty.body).toMatchObject({ code: 0, msg: '请输入搜索关键词' })
  })

  it('search hits and product cards show the product’s first gallery image, articles their cover, as the stored documents say', async () => {
    type Image = { url: string; width?: number; height?: number; thumbnail?: string; card?: string } | null
    const shown = (image: Image) => (image ? { url: image.url, width: image.width, height: image.height, thumbnail: image.thumbnail, card: image.card } : null)
    /** A media document as mediaDto shows it: its URLs without the origin, versioned by the time it last changed (decision 0028). */
    const stored = (media: unknown) => {
      if (!media || typeof media !== 'object') return null
      const { url, width, height, sizes, updatedAt } = media as {
        url: string
        width?: number
        height?: number
        sizes?: { thumbnail?: { url?: string }; card?: { url?: string } }
        updatedAt: string
      }
      const path = (value?: string) => (value ? `${new URL(value, 'http://localhost').pathname}?v=${Date.parse(updatedAt).toString(36)}` : undefined)
      return { url: path(url), width: width ?? undefined, height: height ?? undefined, thumbnail: path(sizes?.thumbnail?.url), card: path(sizes?.card?.url) }
    }
    const found = (await call<{ products: { id: number; image: Image }[]; news: { id: number; image: Image }[] }>('/api/index/search', { query: { keyword: '电源', size: '20' } }))
      .body.data
    const cards = (await call<Listing>('/api/index/product', { body: { size: 20 } })).body.data.list
    const products = [...found.products, ...cards]
    expect(found.products.length).toBeGreaterThan(0)
    expect(found.news.length).toBeGreaterThan(0)
    for (const hit of products) {
      const product = await payload.findByID({ collection: 'products', id: hit.id, depth: 1 })
      expect(shown(hit.image), `product ${hit.id}`).toEqual(stored(product.gallery?.[0]))
    }
    for (const hit of found.news) {
      const article = await payload.findByID({ collection: 'news', id: hit.id, depth: 1 })
      expect(shown(hit.image), `article ${hit.id}`).toEqual(stored(article.cover))
    }
    // The check means something: images are there to be shown.
    expect(products.filter((hit) => hit.image).length).toBeGreaterThan(0)
    expect(found.news.filter((hit) => hit.image).length).toBeGreaterThan(0)
  })

  it('videos by kind, FAQs by category, jobs and documents', async () => {
    const training = await call<{ list: { kind: string; url: string }[] }>('/api/index/video', { body: { type: 'training' } })
    expect(training.body.data.list.length).toBeGreaterThan(0)
    for (const video of training.body.data.list) {
      expect(video.kind).toBe('training')
      expect(video.url).toMatch(/\.mp4\?v=[0-9a-z]+$/)
    }
    const faq = await call<{ name: string; questions: { answer: string }[] }[]>('/api/index/faq')
    expect(faq.body.data.length).toBeGreaterThan(1)
    expect(faq.body.data[0].questions[0].answer).toContain('<p>')
    const jobs = await call<{ title: string }[]>('/api/index/job')
    expect(jobs.body.data.length).toBeGreaterThan(0)
    const agreement = await call<{ title: string; content: string }>('/api/index/document', { query: { slug: 'user-agreement' } })
    expect(agreement.body.data.title).toBe('用户协议')
    expect(agreement.body.data.content).toContain('<h2>')
  })
})
