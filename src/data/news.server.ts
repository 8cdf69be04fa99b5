import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Where } from 'payload'

import type { News, NewsColumn } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'
import { payloadDatabase, toNumber } from '@/lib/raw-sql'
import { countMatches, matchCondition, orderedIndexHint } from '@/lib/search-index'
import { queryTerms } from '@/lib/search-tokens'

import { mediaDto, type MediaDto } from './media'
import { firstId, mediaRecords } from './media-records.server'
import { limitOf, offsetOf, pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'

const published: Where = { _status: { equals: 'published' } }

export type NewsSummary = {
  id: number
  title: string
  summary: string
  cover: MediaDto | null
  column: { id: number; name: string } | null
  publishedAt: string
  views: number
}

function column(value: News['column']): NewsSummary['column'] {
  return typeof value === 'object' && value ? { id: value.id, name: value.name } : null
}

function summaryOf(article: News): NewsSummary {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary ?? '',
    cover: mediaDto(article.cover, article.title),
    column: column(article.column),
    publishedAt: article.publishedAt ?? article.createdAt,
    views: article.views ?? 0,
  }
}

async function readNewsColumns(): Promise<Pick<NewsColumn, 'id' | 'name' | 'description'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news-columns', where: published, sort: ['-weight', 'createdAt'], limit: 50, depth: 0 })
  return docs.map(({ id, name, description }) => ({ id, name, description }))
}

/** Articles of these ids as summaries, in the order of the ids (three small queries: articles, their columns, their covers). */
async function summariesOf(ids: number[]): Promise<NewsSummary[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { title: true, summary: true, cover: true, column: true, publishedAt: true, views: true, createdAt: true },
  })
  const columnIds = [...new Set(docs.map((article) => article.column as number))]
  const [columns, covers] = await Promise.all([
    payload.find({ collection: 'news-columns', where: { id: { in: columnIds } }, depth: 0, limit: columnIds.length, pagination: false, select: { name: true } }),
    mediaRecords(
      payload,
      docs.map((article) => firstId(article.cover as number | null)),
    ),
  ])
  const columnMap = new Map(columns.docs.map((item) => [item.id, item]))
  const byId = new Map(docs.map((article) => [article.id, article]))
  return ids
    .map((id) => byId.get(id))
    .filter((article) => article !== undefined)
    .map((article) =>
      summaryOf({ ...article, column: columnMap.get(article.column as number) ?? article.column, cover: covers.get(article.cover as number) ?? null } as News),
    )
}

/**
 * Published articles, newest first (-publishedAt, -id), optionally in one
 * column or matching a keyword (the search index), paged in the database. The
 * page size is bounded by the contract (MAX_PAGE_SIZE).
 */
async function readNewsList(options: { page: number; size: number; keyword?: string; columnId?: number }): Promise<Page<NewsSummary>> {
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const conditions: SQL[] = [sql`n."_status" = 'published'`]
  if (options.columnId) conditions.push(sql`n."column_id" = ${options.columnId}`)
  const keyword = options.keyword?.trim()
  const terms = keyword ? queryTerms(keyword) : []
  // The index holds exactly the published articles: it counts a keyword's matches alone.
  const matches = keyword ? await countMatches(db, 'news', terms) : null
  if (matches === 0) return pageOf([], 0, options.page, options.size)
  if (keyword) conditions.push(matchCondition(db.dialect, 'news', terms, sql`n."id"`))
  const where = sql.join(conditions, sql` AND `)
  const hint = orderedIndexHint(db.dialect, matches, options.columnId ? 'news_public_column_idx' : 'news_public_order_idx')
  const total =
    matches !== null && !options.columnId
      ? matches
      : db.rows<{ total: number | string }>(sql`SELECT count(*) AS "total" FROM "news" n${hint} WHERE ${where}`).then((rows) => toNumber(rows[0]?.total))
  const idRows = db.rows<{ id: number }>(sql`
    SELECT n."id" FROM "news" n${hint} WHERE ${where}
    ORDER BY n."published_at" DESC, n."id" DESC LIMIT ${limitOf(options.size)} OFFSET ${offsetOf(options.page, options.size)}`)
  const [count, ids] = await Promise.all([total, idRows])
  return pageOf(await summariesOf(ids.map((row) => toNumber(row.id))), count, options.page, options.size)
}

export type NewsDetail = NewsSummary & {
  content: string
  prev: { id: number; title: string } | null
  next: { id: number; title: string } | null
}

/** One published article with its neighbours by date. */
async function readNewsArticle(id: number): Promise<NewsDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news', where: { and: [published, { id: { equals: id } }] }, limit: 1, depth: 1 })
  const article = docs[0]
  if (!article) return null
  const publishedAt = article.publishedAt ?? article.createdAt
  const neighbour = async (direction: 'prev' | 'next') => {
    const { docs: found } = await payload.find({
      collection: 'news',
      where: { and: [published, { publishedAt: direction === 'prev' ? { greater_than: publishedAt } : { less_than: publishedAt } }] },
      sort: direction === 'prev' ? 'publishedAt' : '-publishedAt',
      limit: 1,
      depth: 0,
      select: { title: true },
    })
    return found[0] ? { id: found[0].id, title: found[0].title } : null
  }
  const [prev, next] = await Promise.all([neighbour('prev'), neighbour('next')])
  return { ...summaryOf(article), content: richTextToHtml(article.content), prev, next }
}

/** Counts one view with a single atomic UPDATE and returns the new count (null when the article is gone). */
async function countNewsView(id: number): Promise<number | null> {
  const db = await payloadDatabase(await payloadClient())
  const rows = await db.rows<{ views: number | string | null }>(sql`UPDATE "news" SET "views" = coalesce("views", 0) + 1 WHERE "id" = ${id} RETURNING "views"`)
  return rows[0] ? toNumber(rows[0].views) : null
}

const newsArticle = cachedRead('newsArticle', ['news', 'news-columns', 'media'], readNewsArticle)

/** One published article (cached) with a live view count when the view is counted. */
export async function newsDetail(id: number, options: { countView?: boolean } = {}): Promise<NewsDetail | null> {
  const article = await newsArticle(id)
  if (!article || !options.countView) return article
  return { ...article, views: (await countNewsView(id)) ?? article.views }
}

export const newsColumns = cachedRead('newsColumns', ['news-columns'], readNewsColumns)
export const newsList = cachedRead('newsList', ['news', 'news-columns', 'media'], readNewsList)
