import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Where } from 'payload'

import type { News, NewsColumn } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'
import { documentTag, listTag } from '@/lib/content-tags'
import { DEFAULT_LOCALE, hasOwnValue, localeJoins, localized, ownValueExists, type ContentLocale } from '@/lib/localized-sql'
import { incrementCounter, payloadDatabase, toIso, toNumber, type RawDatabase } from '@/lib/raw-sql'
import { countMatches, matchCondition, orderedIndexHint, postgresMatchPage, postgresMatchRows } from '@/lib/search-index'
import { queryTerms, type QueryTerm } from '@/lib/search-tokens'

import { mediaDto, type MediaDto } from './media'
import { publishedDocument } from './published-document.server'
import { distinctIds, idList, inIdOrder, namesById } from './list-rows.server'
import { mediaColumns, mediaFromRow, mediaJoin, type MediaRow } from './media-columns.server'
import { limitOf, offsetOf, pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'
import type { StaffUser } from './staff-session.server'

const published: Where = { _status: { equals: 'published' } }

export type NewsSummary = {
  id: number
  title: string
  summary: string
  cover: MediaDto | null
  column: { id: number; name: string } | null
  publishedAt: string
  views: number
  /** false when the article has no version in the page's language and shows in Chinese (the screens mark it lang="zh-CN"). */
  translated: boolean
}

function column(value: News['column']): NewsSummary['column'] {
  return typeof value === 'object' && value ? { id: value.id, name: value.name } : null
}

function summaryOf(article: News, translated = true): NewsSummary {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary ?? '',
    cover: mediaDto(article.cover, article.title),
    column: column(article.column),
    publishedAt: article.publishedAt ?? article.createdAt,
    views: article.views ?? 0,
    translated,
  }
}

async function readNewsColumns(locale: ContentLocale = DEFAULT_LOCALE): Promise<Pick<NewsColumn, 'id' | 'name' | 'description'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news-columns', where: published, sort: ['-weight', 'createdAt'], limit: 50, depth: 0, locale })
  return docs.map(({ id, name, description }) => ({ id, name, description }))
}

/** Articles of these ids as summaries, in the order of the ids, read with two small queries (rows with their covers, columns). */
async function summariesOf(ids: number[], locale: ContentLocale = DEFAULT_LOCALE): Promise<NewsSummary[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const rows = await db.rows<
    {
      id: number
      title: string
      summary: string | null
      cover_id: number | null
      column_id: number | null
      published_at: unknown
      created_at: unknown
      views: number | string | null
      translated: number | string
    } & MediaRow
  >(
    sql`SELECT n."id", ${localized('n', 'title', locale)} AS "title", ${hasOwnValue('n', 'title', locale)} AS "translated", ${localized('n', 'summary', locale)} AS "summary", n."cover_id", n."column_id", n."published_at", n."created_at", n."views", ${mediaColumns('m', locale)}
      FROM "news" n${localeJoins('news', 'n', locale)}${mediaJoin('m', sql`n."cover_id"`, locale)} WHERE n."id" IN (${idList(ids)})`,
  )
  const columns = await namesById(db, 'news_columns', distinctIds(rows.map((row) => row.column_id)), locale)
  return inIdOrder(ids, rows, (row, id) =>
    summaryOf(
      {
        id,
        title: row.title,
        summary: row.summary,
        cover: mediaFromRow(payload, row),
        column: columns.get(toNumber(row.column_id)) ?? null,
        publishedAt: toIso(row.published_at) || null,
        createdAt: toIso(row.created_at),
        views: toNumber(row.views),
      } as unknown as News,
      toNumber(row.translated) === 1,
    ),
  )
}

/**
 * Published articles, newest first (-publishedAt, -id), optionally in one
 * column or matching a keyword (the search index), paged in the database. The
 * page size is bounded by the contract (MAX_PAGE_SIZE).
 */
async function readNewsList(options: {
  page: number
  size: number
  keyword?: string
  columnId?: number
  locale?: ContentLocale
  /** Only articles with a version in `locale` (the showcases: the home page and the news centre). */
  translatedOnly?: boolean
}): Promise<Page<NewsSummary>> {
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const conditions: SQL[] = [sql`n."_status" = 'published'`]
  if (options.columnId) conditions.push(sql`n."column_id" = ${options.columnId}`)
  const ownOnly = Boolean(options.translatedOnly && options.locale && options.locale !== DEFAULT_LOCALE)
  if (ownOnly) conditions.push(ownValueExists('news', 'n', 'title', options.locale ?? DEFAULT_LOCALE))
  const keyword = options.keyword?.trim()
  const terms = keyword ? queryTerms(keyword) : []
  // A keyword searches the whole archive; the showcases never ask one.
  if (keyword && ownOnly) throw new Error('newsList: a keyword with translatedOnly is not supported')
  if (keyword && db.dialect === 'postgres') return postgresKeywordPage(db, terms, conditions, options)
  // The index holds exactly the published articles: it counts a keyword's matches alone.
  const matches = keyword ? await countMatches(db, 'news', terms) : null
  if (matches === 0) return pageOf([], 0, options.page, options.size)
  if (keyword) conditions.push(matchCondition(db.dialect, 'news', terms, sql`n."id"`))
  const where = sql.join(conditions, sql` AND `)
  const hint = orderedIndexHint(db.dialect, matches, options.columnId ? 'news_public_column_idx' : 'news_public_order_idx')
  const total =
    matches !== null && !options.columnId && !ownOnly
      ? matches
      : db.rows<{ total: number | string }>(sql`SELECT count(*) AS "total" FROM "news" n${hint} WHERE ${where}`).then((rows) => toNumber(rows[0]?.total))
  const idRows = db.rows<{ id: number }>(sql`
    SELECT n."id" FROM "news" n${hint} WHERE ${where}
    ORDER BY n."published_at" DESC, n."id" DESC LIMIT ${limitOf(options.size)} OFFSET ${offsetOf(options.page, options.size)}`)
  const [count, ids] = await Promise.all([total, idRows])
  return pageOf(
    await summariesOf(
      ids.map((row) => toNumber(row.id)),
      options.locale,
    ),
    count,
    options.page,
    options.size,
  )
}

/**
 * PostgreSQL: a keyword's count and page in one statement that reads the
 * matches once (see postgresMatchRows), then reads the page from them (see
 * postgresMatchPage).
 */
async function postgresKeywordPage(
  db: RawDatabase,
  terms: QueryTerm[],
  conditions: SQL[],
  options: { page: number; size: number; columnId?: number; locale?: ContentLocale },
): Promise<Page<NewsSummary>> {
  const where = sql.join(conditions, sql` AND `)
  // postgresMatchPage chooses by the size of the whole match set ("matches"); a column's count is narrower.
  const total = options.columnId ? sql`(SELECT count(*) FROM "news" n WHERE ${where} AND (n."id" IN (SELECT "id" FROM "m")) IS TRUE)` : sql`"c"."matches"`
  const ids = postgresMatchPage({
    table: 'news',
    alias: 'n',
    where,
    columns: ['published_at', 'id'],
    matches: sql`"c"."matches"`,
    // Without a column the list is exactly the matches (the index holds the published articles alone).
    listed: options.columnId ? undefined : sql`"c"."matches"`,
    limit: sql`${limitOf(options.size)}::bigint`,
    offset: sql`${offsetOf(options.page, options.size)}::bigint`,
  })
  const [row] = await db.rows<{ total: number | string; ids: number[] }>(sql`
    WITH "m" AS MATERIALIZED (${postgresMatchRows('news', terms, { inTitle: false })}), "c" AS MATERIALIZED (SELECT count(*) AS "matches" FROM "m")
    SELECT ${total} AS "total", ${ids} AS "ids" FROM "c"`)
  return pageOf(await summariesOf((row?.ids ?? []).map(toNumber), options.locale), toNumber(row?.total), options.page, options.size)
}

export type NewsDetail = NewsSummary & {
  content: string
  /** The neighbours by date; translated as in NewsSummary. */
  prev: { id: number; title: string; translated: boolean } | null
  next: { id: number; title: string; translated: boolean } | null
  /** false when the page's language has no version of this article (it shows in the default language). */
  translated: boolean
}

/** One published article with its neighbours by date. */
async function readNewsArticle(id: number, locale: ContentLocale = DEFAULT_LOCALE): Promise<NewsDetail | null> {
  const { doc: article, translated } = await publishedDocument('news', id, locale, 1)
  if (!article) return null
  const payload = await payloadClient()
  const publishedAt = article.publishedAt ?? article.createdAt
  const neighbour = async (direction: 'prev' | 'next') => {
    const { docs: found } = await payload.find({
      collection: 'news',
      where: { and: [published, { publishedAt: direction === 'prev' ? { greater_than: publishedAt } : { less_than: publishedAt } }] },
      sort: direction === 'prev' ? 'publishedAt' : '-publishedAt',
      limit: 1,
      depth: 0,
      select: { title: true },
      locale,
    })
    if (!found[0]) return null
    const own =
      locale === DEFAULT_LOCALE
        ? found
        : (await payload.find({ collection: 'news', where: { id: { equals: found[0].id } }, limit: 1, depth: 0, select: { title: true }, locale, fallbackLocale: false })).docs
    return { id: found[0].id, title: found[0].title, translated: Boolean(own[0]?.title) }
  }
  const [prev, next] = await Promise.all([neighbour('prev'), neighbour('next')])
  return { ...summaryOf(article, translated), content: richTextToHtml(article.content), prev, next, translated }
}

/** An article as staff are editing it (its latest draft) in `locale`, for the admin's live preview: read with the staff member's access, never cached. */
export async function newsPreview(id: number, user: StaffUser, locale: ContentLocale = DEFAULT_LOCALE): Promise<NewsDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news', where: { id: { equals: id } }, draft: true, limit: 1, depth: 1, overrideAccess: false, user, locale })
  return docs[0] ? { ...summaryOf(docs[0]), content: richTextToHtml(docs[0].content), prev: null, next: null, translated: true } : null
}

/** Counts one view with a single atomic UPDATE and returns the new count (null when the article is gone). */
async function countNewsView(id: number): Promise<number | null> {
  const db = await payloadDatabase(await payloadClient())
  return (await incrementCounter(db, { table: 'news', column: 'views', where: sql`"id" = ${id}` }))?.value ?? null
}

const newsArticle = cachedRead('newsArticle', (id) => ['news', documentTag('news', id), 'news-columns'], readNewsArticle)

/** One published article (cached) with a live view count when the view is counted. */
export async function newsDetail(id: number, options: { countView?: boolean; locale?: ContentLocale } = {}): Promise<NewsDetail | null> {
  const article = await newsArticle(id, options.locale ?? DEFAULT_LOCALE)
  if (!article || !options.countView) return article
  return { ...article, views: (await countNewsView(id)) ?? article.views }
}

export const newsColumns = cachedRead('newsColumns', ['news-columns'], readNewsColumns)
export const newsList = cachedRead('newsList', (options) => ['news', listTag('news', options.columnId), 'news-columns'], readNewsList)
