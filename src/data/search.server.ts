import 'server-only'

import { sql, type SQL } from 'drizzle-orm'

import { chinaDay } from '@/lib/format'
import { DEFAULT_LOCALE, localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { payloadDatabase, toIso, toNumber, type RawDatabase } from '@/lib/raw-sql'
import { countMatches, MATCH_DRIVEN_MAX, matchCondition, orderedIndexHint, postgresMatchPage, postgresMatchRows, type MatchPart, type SearchKind } from '@/lib/search-index'
import { queryTerms, type QueryTerm } from '@/lib/search-tokens'

import { mediaDto, type MediaDto } from './media'
import { idList, inIdOrder } from './list-rows.server'
import { mediaColumns, mediaFromRow, mediaJoin, type MediaRow } from './media-columns.server'
import { limitOf, offsetOf } from './pagination'
import { firstGalleryImage } from './products.server'
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
export type SearchOptions = { type?: SearchType; page?: number; size?: number; locale?: ContentLocale }

const KIND: Record<SearchType, SearchKind> = { product: 'products', news: 'news', download: 'downloads' }

/** Within a rank, each group keeps its list order. */
const LIST_ORDER: Record<SearchKind, SQL> = {
  products: sql`t."weight" DESC, t."id" DESC`,
  news: sql`t."published_at" DESC, t."id" DESC`,
  downloads: sql`t."weight" DESC, t."published_at" DESC, t."id" DESC`,
}

/** Score of a hit whose title (product model or name, article or download title) holds every term; other hits score 1. */
const TITLE_SCORE = 2

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
 * first, then the others, each in the group's list order. Up to
 * MATCH_DRIVEN_MAX matches, one statement reads the page from the matches,
 * with whether each title holds every term; past it, the title part and the
 * rest are each read from the list's ordered index (see orderedIndexHint), and
 * the title part is only counted when the page starts past its end.
 */
async function rankedPage(db: RawDatabase, kind: SearchKind, terms: QueryTerm[], page: number, size: number, matches: number): Promise<{ id: number; score: number }[]> {
  const offset = offsetOf(page, size)
  if (matches <= MATCH_DRIVEN_MAX) {
    const rows = await db.rows<{ id: number; in_title: number }>(sql`
      SELECT t."id", ${matchCondition(db.dialect, kind, terms, sql`t."id"`, 'title')} AS "in_title" FROM ${sql.raw(`"${kind}"`)} t
      WHERE t."_status" = 'published' AND ${matchCondition(db.dialect, kind, terms, sql`t."id"`)}
      ORDER BY "in_title" DESC, ${LIST_ORDER[kind]} LIMIT ${size} OFFSET ${offset}`)
    return rows.map((row) => ({ id: toNumber(row.id), score: toNumber(row.in_title) ? TITLE_SCORE : 1 }))
  }
  const first = await partPage(db, kind, terms, 'title', offset, size, matches)
  const hits = first.map((id) => ({ id, score: TITLE_SCORE }))
  if (first.length === size) return hits
  const titleCount = first.length > 0 || offset === 0 ? offset + first.length : await countMatches(db, kind, terms, 'title')
  const rest = await partPage(db, kind, terms, 'rest', Math.max(0, offset - titleCount), size - first.length, matches)
  return [...hits, ...rest.map((id) => ({ id, score: 1 }))]
}

function inOrder<T extends { id: unknown }>(ranked: { id: number; score: number }[], docs: T[], hit: (doc: T, id: number) => Omit<SearchHit, 'score'>): SearchHit[] {
  return inIdOrder(
    ranked.map(({ id }) => id),
    docs,
    (doc, id, index) => ({ ...hit(doc, id), score: ranked[index].score }),
  )
}

type Ranked = { id: number; score: number }[]

async function productHits(ranked: Ranked, locale: ContentLocale): Promise<SearchHit[]> {
  if (!ranked.length) return []
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const rows = await db.rows<{ id: number; model: string; name: string; series: string | null; summary: string | null } & MediaRow>(sql`
    SELECT p."id", p."model", ${localized('p', 'name', locale)} AS "name", ${localized('p', 'series', locale)} AS "series", ${localized('p', 'summary', locale)} AS "summary", ${mediaColumns('m')}
    FROM "products" p${localeJoins('products', 'p', locale)}${mediaJoin('m', firstGalleryImage('p'))} WHERE p."id" IN (${idList(ranked.map((item) => item.id))})`)
  return inOrder(ranked, rows, (product, id) => ({
    id,
    title: `${product.model} ${product.name}`,
    subtitle: product.series ?? '',
    summary: product.summary ?? '',
    image: mediaDto(mediaFromRow(payload, product), product.model),
  }))
}

async function newsHits(ranked: Ranked, locale: ContentLocale): Promise<SearchHit[]> {
  if (!ranked.length) return []
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const rows = await db.rows<{ id: number; title: string; summary: string | null; published_at: unknown; created_at: unknown } & MediaRow>(
    sql`SELECT n."id", ${localized('n', 'title', locale)} AS "title", ${localized('n', 'summary', locale)} AS "summary", n."published_at", n."created_at", ${mediaColumns('m')}
      FROM "news" n${localeJoins('news', 'n', locale)}${mediaJoin('m', sql`n."cover_id"`)} WHERE n."id" IN (${idList(ranked.map((item) => item.id))})`,
  )
  return inOrder(ranked, rows, (article, id) => ({
    id,
    title: article.title,
    subtitle: chinaDay(toIso(article.published_at) || toIso(article.created_at)),
    summary: article.summary ?? '',
    image: mediaDto(mediaFromRow(payload, article), article.title),
  }))
}

async function downloadHits(ranked: Ranked, locale: ContentLocale): Promise<SearchHit[]> {
  if (!ranked.length) return []
  const db = await payloadDatabase(await payloadClient())
  const rows = await db.rows<{ id: number; title: string; version: string | null; description: string | null }>(
    sql`SELECT d."id", ${localized('d', 'title', locale)} AS "title", ${localized('d', 'version', locale)} AS "version", ${localized('d', 'description', locale)} AS "description"
      FROM "downloads" d${localeJoins('downloads', 'd', locale)} WHERE d."id" IN (${idList(ranked.map((item) => item.id))})`,
  )
  return inOrder(ranked, rows, (download, id) => ({
    id,
    title: download.title,
    subtitle: download.version ?? '',
    summary: download.description ?? '',
    image: null,
  }))
}

/**
 * PostgreSQL: a group's counts and one page of ranked ids in one statement
 * (the matches are read once, see postgresMatchRows): the title part and the
 * rest each read their page from the match set (see postgresMatchPage).
 */
async function postgresGroup(db: RawDatabase, kind: SearchKind, terms: QueryTerm[], page: number, size: number, withPage: boolean): Promise<{ count: number; ranked: Ranked }> {
  const offset = offsetOf(page, size)
  const limit = limitOf(size)
  const part = (filter: SQL, matches: SQL, take: SQL, skip: SQL) =>
    postgresMatchPage({
      table: kind,
      alias: 't',
      where: sql`t."_status" = 'published'`,
      order: LIST_ORDER[kind],
      filter,
      matches,
      limit: take,
      offset: skip,
    })
  const [row] = await db.rows<{ total: number | string; titles: number | string; title_ids?: number[]; rest_ids?: number[] }>(sql`
    WITH "m" AS MATERIALIZED (${postgresMatchRows(kind, terms)}),
    "c" AS (SELECT count(*) AS "total", count(*) FILTER (WHERE "in_title") AS "titles" FROM "m")
    SELECT "c"."total", "c"."titles"${
      withPage
        ? sql`,
      ${part(sql`"in_title"`, sql`"c"."titles"`, sql`${limit}::bigint`, sql`${offset}::bigint`)} AS "title_ids",
      ${part(sql`NOT "in_title"`, sql`"c"."total" - "c"."titles"`, sql`greatest(0, ${limit}::bigint - greatest(0, least(${limit}::bigint, "c"."titles" - ${offset}::bigint)))`, sql`greatest(0, ${offset}::bigint - "c"."titles")`)} AS "rest_ids"`
        : sql``
    }
    FROM "c"`)
  const ranked = [...(row?.title_ids ?? []).map((id) => ({ id: toNumber(id), score: TITLE_SCORE })), ...(row?.rest_ids ?? []).map((id) => ({ id: toNumber(id), score: 1 }))]
  return { count: toNumber(row?.total), ranked }
}

const HITS: Record<SearchKind, (ranked: Ranked, locale: ContentLocale) => Promise<SearchHit[]>> = {
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
  const { type, page = 1, size: wantedSize = 10, locale = DEFAULT_LOCALE } = typeof options === 'number' ? { size: options } : options
  const size = limitOf(wantedSize)
  const query = keyword.trim()
  const terms = queryTerms(query)
  const empty: SearchResults = { keyword: query, type: type ?? null, page, size, total: 0, counts: { products: 0, news: 0, downloads: 0 }, products: [], news: [], downloads: [] }
  if (!terms.length) return empty
  const db = await payloadDatabase(await payloadClient())
  const kinds: SearchKind[] = ['products', 'news', 'downloads']
  const groups = await Promise.all(
    kinds.map(async (kind) => {
      const wanted = !type || KIND[type] === kind
      if (db.dialect === 'postgres') {
        const { count, ranked } = await postgresGroup(db, kind, terms, type ? page : 1, size, wanted)
        return { count, hits: wanted && ranked.length ? await HITS[kind](ranked, locale) : [] }
      }
      const count = await countMatches(db, kind, terms)
      if (!wanted || count === 0) return { count, hits: [] as SearchHit[] }
      const ranked = await rankedPage(db, kind, terms, type ? page : 1, size, count)
      return { count, hits: await HITS[kind](ranked, locale) }
    }),
  )
  const [products, news, downloads] = groups
  const counts = { products: products.count, news: news.count, downloads: downloads.count }
  return { ...empty, total: counts.products + counts.news + counts.downloads, counts, products: products.hits, news: news.hits, downloads: downloads.hits }
}
