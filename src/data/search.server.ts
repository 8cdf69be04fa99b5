import 'server-only'

import { sql, type SQL } from 'drizzle-orm'

import type { Download, News, Product } from '@/payload-types'
import { payloadDatabase, toNumber, type RawDatabase } from '@/lib/raw-sql'
import { countMatches, matchCondition, orderedIndexHint, type MatchPart, type SearchKind } from '@/lib/search-index'
import { queryTerms, type QueryTerm } from '@/lib/search-tokens'

import { mediaDto, type MediaDto } from './media'
import { firstId, mediaRecords } from './media-records.server'
import { limitOf, offsetOf } from './pagination'
import { payloadClient } from './payload-client.server'

export type SearchHit = { id: number; title: string; subtitle: string; summary: string; image: MediaDto | null; score: number }
/** The contract's name of each group. */
export type SearchType = 'product' | 'news' | 'download'
export type SearchCounts = { products: number; news: number; downloads: number }
export type SearchResults = {
  keyword: string
  type: SearchType | null
  page: number
  size: number
  /** Matches in every group (the sum of counts). */
  total: number
  counts: SearchCounts
  products: SearchHit[]
  news: SearchHit[]
  downloads: SearchHit[]
}
export type SearchOptions = { type?: SearchType; page?: number; size?: number }

const KIND: Record<SearchType, SearchKind> = { product: 'products', news: 'news', download: 'downloads' }

/** Within a rank, each group keeps its list order. */
const LIST_ORDER: Record<SearchKind, SQL> = {
  products: sql`t."weight" DESC, t."id" DESC`,
  news: sql`t."published_at" DESC, t."id" DESC`,
  downloads: sql`t."weight" DESC, t."published_at" DESC, t."id" DESC`,
}

/** Score of a hit whose title (product model or name, article or download title) holds every term; other hits score 1. */
const TITLE_SCORE = 2

/** A date as YYYY-MM-DD in China Standard Time. */
const chinaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })

export function chinaDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : chinaDate.format(date)
}

/** Each group's ordered index (src/migrations: *_public_order_idx). */
const ORDER_INDEX: Record<SearchKind, string> = { products: 'products_public_order_idx', news: 'news_public_order_idx', downloads: 'downloads_public_order_idx' }

/** One page of matching ids of one part, in list order; `matches` (of the whole query) chooses how it is read. */
async function partPage(db: RawDatabase, kind: SearchKind, terms: QueryTerm[], part: MatchPart, offset: number, limit: number, matches: number): Promise<number[]> {
  if (limit <= 0) return []
  const rows = await db.rows<{ id: number }>(sql`
    SELECT t."id" FROM ${sql.raw(`"${kind}"`)} t${orderedIndexHint(db.dialect, matches, ORDER_INDEX[kind])}
    WHERE t."_status" = 'published' AND ${matchCondition(db.dialect, kind, terms, sql`t."id"`, part)}
    ORDER BY ${LIST_ORDER[kind]} LIMIT ${limit} OFFSET ${offset}`)
  return rows.map((row) => toNumber(row.id))
}

/**
 * One page of a group's ranked hits: documents whose title holds every term
 * first, then the others, each in the group's list order. The title part is
 * only counted when the page starts past its end.
 */
async function rankedPage(db: RawDatabase, kind: SearchKind, terms: QueryTerm[], page: number, size: number, matches: number): Promise<{ id: number; score: number }[]> {
  const offset = offsetOf(page, size)
  const first = await partPage(db, kind, terms, 'title', offset, size, matches)
  const hits = first.map((id) => ({ id, score: TITLE_SCORE }))
  if (first.length === size) return hits
  const titleCount = first.length > 0 || offset === 0 ? offset + first.length : await countMatches(db, kind, terms, 'title')
  const rest = await partPage(db, kind, terms, 'rest', Math.max(0, offset - titleCount), size - first.length, matches)
  return [...hits, ...rest.map((id) => ({ id, score: 1 }))]
}

function inOrder<T extends { id: number }>(ranked: { id: number; score: number }[], docs: T[], hit: (doc: T) => Omit<SearchHit, 'score'>): SearchHit[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ranked.flatMap(({ id, score }) => {
    const doc = byId.get(id)
    return doc ? [{ ...hit(doc), score }] : []
  })
}

async function productHits(ranked: { id: number; score: number }[]): Promise<SearchHit[]> {
  if (!ranked.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ranked.map((item) => item.id) } },
    depth: 0,
    limit: ranked.length,
    pagination: false,
    select: { model: true, name: true, series: true, summary: true, gallery: true },
  })
  const media = await mediaRecords(
    payload,
    docs.map((product) => firstId(product.gallery)),
  )
  return inOrder(ranked, docs as Product[], (product) => ({
    id: product.id,
    title: `${product.model} ${product.name}`,
    subtitle: product.series ?? '',
    summary: product.summary ?? '',
    image: mediaDto(media.get(firstId(product.gallery) ?? -1), product.model),
  }))
}

async function newsHits(ranked: { id: number; score: number }[]): Promise<SearchHit[]> {
  if (!ranked.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { id: { in: ranked.map((item) => item.id) } },
    depth: 0,
    limit: ranked.length,
    pagination: false,
    select: { title: true, summary: true, cover: true, publishedAt: true, createdAt: true },
  })
  const covers = await mediaRecords(
    payload,
    docs.map((article) => firstId(article.cover as number | null)),
  )
  return inOrder(ranked, docs as News[], (article) => ({
    id: article.id,
    title: article.title,
    subtitle: chinaDay(article.publishedAt ?? article.createdAt),
    summary: article.summary ?? '',
    image: mediaDto(covers.get(firstId(article.cover as number | null) ?? -1), article.title),
  }))
}

async function downloadHits(ranked: { id: number; score: number }[]): Promise<SearchHit[]> {
  if (!ranked.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { id: { in: ranked.map((item) => item.id) } },
    depth: 0,
    limit: ranked.length,
    pagination: false,
    select: { title: true, version: true, description: true },
  })
  return inOrder(ranked, docs as Download[], (download) => ({
    id: download.id,
    title: download.title,
    subtitle: download.version ?? '',
    summary: download.description ?? '',
    image: null,
  }))
}

const HITS: Record<SearchKind, (ranked: { id: number; score: number }[]) => Promise<SearchHit[]>> = {
  products: productHits,
  news: newsHits,
  downloads: downloadHits,
}

/**
 * Site search across published products, news and downloads, answered from
 * the search index (docs/decisions/0009): every group's count, and either
 * each group's first `size` hits or, with `type`, page `page` of that group.
 * Not cached: every keyword is new, and the index answers in milliseconds.
 * `size` is bounded by the contract (MAX_PAGE_SIZE). The second argument may
 * still be a number: the hits per group (the former signature).
 */
export async function siteSearch(keyword: string, options: SearchOptions | number = {}): Promise<SearchResults> {
  const { type, page = 1, size: wantedSize = 10 } = typeof options === 'number' ? { size: options } : options
  const size = limitOf(wantedSize)
  const query = keyword.trim()
  const terms = queryTerms(query)
  const empty: SearchResults = { keyword: query, type: type ?? null, page, size, total: 0, counts: { products: 0, news: 0, downloads: 0 }, products: [], news: [], downloads: [] }
  if (!terms.length) return empty
  const db = await payloadDatabase(await payloadClient())
  const kinds: SearchKind[] = ['products', 'news', 'downloads']
  const groups = await Promise.all(
    kinds.map(async (kind) => {
      const count = await countMatches(db, kind, terms)
      const wanted = !type || KIND[type] === kind
      if (!wanted || count === 0) return { count, hits: [] as SearchHit[] }
      const ranked = await rankedPage(db, kind, terms, type ? page : 1, size, count)
      return { count, hits: await HITS[kind](ranked) }
    }),
  )
  const [products, news, downloads] = groups
  const counts = { products: products.count, news: news.count, downloads: downloads.count }
  return { ...empty, total: counts.products + counts.news + counts.downloads, counts, products: products.hits, news: news.hits, downloads: downloads.hits }
}
