import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import type { Download, File as StoredFile } from '@/payload-types'
import { cachedRead } from '@/lib/content-cache'
import { documentTag, listTag } from '@/lib/content-tags'
import { DEFAULT_LOCALE, localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { incrementCounter, payloadDatabase, toIso, toNumber } from '@/lib/raw-sql'
import { matchCondition } from '@/lib/search-index'
import { queryTerms } from '@/lib/search-tokens'
import { openStoredUpload, type OpenedUpload } from '@/lib/upload-storage'

import { distinctIds, idList, inIdOrder, namesById } from './list-rows.server'
import { limitOf, offsetOf, pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { publishedDocument } from './published-document.server'

const published: Where = { _status: { equals: 'published' } }

export type DownloadSummary = {
  id: number
  title: string
  category: { id: number; name: string } | null
  version: string
  size: number
  format: string
  description: string
  member_only: boolean
  download_count: number
  published_at: string
}

function summaryOf(download: Download): DownloadSummary {
  const category = typeof download.category === 'object' && download.category ? { id: download.category.id, name: download.category.name } : null
  return {
    id: download.id,
    title: download.title,
    category,
    version: download.version ?? '',
    size: download.size ?? 0,
    format: download.format ?? '',
    description: download.description ?? '',
    member_only: Boolean(download.memberOnly),
    download_count: download.downloadCount ?? 0,
    published_at: download.publishedAt ?? download.createdAt,
  }
}

async function readDownloadCategories(locale: ContentLocale = DEFAULT_LOCALE) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'download-categories', where: published, sort: ['-weight', 'createdAt'], limit: 100, depth: 0, locale })
  return docs.map((category) => ({ id: category.id, name: category.name }))
}

/**
 * Published downloads in list order (-weight, -publishedAt, -id), optionally
 * in one category or matching a keyword (the search index), paged in the
 * database. The page size is bounded by the contract (MAX_PAGE_SIZE).
 */
async function readDownloadList(options: { page: number; size: number; categoryId?: number; keyword?: string; locale?: ContentLocale }): Promise<Page<DownloadSummary>> {
  const locale = options.locale ?? DEFAULT_LOCALE
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const conditions: SQL[] = [sql`d."_status" = 'published'`]
  if (options.categoryId) conditions.push(sql`d."category_id" = ${options.categoryId}`)
  const keyword = options.keyword?.trim()
  if (keyword) conditions.push(matchCondition(db.dialect, 'downloads', queryTerms(keyword), sql`d."id"`))
  const where = sql.join(conditions, sql` AND `)
  const [countRows, idRows] = await Promise.all([
    db.rows<{ total: number | string }>(sql`SELECT count(*) AS "total" FROM "downloads" d WHERE ${where}`),
    db.rows<{ id: number }>(sql`
      SELECT d."id" FROM "downloads" d WHERE ${where}
      ORDER BY d."weight" DESC, d."published_at" DESC, d."id" DESC LIMIT ${limitOf(options.size)} OFFSET ${offsetOf(options.page, options.size)}`),
  ])
  const ids = idRows.map((row) => toNumber(row.id))
  // The page's rows and their categories in two small queries (Payload's find runs every field hook per document).
  const rows = ids.length
    ? await db.rows<{
        id: number
        title: string
        category_id: number | null
        version: string | null
        size: number | string | null
        format: string | null
        description: string | null
        member_only: unknown
        download_count: number | string | null
        published_at: unknown
        created_at: unknown
      }>(sql`
        SELECT d."id", ${localized('d', 'title', locale)} AS "title", d."category_id", ${localized('d', 'version', locale)} AS "version", d."size", d."format", ${localized('d', 'description', locale)} AS "description",
          d."member_only", d."download_count", d."published_at", d."created_at"
        FROM "downloads" d${localeJoins('downloads', 'd', locale)} WHERE d."id" IN (${idList(ids)})`)
    : []
  const categories = await namesById(db, 'download_categories', distinctIds(rows.map((row) => row.category_id)), locale)
  const list = inIdOrder(ids, rows, (row, id) =>
    summaryOf({
      id,
      title: row.title,
      category: categories.get(toNumber(row.category_id)) ?? null,
      version: row.version,
      size: row.size === null ? null : toNumber(row.size),
      format: row.format,
      description: row.description,
      memberOnly: Boolean(row.member_only),
      downloadCount: toNumber(row.download_count),
      publishedAt: toIso(row.published_at) || null,
      createdAt: toIso(row.created_at),
    } as unknown as Download),
  )
  return pageOf(list, toNumber(countRows[0]?.total), options.page, options.size)
}

export type DownloadDetail = DownloadSummary & {
  products: { id: number; model: string; name: string }[]
  /** false when the page's language has no version of this download (it shows in the default language). */
  translated: boolean
}

async function readDownloadDetail(id: number, locale: ContentLocale = DEFAULT_LOCALE): Promise<DownloadDetail | null> {
  const { doc: download, translated } = await publishedDocument('downloads', id, locale, 1)
  if (!download) return null
  const products = (download.products ?? [])
    .filter((product) => typeof product === 'object' && product._status === 'published')
    .map((product) => (typeof product === 'object' ? { id: product.id, model: product.model, name: product.name } : null))
    .filter((product): product is { id: number; model: string; name: string } => product !== null)
  return { ...summaryOf(download), products, translated }
}

/** A published download and its stored file record; null when either is missing. */
export async function downloadFile(payload: Payload, id: number): Promise<{ download: Download; file: StoredFile & { filename: string } } | null> {
  const { docs } = await payload.find({ collection: 'downloads', where: { and: [published, { id: { equals: id } }] }, limit: 1, depth: 1, overrideAccess: true })
  const download = docs[0]
  const file = download && typeof download.file === 'object' ? download.file : null
  if (!download || !file?.filename) return null
  return { download, file: { ...file, filename: file.filename } }
}

/** Opens the bytes of a download's file, from the local disk or the bucket (S3_BUCKET); null when they are missing. */
export function openDownloadFile(file: StoredFile): Promise<OpenedUpload | null> {
  return openStoredUpload('files', file)
}

/** Counts one download with a single atomic UPDATE (no lost counts under load). */
export async function countDownload(payload: Payload, id: number): Promise<void> {
  const db = await payloadDatabase(payload)
  await incrementCounter(db, { table: 'downloads', column: 'download_count', where: sql`"id" = ${id}` })
}

export const downloadCategories = cachedRead('downloadCategories', ['download-categories'], readDownloadCategories)
export const downloadList = cachedRead('downloadList', (options) => ['downloads', listTag('downloads', options.categoryId), 'download-categories'], readDownloadList)
export const downloadDetail = cachedRead('downloadDetail', (id) => ['downloads', documentTag('downloads', id), 'download-categories'], readDownloadDetail)
