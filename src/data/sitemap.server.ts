import 'server-only'

import { sql, type SQL } from 'drizzle-orm'

import { cachedRead } from '@/lib/content-cache'
import { payloadDatabase, toIso, toNumber } from '@/lib/raw-sql'

import { payloadClient } from './payload-client.server'

export type SitemapEntry = { id: number; updatedAt: string }
export type SitemapIndex = Record<'products' | 'news' | 'activities' | 'downloads', SitemapEntry[]>

/**
 * The sitemap protocol allows 50,000 URLs per file, and sitemap.xml is one
 * file: entries past this bound are left out, news (the only collection that
 * grows past it) newest first. Listing every article at 100,000 articles
 * needs a sitemap index of several files.
 */
export const MAX_SITEMAP_ENTRIES = 49_000

/** Rows read per query: the ids come in pages, never as one whole-table read. */
const BATCH = 5_000

const LIST_ORDER: Record<keyof SitemapIndex, SQL> = {
  products: sql`"weight" DESC, "id" DESC`,
  news: sql`"published_at" DESC, "id" DESC`,
  activities: sql`"start_at" DESC, "id" DESC`,
  downloads: sql`"weight" DESC, "published_at" DESC, "id" DESC`,
}

/** Up to `limit` published ids of a collection with their last change, in list order, read in batches. */
async function publishedIds(collection: keyof SitemapIndex, limit: number): Promise<SitemapEntry[]> {
  const db = await payloadDatabase(await payloadClient())
  const entries: SitemapEntry[] = []
  while (entries.length < limit) {
    const take = Math.min(BATCH, limit - entries.length)
    const rows = await db.rows<{ id: number; updated_at: unknown }>(sql`
      SELECT "id", "updated_at" FROM ${sql.raw(`"${collection}"`)} WHERE "_status" = 'published'
      ORDER BY ${LIST_ORDER[collection]} LIMIT ${take} OFFSET ${entries.length}`)
    entries.push(...rows.map((row) => ({ id: toNumber(row.id), updatedAt: toIso(row.updated_at) })))
    if (rows.length < take) break
  }
  return entries
}

/** Published products, articles, activities (in list order) and downloads for sitemap.xml, at most MAX_SITEMAP_ENTRIES in all. */
async function readSitemapIndex(): Promise<SitemapIndex> {
  let room = MAX_SITEMAP_ENTRIES
  const take = async (collection: keyof SitemapIndex) => {
    const entries = await publishedIds(collection, room)
    room -= entries.length
    return entries
  }
  const products = await take('products')
  const activities = await take('activities')
  const downloads = await take('downloads')
  const news = await take('news')
  return { products, news, activities, downloads }
}

export const sitemapIndex = cachedRead('sitemapIndex', ['products', 'news', 'activities', 'downloads'], readSitemapIndex)
