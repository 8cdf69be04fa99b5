import 'server-only'

import { sql, type SQL } from 'drizzle-orm'

import { chinaDay } from '@/lib/format'
import { DEFAULT_LOCALE, localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { payloadDatabase, toIso, toNumber, type RawDatabase } from '@/lib/raw-sql'
import {
  countMatches,
  listOrder,
  MATCH_DRIVEN_MAX,
  matchCondition,
  matchingIds,
  orderedIndexHint,
  partialMatches,
  postgresMatchPage,
  postgresMatchRows,
  SEARCH_KINDS,
  type MatchPart,
  type SearchKind,
} from '@/lib/search-index'
import { pinyinLetters, pinyinWords } from '@/lib/pinyin-words'
import { correctedModel, minimumPieces, partialPieces, termsOfQueries, withSynonyms } from '@/lib/search-plan'
import { anyOf, queryTerms, type QueryClause, type QueryTerm } from '@/lib/search-tokens'

import { mediaDto, type MediaDto } from './media'
import { mediaColumns, mediaFromRow, mediaJoin, type MediaRow } from './media-columns.server'
import { limitOf, offsetOf } from './pagination'
import { firstGalleryImage } from './products.server'
import { payloadClient } from './payload-client.server'
import { pinyinVocabulary, synonymGroups } from './search-vocabulary.server'

/** A hit: `score` 2 when its title holds the query, 1 when the rest does, 0 when it holds only part of the query (`partial`). */
export type SearchHit = { id: number; title: string; subtitle: string; summary: string; image: MediaDto | null; score: number; partial: boolean }
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
  /** Words searched besides the keyword: synonyms, or what a model number or pinyin was read as. */
  also: string[]
}
/**
 * The matches of a first-page overview that hold the whole query: a group that found only partial matches (its hits
 * marked partial) counts none, so a query that found only part of what was typed is one staff see as not found.
 */
export const fullMatches = (results: SearchResults): number =>
  (['products', 'news', 'downloads'] as const).reduce((sum, group) => sum + (results[group][0]?.partial ? 0 : results.counts[group]), 0)
export type SearchOptions = { type?: SearchType; page?: number; size?: number; locale?: ContentLocale }

const KIND: Record<SearchType, SearchKind> = { product: 'products', news: 'news', download: 'downloads' }

/** Within a rank, each group keeps its list order: these columns, each descending. */
const LIST_COLUMNS: Record<SearchKind, readonly string[]> = {
  products: ['weight', 'id'],
  news: ['published_at', 'id'],
  downloads: ['weight', 'published_at', 'id'],
}
const LIST_ORDER: Record<SearchKind, SQL> = {
  products: listOrder('t', LIST_COLUMNS.products),
  news: listOrder('t', LIST_COLUMNS.news),
  downloads: listOrder('t', LIST_COLUMNS.downloads),
}

/** Score of a hit whose title (product model or name, article or download title) holds every term; other hits score 1. */
const TITLE_SCORE = 2

/** Each group's ordered index (src/migrations: *_public_order_idx). */
const ORDER_INDEX: Record<SearchKind, string> = { products: 'products_public_order_idx', news: 'news_public_order_idx', downloads: 'downloads_public_order_idx' }

/** One page of matching ids of one part, in list order; `matches` (of the whole query) chooses how it is read. */
async function partPage(db: RawDatabase, kind: SearchKind, terms: QueryClause[], part: MatchPart, offset: number, limit: number, matches: number): Promise<number[]> {
  if (limit <= 0) return []
  const rows = await db.rows<{ id: number }>(sql`
    SELECT t."id" FROM ${sql.raw(`"${kind}"`)} t${orderedIndexHint(db.dialect, matches, ORDER_INDEX[kind])}
    WHERE t."_status" = 'published' AND ${matchCondition(db.dialect, kind, terms, sql`t."id"`, part)}
    ORDER BY ${LIST_ORDER[kind]} LIMIT ${limit} OFFSET ${offset}`)
  return rows.map((row) => toNumber(row.id))
}

/** A page of ranked ids: the subquery ("id", "in_title") that a group's hit query reads its rows from. */
type RankedPage = SQL

/**
 * SQLite, up to MATCH_DRIVEN_MAX matches: one page of a group's ranked ids read
 * from the matches, with whether each title holds every term (a subquery the
 * hit query joins, so page and rows take one statement).
 */
function matchDrivenPage(kind: SearchKind, terms: QueryClause[], offset: number, size: number): RankedPage {
  return sql`SELECT t."id", ${matchCondition('sqlite', kind, terms, sql`t."id"`, 'title')} AS "in_title" FROM ${sql.raw(`"${kind}"`)} t
    WHERE t."_status" = 'published' AND ${matchCondition('sqlite', kind, terms, sql`t."id"`)}
    ORDER BY "in_title" DESC, ${LIST_ORDER[kind]} LIMIT ${size} OFFSET ${offset}`
}

/** Ranked ids read beforehand (at least one), as a subquery of the same shape. */
function rankedValues(dialect: RawDatabase['dialect'], ranked: Ranked): RankedPage {
  const rows = sql.join(
    ranked.map(({ id, score }) => (dialect === 'postgres' ? sql`(${id}::bigint, ${score === TITLE_SCORE}::boolean)` : sql`(${id}, ${score === TITLE_SCORE ? 1 : 0})`)),
    sql`, `,
  )
  return dialect === 'postgres' ? sql`SELECT * FROM (VALUES ${rows}) AS v("id", "in_title")` : sql`SELECT "column1" AS "id", "column2" AS "in_title" FROM (VALUES ${rows})`
}

/**
 * One page of a group's ranked ids: documents whose title holds every term
 * first, then the others, each in the group's list order. Up to
 * MATCH_DRIVEN_MAX matches (SQLite), the page is read with the hits (see
 * matchDrivenPage); past it, the title part and the rest are each read from
 * the list's ordered index (see orderedIndexHint), and the title part is only
 * counted when the page starts past its end.
 */
async function rankedPage(db: RawDatabase, kind: SearchKind, terms: QueryClause[], page: number, size: number, matches: number): Promise<RankedPage | null> {
  const offset = offsetOf(page, size)
  if (matches <= MATCH_DRIVEN_MAX) return matchDrivenPage(kind, terms, offset, size)
  const first = await partPage(db, kind, terms, 'title', offset, size, matches)
  const hits = first.map((id) => ({ id, score: TITLE_SCORE }))
  if (first.length === size) return rankedValues(db.dialect, hits)
  const titleCount = first.length > 0 || offset === 0 ? offset + first.length : await countMatches(db, kind, terms, 'title')
  const rest = await partPage(db, kind, terms, 'rest', Math.max(0, offset - titleCount), size - first.length, matches)
  const ranked = [...hits, ...rest.map((id) => ({ id, score: 1 }))]
  return ranked.length ? rankedValues(db.dialect, ranked) : null
}

type Ranked = { id: number; score: number }[]

/**
 * A group's hits: the rows of `page` (a RankedPage) joined with what a hit
 * shows, in rank order: title hits first, then each group's list order.
 * The collection table is `t`, as in LIST_ORDER.
 */
async function hitRows<R>(db: RawDatabase, kind: SearchKind, page: RankedPage, columns: SQL, joins: SQL): Promise<(R & { id: unknown; in_title: unknown })[]> {
  return db.rows<R & { id: unknown; in_title: unknown }>(sql`
    SELECT t."id", r."in_title", ${columns} FROM (${page}) r JOIN ${sql.raw(`"${kind}"`)} t ON t."id" = r."id"${joins}
    ORDER BY r."in_title" DESC, ${LIST_ORDER[kind]}`)
}

const scoreOf = (row: { in_title: unknown }) => (row.in_title === true || toNumber(row.in_title) ? TITLE_SCORE : 1)

async function productHits(db: RawDatabase, page: RankedPage, locale: ContentLocale): Promise<SearchHit[]> {
  const payload = await payloadClient()
  const rows = await hitRows<{ model: string; name: string; series: string | null; summary: string | null } & MediaRow>(
    db,
    'products',
    page,
    sql`t."model", ${localized('t', 'name', locale)} AS "name", ${localized('t', 'series', locale)} AS "series", ${localized('t', 'summary', locale)} AS "summary", ${mediaColumns('m', locale)}`,
    sql`${localeJoins('products', 't', locale)}${mediaJoin('m', firstGalleryImage('t'), locale)}`,
  )
  return rows.map((product) => ({
    id: toNumber(product.id),
    title: `${product.model} ${product.name}`,
    subtitle: product.series ?? '',
    summary: product.summary ?? '',
    image: mediaDto(mediaFromRow(payload, product), product.model),
    score: scoreOf(product),
    partial: false,
  }))
}

async function newsHits(db: RawDatabase, page: RankedPage, locale: ContentLocale): Promise<SearchHit[]> {
  const payload = await payloadClient()
  const rows = await hitRows<{ title: string; summary: string | null; published_at: unknown; created_at: unknown } & MediaRow>(
    db,
    'news',
    page,
    sql`${localized('t', 'title', locale)} AS "title", ${localized('t', 'summary', locale)} AS "summary", t."published_at" AS "published_at", t."created_at" AS "created_at", ${mediaColumns('m', locale)}`,
    sql`${localeJoins('news', 't', locale)}${mediaJoin('m', sql`t."cover_id"`, locale)}`,
  )
  return rows.map((article) => ({
    id: toNumber(article.id),
    title: article.title,
    subtitle: chinaDay(toIso(article.published_at) || toIso(article.created_at)),
    summary: article.summary ?? '',
    image: mediaDto(mediaFromRow(payload, article), article.title),
    score: scoreOf(article),
    partial: false,
  }))
}

async function downloadHits(db: RawDatabase, page: RankedPage, locale: ContentLocale): Promise<SearchHit[]> {
  const rows = await hitRows<{ title: string; version: string | null; description: string | null }>(
    db,
    'downloads',
    page,
    sql`${localized('t', 'title', locale)} AS "title", ${localized('t', 'version', locale)} AS "version", ${localized('t', 'description', locale)} AS "description"`,
    localeJoins('downloads', 't', locale),
  )
  return rows.map((download) => ({
    id: toNumber(download.id),
    title: download.title,
    subtitle: download.version ?? '',
    summary: download.description ?? '',
    image: null,
    score: scoreOf(download),
    partial: false,
  }))
}

/** SQLite: every group's number of matches in one statement, counted in the index alone. */
async function sqliteCounts(db: RawDatabase, terms: QueryClause[]): Promise<Record<SearchKind, number>> {
  const [row] = await db.rows<Record<SearchKind, number | string>>(
    sql`SELECT ${sql.join(
      SEARCH_KINDS.map((kind) => sql`(SELECT count(*) FROM (${matchingIds('sqlite', kind, terms)})) AS ${sql.raw(`"${kind}"`)}`),
      sql`, `,
    )}`,
  )
  return { products: toNumber(row?.products), news: toNumber(row?.news), downloads: toNumber(row?.downloads) }
}

/**
 * PostgreSQL: a group's counts and one page of ranked ids in one statement
 * (the matches are read once, see postgresMatchRows): the title part and the
 * rest each read their page from the match set (see postgresMatchPage).
 */
async function postgresGroup(db: RawDatabase, kind: SearchKind, terms: QueryClause[], page: number, size: number, withPage: boolean): Promise<{ count: number; ranked: Ranked }> {
  const offset = offsetOf(page, size)
  const limit = limitOf(size)
  const part = (filter: SQL, matches: SQL, take: SQL, skip: SQL) =>
    postgresMatchPage({
      table: kind,
      alias: 't',
      where: sql`t."_status" = 'published'`,
      columns: LIST_COLUMNS[kind],
      filter,
      matches,
      // The index holds the published documents alone: a part's matches are its whole list.
      listed: matches,
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

const HITS: Record<SearchKind, (db: RawDatabase, page: RankedPage, locale: ContentLocale) => Promise<SearchHit[]>> = {
  products: productHits,
  news: newsHits,
  downloads: downloadHits,
}

/** Every group's count, and the hits of the groups asked for: each group's first page, or page `page` of `type`. */
async function fullSearch(db: RawDatabase, clauses: QueryClause[], type: SearchType | undefined, page: number, size: number, locale: ContentLocale) {
  const sqliteCount = db.dialect === 'sqlite' ? await sqliteCounts(db, clauses) : null
  return Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      const wanted = !type || KIND[type] === kind
      if (!sqliteCount) {
        const { count, ranked } = await postgresGroup(db, kind, clauses, type ? page : 1, size, wanted)
        return { kind, count, hits: wanted && ranked.length ? await HITS[kind](db, rankedValues(db.dialect, ranked), locale) : [] }
      }
      const count = sqliteCount[kind]
      if (!wanted || count === 0) return { kind, count, hits: [] as SearchHit[] }
      const ranked = await rankedPage(db, kind, clauses, type ? page : 1, size, count)
      return { kind, count, hits: ranked ? await HITS[kind](db, ranked, locale) : [] }
    }),
  )
}

/**
 * A group's documents that hold at least half of the query's pieces (none of them holds it all): how many,
 * and one page of hits, those holding more pieces first, then in the group's list order. One statement
 * counts and pages them; a second counts only for a page past the end, or a group not asked for.
 */
async function partialGroup(db: RawDatabase, kind: SearchKind, pieces: QueryTerm[], minimum: number, page: number, size: number, wanted: boolean, locale: ContentLocale) {
  const published = sql`FROM (${partialMatches(db.dialect, kind, pieces, minimum)}) p JOIN ${sql.raw(`"${kind}"`)} t ON t."id" = p."id" WHERE t."_status" = 'published'`
  const countOnly = async () => toNumber((await db.rows<{ total: unknown }>(sql`SELECT count(*) AS "total" ${published}`))[0]?.total)
  if (!wanted) return { kind, count: await countOnly(), hits: [] as SearchHit[] }
  const offset = offsetOf(page, size)
  const rows = await db.rows<{ id: unknown; total: unknown }>(
    sql`SELECT t."id", count(*) OVER () AS "total" ${published} ORDER BY p."matched" DESC, ${LIST_ORDER[kind]} LIMIT ${size} OFFSET ${offset}`,
  )
  if (!rows.length) return { kind, count: offset > 0 ? await countOnly() : 0, hits: [] as SearchHit[] }
  const order = new Map(rows.map((row, index) => [toNumber(row.id), index]))
  const hits = await HITS[kind](
    db,
    rankedValues(
      db.dialect,
      [...order.keys()].map((id) => ({ id, score: 1 })),
    ),
    locale,
  )
  return {
    kind,
    count: toNumber(rows[0].total),
    hits: hits.map((hit) => ({ ...hit, score: 0, partial: true })).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
  }
}

/** What a query typed in pinyin or with a misread model number may mean: searched too, ranked below what was typed. */
async function corrections(query: string, synonyms: string[][]): Promise<string[]> {
  const found: string[] = []
  const model = correctedModel(query)
  if (model) found.push(model)
  const letters = pinyinLetters(query)
  if (letters) {
    const names = [...(await pinyinVocabulary()), ...synonyms.flat().filter((word) => /\p{Script=Han}/u.test(word))]
    found.push(...pinyinWords(letters, names))
  }
  return found
}

/**
 * Site search across published products, news and downloads, answered from
 * the search index (docs/decisions/0009, 0027): every group's count, and either
 * each group's first `size` hits or, with `type`, page `page` of that group.
 * The keyword is searched with its synonyms and with what a misread model
 * number or pinyin may mean; hits whose title holds the keyword or a synonym
 * rank first. A group that finds nothing shows the documents holding at least
 * half of the keyword, marked partial.
 * Not cached: every keyword is new, and the index answers in milliseconds.
 * `size` is bounded by the contract (MAX_PAGE_SIZE). The second argument may
 * still be a number: the hits per group (the former signature).
 */
export async function siteSearch(keyword: string, options: SearchOptions | number = {}): Promise<SearchResults> {
  const { type, page = 1, size: wantedSize = 10, locale = DEFAULT_LOCALE } = typeof options === 'number' ? { size: options } : options
  const size = limitOf(wantedSize)
  const query = keyword.trim()
  const typed = queryTerms(query)
  const empty: SearchResults = {
    keyword: query,
    type: type ?? null,
    page,
    size,
    total: 0,
    counts: { products: 0, news: 0, downloads: 0 },
    products: [],
    news: [],
    downloads: [],
    also: [],
  }
  if (!typed.length) return empty
  const db = await payloadDatabase(await payloadClient())
  const synonyms = await synonymGroups()
  const expanded = withSynonyms(query, synonyms)
  const meant = await corrections(query, synonyms)
  const alternatives = termsOfQueries([...expanded.queries, ...meant])
  const titled = termsOfQueries(expanded.queries).length
  const searchedMeant = meant.filter((word) => termsOfQueries([...expanded.queries, word]).length > titled)
  let groups = await fullSearch(db, anyOf(alternatives, titled), type, page, size, locale)
  const pieces = partialPieces(typed)
  const minimum = minimumPieces(pieces.length)
  if (minimum !== null) {
    groups = await Promise.all(
      groups.map((group) => (group.count > 0 ? group : partialGroup(db, group.kind, pieces, minimum, type ? page : 1, size, !type || KIND[type] === group.kind, locale))),
    )
  }
  const [products, news, downloads] = groups
  const counts = { products: products.count, news: news.count, downloads: downloads.count }
  return {
    ...empty,
    total: counts.products + counts.news + counts.downloads,
    counts,
    products: products.hits,
    news: news.hits,
    downloads: downloads.hits,
    // The English site names only the words an English reader reads; every word was searched.
    also: [...expanded.also, ...searchedMeant].filter((word) => locale !== 'en' || !/\p{Script=Han}/u.test(word)),
  }
}
