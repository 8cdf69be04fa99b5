import 'server-only'

import { sql } from 'drizzle-orm'

import { cachedRead } from '@/lib/content-cache'
import { listTag } from '@/lib/content-tags'
import { payloadDatabase, toIso, toNumber } from '@/lib/raw-sql'

import { payloadClient } from './payload-client.server'

/** Collections with a page per document in the sitemap. */
export type SitemapCollection = 'products' | 'news' | 'downloads'
const COLLECTIONS: SitemapCollection[] = ['products', 'news', 'downloads']

/**
 * Documents per sitemap file: each is listed in every language (two URLs), and
 * the protocol allows 50,000 URLs per file; a round number under it.
 */
export const SITEMAP_FILE_SIZE = 20_000

/** Rows read per query: a file's ids come in pages, never as one whole-table read. */
const BATCH = 5_000

export type SitemapEntry = { id: number; updatedAt: string }
export type SitemapFile = { name: string; lastModified: string }
/** The sitemap index: the file of fixed pages and activity pages, then each collection's files, newest change per file. */
export type SitemapFiles = { files: SitemapFile[]; activities: number; activitiesUpdatedAt: string }

async function published(collection: SitemapCollection | 'activities') {
  const db = await payloadDatabase(await payloadClient())
  const [row] = await db.rows<{ count: unknown; updated_at: unknown }>(sql`
    SELECT count(*) AS "count", max("updated_at") AS "updated_at" FROM ${sql.raw(`"${collection}"`)} WHERE "_status" = 'published'`)
  return { count: toNumber(row?.count ?? 0), updatedAt: row?.updated_at ? toIso(row.updated_at) : '' }
}

/** How many sitemap files each collection needs right now (at least one, even when empty). */
async function readSitemapFiles(): Promise<SitemapFiles> {
  const files: SitemapFile[] = []
  const activities = await published('activities')
  let newest = activities.updatedAt
  for (const collection of COLLECTIONS) {
    const { count, updatedAt } = await published(collection)
    if (updatedAt > newest) newest = updatedAt
    for (let part = 1; part <= Math.max(1, Math.ceil(count / SITEMAP_FILE_SIZE)); part += 1) files.push({ name: `${collection}-${part}`, lastModified: updatedAt })
  }
  return { files: [{ name: 'pages', lastModified: newest }, ...files], activities: activities.count, activitiesUpdatedAt: activities.updatedAt }
}

/** One sitemap file of a collection: published ids by id, part 1 the first SITEMAP_FILE_SIZE, read in batches. */
async function readSitemapPart(collection: SitemapCollection, part: number): Promise<SitemapEntry[]> {
  const db = await payloadDatabase(await payloadClient())
  const entries: SitemapEntry[] = []
  let after = 0
  // Keyset pages by id, starting where the part starts.
  const [start] = await db.rows<{ id: unknown }>(sql`
    SELECT "id" FROM ${sql.raw(`"${collection}"`)} WHERE "_status" = 'published' ORDER BY "id" LIMIT 1 OFFSET ${(part - 1) * SITEMAP_FILE_SIZE}`)
  if (!start) return entries
  after = toNumber(start.id) - 1
  while (entries.length < SITEMAP_FILE_SIZE) {
    const take = Math.min(BATCH, SITEMAP_FILE_SIZE - entries.length)
    const rows = await db.rows<{ id: unknown; updated_at: unknown }>(sql`
      SELECT "id", "updated_at" FROM ${sql.raw(`"${collection}"`)} WHERE "_status" = 'published' AND "id" > ${after}
      ORDER BY "id" LIMIT ${take}`)
    for (const row of rows) entries.push({ id: toNumber(row.id), updatedAt: toIso(row.updated_at) })
    if (rows.length < take) break
    after = entries[entries.length - 1].id
  }
  return entries
}

export const sitemapFiles = cachedRead(
  'sitemapFiles',
  ([...COLLECTIONS, 'activities'] as const).flatMap((slug) => [slug, listTag(slug, null)]),
  readSitemapFiles,
)
export const sitemapPart = cachedRead('sitemapPart', (collection) => [collection, listTag(collection, null)], readSitemapPart)
export const isSitemapCollection = (value: string): value is SitemapCollection => (COLLECTIONS as string[]).includes(value)
