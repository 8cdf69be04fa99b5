import 'server-only'

import { sql } from 'drizzle-orm'
import type { Where } from 'payload'

import type { News, NewsColumn } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'

import { mediaDto, type MediaDto } from './media'
import { pageOf, type Page } from './pagination'
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

/** Published articles, newest first, optionally in one column or matching a keyword. */
async function readNewsList(options: { page: number; size: number; keyword?: string; columnId?: number }): Promise<Page<NewsSummary>> {
  const payload = await payloadClient()
  const and: Where[] = [published]
  if (options.columnId) and.push({ column: { equals: options.columnId } })
  const keyword = options.keyword?.trim()
  if (keyword) and.push({ or: [{ title: { like: keyword } }, { summary: { like: keyword } }] })
  const result = await payload.find({
    collection: 'news',
    where: { and },
    sort: ['-publishedAt', '-id'],
    page: options.page,
    limit: options.size,
    depth: 1,
  })
  return pageOf(result.docs.map(summaryOf), result.totalDocs, options.page, options.size)
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
  const payload = await payloadClient()
  const adapter = payload.db as unknown as {
    drizzle: { update: (table: unknown) => { set: (values: unknown) => { where: (condition: unknown) => { returning: (fields: unknown) => Promise<{ views: number | null }[]> } } } }
    tables: Record<string, Record<string, unknown>>
  }
  const table = adapter.tables.news
  const rows = await adapter.drizzle
    .update(table)
    .set({ views: sql`coalesce(${table.views}, 0) + 1` })
    .where(sql`${table.id} = ${id}`)
    .returning({ views: table.views })
  return rows[0]?.views ?? null
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
