/**
 * Lists, facets and search answered by the database (SQL paging, EXISTS
 * facet filters, the search index) give exactly what a brute-force filter in
 * JavaScript gives over the same generated data; publishing, unpublishing,
 * editing and deleting show in lists and search at once.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Facet, ProductCard } from '@/data/products.server'
import { rangeBounds } from '@/data/products.server'
import type { SearchHit } from '@/data/search.server'
import { chinaDay } from '@/lib/format'
import { payloadDatabase, toNumber } from '@/lib/raw-sql'
import { MATCH_DRIVEN_MAX, postgresMatchPage } from '@/lib/search-index'
import { minimumPieces, partialPieces } from '@/lib/search-plan'
import { matchesQuery, queryTerms } from '@/lib/search-tokens'
import type { Download, News, Product, ProductCategory } from '@/payload-types'
import { seedScale } from '@/seed/scale'
import { random } from '@/seed/scale-content'
import { seed } from '@/seed/seed'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload
/** The category that gets test sub-categories (not the first of the tree, which other tests read). */
const PARENT = '线性直流电源'
let moved: Product[] = []
let subCategories: number[] = []
/** The seeded synonym groups, set aside while this file compares search with a brute force of the words typed (tests/integration/search-recall.test.ts tests them). */
let synonyms: string[][] = []
const asSystem = { overrideAccess: true, depth: 0 } as const

type Listing<T> = { list: T[]; total: number; page: number; size: number }
type ProductListing = Listing<ProductCard> & { types: string[]; facets: Facet[] }
type SearchAnswer = { keyword: string; type: string | null; page: number; size: number; total: number; counts: Record<'products' | 'news' | 'downloads', number> } & Record<
  'products' | 'news' | 'downloads',
  SearchHit[]
>

const next = random(20261126)
const pickOne = <T>(items: T[]): T => items[Math.floor(next() * items.length)]

/** Everything the brute force reads, loaded whole (test data only). */
async function snapshot() {
  const all = { ...asSystem, pagination: false, limit: 0 } as const
  const [categories, products, news, downloads] = await Promise.all([
    payload.find({ collection: 'product-categories', ...all }),
    payload.find({ collection: 'products', ...all }),
    payload.find({ collection: 'news', ...all }),
    payload.find({ collection: 'downloads', ...all }),
  ])
  return { categories: categories.docs, products: products.docs, news: news.docs, downloads: downloads.docs }
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number | null))
const byKeys =
  <T>(keys: (item: T) => (number | string)[]) =>
  (a: T, b: T) => {
    const [left, right] = [keys(a), keys(b)]
    for (let index = 0; index < left.length; index += 1) if (left[index] !== right[index]) return left[index] < right[index] ? 1 : -1
    return 0
  }
const time = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : '')
const page = <T>(items: T[], number: number, size: number) => items.slice((number - 1) * size, number * size)
const productOrder = byKeys<Product>((product) => [product.weight ?? 0, product.id])
const newsOrder = byKeys<News>((article) => [time(article.publishedAt), article.id])
const downloadOrder = byKeys<Download>((download) => [download.weight ?? 0, time(download.publishedAt), download.id])

const productText = (product: Product) => [product.model, product.name, product.series ?? '', product.summary ?? '']
const productTitle = (product: Product) => [product.model, product.name]
const newsText = (article: News) => [article.title, article.summary ?? '']
const downloadText = (download: Download) => [download.title, download.version ?? '', download.description ?? '']
const matches = (texts: string[], keyword: string) => matchesQuery(texts, queryTerms(keyword))

/** The product list the old in-memory code computed, over every product. */
function bruteProducts(data: Snapshot, options: { categoryId?: number; type?: string; keyword?: string; filters?: Record<string, string> }) {
  const published = data.products.filter((product) => product._status === 'published')
  let scope = published
  let facets: ProductCategory['facets'] = []
  if (options.categoryId) {
    const ids = new Set([options.categoryId])
    const live = data.categories.filter((category) => category._status === 'published')
    for (let grew = true; grew;) {
      grew = false
      for (const category of live) {
        const parent = idOf(category.parent)
        if (parent && ids.has(parent) && !ids.has(category.id)) {
          ids.add(category.id)
          grew = true
        }
      }
    }
    scope = scope.filter((product) => ids.has(idOf(product.category) as number))
    facets = live.find((category) => category.id === options.categoryId)?.facets ?? []
  }
  if (options.keyword) scope = scope.filter((product) => matches(productText(product), options.keyword as string))
  scope.sort(productOrder)
  const types = [...new Set(scope.map((product) => product.series).filter((series): series is string => Boolean(series)))]
  const filtered = scope.filter((product) => {
    if (options.type && product.series !== options.type) return false
    for (const [key, wanted] of Object.entries(options.filters ?? {})) {
      const facet = facets?.find((item) => item.key === key)
      if (!wanted || !facet) continue
      const param = product.params?.find((item) => item.key === key)
      if (!param) return false
      if (facet.kind === 'options') {
        if (param.text !== wanted) return false
        continue
      }
      const { min, max } = rangeBounds(wanted)
      if (param.value === null || param.value === undefined) return false
      if (min !== null && param.value < min) return false
      if (max !== null && param.value >= max) return false
    }
    return true
  })
  return { filtered, types }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  // A small generated catalogue: random facet values, series, weights, dates and a few drafts.
  await seedScale(payload, { targets: { products: 450, news: 500, downloads: 160, activities: 12 } })
  // A published sub-category (its products belong to the parent's list) and a draft one (its products do not).
  const data = await snapshot()
  const parent = data.categories.find((category) => category.name === PARENT) as ProductCategory
  const facets = (parent.facets ?? []).map(({ key, name, unit, kind, ranges, options }) => ({
    key,
    name,
    unit,
    kind,
    ranges: ranges?.map(({ label, min, max }) => ({ label, min, max })),
    options: options?.map(({ value }) => ({ value })),
  }))
  const sub = await payload.create({ collection: 'product-categories', data: { name: '测试子分类', parent: parent.id, facets, _status: 'published' }, ...asSystem })
  const hidden = await payload.create({ collection: 'product-categories', data: { name: '测试草稿子分类', parent: sub.id, _status: 'draft' }, draft: true, ...asSystem })
  moved = data.products.filter((product) => idOf(product.category) === parent.id && product._status === 'published').slice(0, 8)
  for (const [index, product] of moved.entries()) {
    await payload.update({ collection: 'products', id: product.id, data: { category: index < 5 ? sub.id : hidden.id }, ...asSystem })
  }
  subCategories = [hidden.id, sub.id]
  const groups = await payload.find({ collection: 'search-synonyms', pagination: false, limit: 0, ...asSystem })
  synonyms = groups.docs.map((group) => group.words ?? [])
  await payload.delete({ collection: 'search-synonyms', where: { id: { exists: true } }, ...asSystem })
}, 600_000)

// Other test files share the database: the products go back to their category and the test categories go.
afterAll(async () => {
  const parent = (await payload.find({ collection: 'product-categories', where: { name: { equals: PARENT } }, ...asSystem })).docs[0]
  for (const product of moved) await payload.update({ collection: 'products', id: product.id, data: { category: parent.id }, ...asSystem })
  for (const id of subCategories) await payload.delete({ collection: 'product-categories', id, ...asSystem })
  for (const words of synonyms) await payload.create({ collection: 'search-synonyms', data: { words }, ...asSystem })
})

describe('lists at size are exactly the brute-force filter', () => {
  it('product list: category with sub-categories, facets, series, keyword, pages, total and types', async () => {
    const data = await snapshot()
    const categories = data.categories.filter((category) => category._status === 'published' && category.facets?.length)
    const keywords = ['', '', '', '电源', 'PSD', '6080', '纹波', 'lan']
    for (let round = 0; round < 40; round += 1) {
      const category = round % 8 === 0 ? undefined : pickOne(categories)
      const filters: Record<string, string> = {}
      for (const facet of (category?.facets ?? []).filter(() => next() < 0.45)) {
        filters[facet.key] =
          facet.kind === 'options'
            ? pickOne(facet.options ?? []).value
            : (() => {
                const range = pickOne(facet.ranges ?? [])
                return `${range.min ?? ''}-${range.max ?? ''}`
              })()
      }
      if (round % 10 === 3) filters.unknown = 'x'
      const keyword = pickOne(keywords)
      const first = bruteProducts(data, { categoryId: category?.id, keyword })
      const type = next() < 0.4 && first.types.length ? pickOne(first.types) : undefined
      const expected = bruteProducts(data, { categoryId: category?.id, type, keyword, filters })
      const size = pickOne([5, 12, 30])
      const pages = Math.max(1, Math.ceil(expected.filtered.length / size))
      const number = pickOne([1, 1, 2, pages, pages + 1])
      const answer = await call<ProductListing>('/api/index/product', { body: { category_id: category?.id, type, keyword, filters, page: number, size } })
      const context = JSON.stringify({ category: category?.id, type, keyword, filters, number, size })
      expect(answer.body.code, context).toBe(1)
      expect(answer.body.data.total, context).toBe(expected.filtered.length)
      expect(
        answer.body.data.list.map((item) => item.id),
        context,
      ).toEqual(page(expected.filtered, number, size).map((product) => product.id))
      expect(answer.body.data.types, context).toEqual(first.types)
    }
  })

  it('the sub-category scope includes published sub-categories only', async () => {
    const data = await snapshot()
    const parent = data.categories.find((category) => category.name === PARENT) as ProductCategory
    const answer = await call<ProductListing>('/api/index/product', { body: { category_id: parent.id, size: 100 } })
    const expected = bruteProducts(data, { categoryId: parent.id })
    expect(answer.body.data.total).toBe(expected.filtered.length)
    const sub = data.categories.find((category) => category.name === '测试子分类') as ProductCategory
    const hidden = data.categories.find((category) => category.name === '测试草稿子分类') as ProductCategory
    const inSub = data.products.filter((product) => idOf(product.category) === sub.id).map((product) => product.id)
    const inHidden = data.products.filter((product) => idOf(product.category) === hidden.id).map((product) => product.id)
    expect(inSub).toHaveLength(5)
    expect(inHidden).toHaveLength(3)
    const everything = (await call<ProductListing>('/api/index/product', { body: { category_id: parent.id, size: 100, page: 1 } })).body.data
    const all = [...everything.list]
    for (let number = 2; number <= Math.ceil(everything.total / 100); number += 1) {
      all.push(...(await call<ProductListing>('/api/index/product', { body: { category_id: parent.id, size: 100, page: number } })).body.data.list)
    }
    const ids = new Set(all.map((item) => item.id))
    for (const id of inSub) expect(ids.has(id)).toBe(true)
    for (const id of inHidden) expect(ids.has(id)).toBe(false)
  })

  it('news list: column, keyword and deep pages, newest first', async () => {
    const data = await snapshot()
    const columns = [...new Set(data.news.map((article) => idOf(article.column)))]
    for (let round = 0; round < 24; round += 1) {
      const columnId = next() < 0.4 ? (pickOne(columns) as number) : undefined
      const keyword = pickOne(['', '', '电源', '电子负载', '纹波', 'SCPI', 'psd-6080', '储能', '测试需求'])
      const expected = data.news
        .filter((article) => article._status === 'published')
        .filter((article) => !columnId || idOf(article.column) === columnId)
        .filter((article) => !keyword || matches(newsText(article), keyword))
        .sort(newsOrder)
      const size = pickOne([4, 10])
      const number = pickOne([1, 2, 7, Math.max(1, Math.ceil(expected.length / size))])
      const answer = await call<Listing<{ id: number }>>('/api/index/news', { body: { column_id: columnId, keyword, page: number, size } })
      const context = JSON.stringify({ columnId, keyword, number, size })
      expect(answer.body.data.total, context).toBe(expected.length)
      expect(
        answer.body.data.list.map((item) => item.id),
        context,
      ).toEqual(page(expected, number, size).map((article) => article.id))
    }
  })

  it('download list: category, keyword and pages in weight order', async () => {
    const data = await snapshot()
    const categories = [...new Set(data.downloads.map((download) => idOf(download.category)))]
    for (let round = 0; round < 16; round += 1) {
      const categoryId = next() < 0.5 ? (pickOne(categories) as number) : undefined
      const keyword = pickOne(['', '', '手册', 'SCPI', 'PSD', 'v3', '规格书'])
      const expected = data.downloads
        .filter((download) => download._status === 'published')
        .filter((download) => !categoryId || idOf(download.category) === categoryId)
        .filter((download) => !keyword || matches(downloadText(download), keyword))
        .sort(downloadOrder)
      const number = pickOne([1, 2, 3])
      const answer = await call<Listing<{ id: number }>>('/api/index/download', { body: { category_id: categoryId, keyword, page: number, size: 10 } })
      const context = JSON.stringify({ categoryId, keyword, number })
      expect(answer.body.data.total, context).toBe(expected.length)
      expect(
        answer.body.data.list.map((item) => item.id),
        context,
      ).toEqual(page(expected, number, 10).map((download) => download.id))
    }
  })
})

describe('site search at size is exactly the brute-force ranking', () => {
  /**
   * Title hits first, then the rest, each in the group's list order; when nothing holds the keyword, the
   * documents holding at least half of its pieces, those holding more first (score 0: partial).
   */
  function ranked<T extends { id: number; _status?: string | null }>(
    docs: T[],
    order: (a: T, b: T) => number,
    text: (doc: T) => string[],
    title: (doc: T) => string[],
    keyword: string,
  ) {
    const published = docs.filter((doc) => doc._status === 'published')
    const found = published.filter((doc) => matches(text(doc), keyword)).sort(order)
    const inTitle = found.filter((doc) => matches(title(doc), keyword))
    const rest = found.filter((doc) => !matches(title(doc), keyword))
    if (found.length) return [...inTitle.map((doc) => ({ id: doc.id, score: 2 })), ...rest.map((doc) => ({ id: doc.id, score: 1 }))]
    const pieces = partialPieces(queryTerms(keyword))
    const minimum = minimumPieces(pieces.length)
    if (minimum === null) return []
    const held = (doc: T) => pieces.filter((piece) => matchesQuery(text(doc), [piece])).length
    return published
      .filter((doc) => held(doc) >= minimum)
      .sort((a, b) => held(b) - held(a) || order(a, b))
      .map((doc) => ({ id: doc.id, score: 0 }))
  }

  it('counts, ranks and pages every group for Chinese words, model numbers and English words', async () => {
    const data = await snapshot()
    const keywords = ['电源', '电子负载', '纹波', 'PSD-6080', '6080', 'SCPI', 'labview', 'usb', 'PSD 电源', '测', '储能电站', 'ELD8060']
    for (const keyword of keywords) {
      const expected = {
        products: ranked(data.products, productOrder, productText, productTitle, keyword),
        news: ranked(data.news, newsOrder, newsText, (article) => [article.title], keyword),
        downloads: ranked(data.downloads, downloadOrder, downloadText, (download) => [download.title], keyword),
      }
      const overview = (await call<SearchAnswer>('/api/index/search', { query: { keyword, size: '6' } })).body.data
      const counts = { products: expected.products.length, news: expected.news.length, downloads: expected.downloads.length }
      expect(overview.counts, keyword).toEqual(counts)
      expect(overview.total, keyword).toBe(counts.products + counts.news + counts.downloads)
      for (const group of ['products', 'news', 'downloads'] as const) {
        expect(
          overview[group].map(({ id, score }) => ({ id, score })),
          `${keyword} ${group}`,
        ).toEqual(expected[group].slice(0, 6))
      }
      for (const [type, group] of [
        ['product', 'products'],
        ['news', 'news'],
        ['download', 'downloads'],
      ] as const) {
        const pages = Math.ceil(expected[group].length / 5)
        for (const number of [...new Set([2, pages, pages + 1])].filter((value) => value >= 1)) {
          const answer = (await call<SearchAnswer>('/api/index/search', { query: { keyword, type, page: String(number), size: '5' } })).body.data
          expect(answer.counts, keyword).toEqual(counts)
          expect(
            answer[group].map(({ id, score }) => ({ id, score })),
            `${keyword} ${type} page ${number}`,
          ).toEqual(page(expected[group], number, 5))
          for (const other of (['products', 'news', 'downloads'] as const).filter((name) => name !== group)) expect(answer[other]).toEqual([])
        }
      }
    }
  })

  it('a Chinese word of two or more characters finds exactly the texts that contain it; a partial model number finds the model', async () => {
    const data = await snapshot()
    for (const word of ['电源', '纹波', '电子负载', '储能']) {
      const expected = data.news.filter((article) => article._status === 'published' && newsText(article).some((text) => text.includes(word))).length
      const answer = (await call<SearchAnswer>('/api/index/search', { query: { keyword: word, type: 'news', size: '1' } })).body.data
      expect(answer.counts.news, word).toBe(expected)
    }
    const model = data.products.find((product) => product._status === 'published' && /^PSD-6080/.test(product.model)) as Product
    const partial = (await call<SearchAnswer>('/api/index/search', { query: { keyword: '6080', type: 'product', size: '100' } })).body.data
    expect(partial.products.map((hit) => hit.id)).toContain(model.id)
    expect(partial.products.find((hit) => hit.id === model.id)?.title).toBe(`${model.model} ${model.name}`)
  })

  it('% and _ in a keyword are plain characters, never LIKE wildcards', async () => {
    const data = await snapshot()
    expect(data.products.length).toBeGreaterThan(100)
    for (const keyword of ['%', '_', '%%', '_%_', '\\%', 'P%D', 'P_D', 'PSD_6080', '%电源']) {
      const answer = (await call<SearchAnswer>('/api/index/search', { query: { keyword, size: '1' } })).body.data
      const expected = {
        products: data.products.filter((product) => product._status === 'published' && matches(productText(product), keyword)).length,
        news: data.news.filter((article) => article._status === 'published' && matches(newsText(article), keyword)).length,
        downloads: data.downloads.filter((download) => download._status === 'published' && matches(downloadText(download), keyword)).length,
      }
      expect(answer.counts, keyword).toEqual(expected)
      if (!/[\p{L}\p{N}]/u.test(keyword)) expect(answer.total, keyword).toBe(0)
      const lists = await Promise.all([
        call<Listing<unknown>>('/api/index/news', { body: { keyword, size: 1 } }),
        call<Listing<unknown>>('/api/index/download', { body: { keyword, size: 1 } }),
        call<ProductListing>('/api/index/product', { body: { keyword, size: 1 } }),
      ])
      expect(
        lists.map((list) => list.body.data.total),
        keyword,
      ).toEqual([expected.news, expected.downloads, expected.products])
    }
    // A wildcard would have matched PSD models here.
    expect((await call<SearchAnswer>('/api/index/search', { query: { keyword: 'P_D', type: 'product' } })).body.data.counts.products).toBe(0)
  })

  it('hits carry the title, the series, a China-time date and the version', async () => {
    const answer = (await call<SearchAnswer>('/api/index/search', { query: { keyword: '电源', size: '3' } })).body.data
    const product = answer.products[0]
    const stored = await payload.findByID({ collection: 'products', id: product.id, ...asSystem })
    expect(product).toMatchObject({ title: `${stored.model} ${stored.name}`, subtitle: stored.series ?? '', summary: stored.summary ?? '' })
    const article = answer.news[0]
    const storedArticle = await payload.findByID({ collection: 'news', id: article.id, ...asSystem })
    expect(article.subtitle).toBe(chinaDay(storedArticle.publishedAt))
    expect(chinaDay('2026-03-01T17:30:00.000Z')).toBe('2026-03-02')
    const refused = await call('/api/index/search', { query: { keyword: '电源', size: '101' } })
    expect(refused.body).toMatchObject({ code: 0, msg: '每页数量不能超过 100' })
    expect((await call('/api/index/search', { query: { keyword: '电源', type: 'video' } })).body).toMatchObject({ code: 0, msg: 'type 只能是 product、news 或 download' })
    expect((await call('/api/index/search', { query: { keyword: '电源', page: '0' } })).body).toMatchObject({ code: 0, msg: '页码从 1 开始' })
  })
})

// postgresMatchPage is PostgreSQL's alone (SQLite pages through FTS5 and INDEXED BY), so this runs in the postgres project only.
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  describe('PostgreSQL: a page read from the match set', () => {
    /** The brute force: every published article's id, newest first. */
    const publishedNewsInListOrder = async () =>
      (await (await payloadDatabase(payload)).rows<{ id: number }>(sql`SELECT "id" FROM "news" WHERE "_status" = 'published' ORDER BY "published_at" DESC, "id" DESC`)).map((row) =>
        toNumber(row.id),
      )

    it('finds every match that meets the filter when they are few, however many other rows the set holds; either way the page is the brute-force one', async () => {
      const db = await payloadDatabase(payload)
      const listed = await publishedNewsInListOrder()
      const chosen = listed.filter((_, index) => index % 7 === 3).slice(0, 10)
      expect(chosen).toHaveLength(10)
      // More rows that fail the filter than the lookup branch reads, ahead of the ten that pass it.
      const copies = Math.ceil((MATCH_DRIVEN_MAX + 500) / listed.length)
      const pageOf = async (offset: number, limit: number) => {
        const ids = postgresMatchPage({
          table: 'news',
          alias: 'n',
          where: sql`n."_status" = 'published'`,
          columns: ['published_at', 'id'],
          filter: sql`"in_title"`,
          matches: sql`(SELECT count(*) FROM "m" WHERE "in_title")`,
          limit: sql`${limit}::bigint`,
          offset: sql`${offset}::bigint`,
        })
        const [row] = await db.rows<{ ids: number[] }>(sql`
          WITH "m" AS MATERIALIZED (
            SELECT "id", FALSE AS "in_title" FROM "news" CROSS JOIN generate_series(1, ${copies}::integer)
            UNION ALL SELECT "id", TRUE FROM "news" WHERE "id" IN (${sql.join(
              chosen.map((id) => sql`${id}`),
              sql`, `,
            )})
          )
          SELECT ${ids} AS "ids"`)
        return (row?.ids ?? []).map(toNumber)
      }
      // 10 matches for a page that needs 8 rows: looked up and sorted.
      expect(await pageOf(4, 4)).toEqual(chosen.slice(4, 8))
      // 10 matches for a page that needs 1 row: the ordered walk.
      expect(await pageOf(0, 1)).toEqual(chosen.slice(0, 1))
      expect(await pageOf(8, 4)).toEqual(chosen.slice(8))
    })

    it('reads a page in the second half of a long list from its end, and it is the brute-force page', async () => {
      const db = await payloadDatabase(payload)
      const listed = await publishedNewsInListOrder()
      expect(listed.length).toBeGreaterThan(20)
      const pageOf = async (offset: number, limit: number) => {
        const ids = postgresMatchPage({
          table: 'news',
          alias: 'n',
          where: sql`n."_status" = 'published'`,
          columns: ['published_at', 'id'],
          // Counted as more than the lookup branch reads, so the page is walked: from the start or from the end.
          matches: sql`${MATCH_DRIVEN_MAX + 1}::bigint`,
          listed: sql`(SELECT count(*) FROM "m")`,
          limit: sql`${limit}::bigint`,
          offset: sql`${offset}::bigint`,
        })
        const [row] = await db.rows<{ ids: number[] }>(sql`
          WITH "m" AS MATERIALIZED (SELECT "id" FROM "news" WHERE "_status" = 'published')
          SELECT ${ids} AS "ids"`)
        return (row?.ids ?? []).map(toNumber)
      }
      const total = listed.length
      for (const [offset, limit] of [
        [0, 4],
        [Math.floor(total / 2) - 2, 4],
        [Math.floor(total / 2) + 1, 4],
        [total - 5, 4],
        [total - 3, 4],
        [total - 1, 10],
        [total, 4],
        [total + 7, 4],
      ]) {
        expect(await pageOf(offset, limit), `offset ${offset}, limit ${limit} of ${total}`).toEqual(listed.slice(offset, offset + limit))
      }
    })
  })
}

describe('publishing shows in lists and search at once', () => {
  const search = async (keyword: string) => (await call<SearchAnswer>('/api/index/search', { query: { keyword } })).body.data
  const productList = async (keyword: string) => (await call<ProductListing>('/api/index/product', { body: { keyword } })).body.data
  const newsList = async (keyword: string) => (await call<Listing<{ id: number }>>('/api/index/news', { body: { keyword } })).body.data

  it('a product: draft hidden, publish shown, draft edit keeps the published text, edit, unpublish and delete', async () => {
    const category =
      (await payload.find({ collection: 'product-categories', where: { name: { equals: '电子负载' } }, ...asSystem })).docs[0] ??
      (await payload.find({ collection: 'product-categories', limit: 1, ...asSystem })).docs[0]
    const draft = await payload.create({
      collection: 'products',
      data: { model: 'QZX-7391', name: '琥珀测试负载', category: category.id, summary: '用于验证搜索索引的产品', _status: 'draft' },
      draft: true,
      ...asSystem,
    })
    expect((await search('琥珀')).counts.products).toBe(0)
    expect((await productList('QZX-7391')).total).toBe(0)

    await payload.update({ collection: 'products', id: draft.id, data: { _status: 'published' }, ...asSystem })
    expect((await search('琥珀')).products.map((hit) => hit.id)).toEqual([draft.id])
    expect((await search('7391')).products.map((hit) => hit.id)).toEqual([draft.id])
    expect((await productList('QZX-7391')).list.map((item) => item.id)).toEqual([draft.id])

    // A draft saved over the published product: the site still shows (and finds) the published text.
    await payload.update({ collection: 'products', id: draft.id, data: { name: '翡翠测试负载' }, draft: true, ...asSystem })
    expect((await search('琥珀')).counts.products).toBe(1)
    expect((await search('翡翠')).counts.products).toBe(0)

    await payload.update({ collection: 'products', id: draft.id, data: { name: '翡翠测试负载', _status: 'published' }, ...asSystem })
    expect((await search('翡翠')).products.map((hit) => hit.id)).toEqual([draft.id])
    expect((await search('琥珀')).counts.products).toBe(0)

    await payload.update({ collection: 'products', id: draft.id, data: { _status: 'draft' }, ...asSystem })
    expect((await search('翡翠')).counts.products).toBe(0)
    expect((await productList('QZX-7391')).total).toBe(0)

    await payload.update({ collection: 'products', id: draft.id, data: { _status: 'published' }, ...asSystem })
    expect((await search('翡翠')).counts.products).toBe(1)
    await payload.delete({ collection: 'products', id: draft.id, ...asSystem })
    expect((await search('翡翠')).counts.products).toBe(0)
    expect((await productList('QZX-7391')).total).toBe(0)
  })

  it('an article and a download: publish, unpublish and delete', async () => {
    const column = (await payload.find({ collection: 'news-columns', limit: 1, ...asSystem })).docs[0]
    const article = await payload.create({
      collection: 'news',
      data: { title: '玳瑁计划正式启动', column: column.id, summary: '验证新闻列表与搜索', _status: 'published' },
      ...asSystem,
    })
    expect((await search('玳瑁')).news.map((hit) => hit.id)).toEqual([article.id])
    expect((await newsList('玳瑁')).list.map((item) => item.id)).toEqual([article.id])
    await payload.update({ collection: 'news', id: article.id, data: { _status: 'draft' }, ...asSystem })
    expect((await search('玳瑁')).counts.news).toBe(0)
    expect((await newsList('玳瑁')).total).toBe(0)
    await payload.update({ collection: 'news', id: article.id, data: { _status: 'published' }, ...asSystem })
    expect((await newsList('玳瑁')).total).toBe(1)
    await payload.delete({ collection: 'news', id: article.id, ...asSystem })
    expect((await search('玳瑁')).counts.news).toBe(0)
    expect((await newsList('玳瑁')).total).toBe(0)

    const template = (await payload.find({ collection: 'downloads', limit: 1, ...asSystem })).docs[0]
    const download = await payload.create({
      collection: 'downloads',
      data: { title: '珊瑚协议手册', category: idOf(template.category) as number, file: idOf(template.file) as number, version: 'V9.9', _status: 'published' },
      ...asSystem,
    })
    expect((await search('珊瑚')).downloads.map((hit) => ({ id: hit.id, subtitle: hit.subtitle }))).toEqual([{ id: download.id, subtitle: 'V9.9' }])
    await payload.delete({ collection: 'downloads', id: download.id, ...asSystem })
    expect((await search('珊瑚')).counts.downloads).toBe(0)
  })

  it("an article's date and column: a keyword's list follows an edit, and a deleted column, at once", async () => {
    const inColumn = async (columnId: number) =>
      (await call<Listing<{ id: number }>>('/api/index/news', { body: { keyword: '砗磲', column_id: columnId } })).body.data.list.map((item) => item.id)
    const column = (name: string) => payload.create({ collection: 'news-columns', data: { name, _status: 'published' }, ...asSystem })
    const columns = [await column('砗磲栏目甲'), await column('砗磲栏目乙')]
    const article = (issue: number, publishedAt: string) =>
      payload.create({
        collection: 'news',
        data: { title: `砗磲项目第${issue}期`, column: columns[0].id, publishedAt, summary: '验证列表的日期与栏目', _status: 'published' },
        ...asSystem,
      })
    const older = await article(1, '2025-03-01T08:00:00.000Z')
    const newer = await article(2, '2025-06-01T08:00:00.000Z')
    expect((await newsList('砗磲')).list.map((item) => item.id)).toEqual([newer.id, older.id])
    await payload.update({ collection: 'news', id: older.id, data: { publishedAt: '2025-09-01T08:00:00.000Z' }, ...asSystem })
    expect((await newsList('砗磲')).list.map((item) => item.id)).toEqual([older.id, newer.id])

    await payload.update({ collection: 'news', id: newer.id, data: { column: columns[1].id }, ...asSystem })
    expect(await inColumn(columns[0].id)).toEqual([older.id])
    expect(await inColumn(columns[1].id)).toEqual([newer.id])
    await payload.delete({ collection: 'news-columns', id: columns[1].id, ...asSystem })
    expect(await inColumn(columns[1].id)).toEqual([])
    expect((await newsList('砗磲')).total).toBe(2)
    for (const id of [older.id, newer.id]) await payload.delete({ collection: 'news', id, ...asSystem })
    await payload.delete({ collection: 'news-columns', id: columns[0].id, ...asSystem })
  })
})
