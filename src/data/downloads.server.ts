import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import type { Download, File as StoredFile } from '@/payload-types'
import { uploadRoot } from '@/lib/upload-root'
import { cachedRead } from '@/lib/content-cache'

import { pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'

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

async function readDownloadCategories() {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'download-categories', where: published, sort: ['-weight', 'createdAt'], limit: 100, depth: 0 })
  return docs.map((category) => ({ id: category.id, name: category.name }))
}

async function readDownloadList(options: { page: number; size: number; categoryId?: number; keyword?: string }): Promise<Page<DownloadSummary>> {
  const payload = await payloadClient()
  const and: Where[] = [published]
  if (options.categoryId) and.push({ category: { equals: options.categoryId } })
  const keyword = options.keyword?.trim()
  if (keyword) and.push({ or: [{ title: { like: keyword } }, { description: { like: keyword } }] })
  const result = await payload.find({ collection: 'downloads', where: { and }, sort: ['-weight', '-publishedAt', '-id'], page: options.page, limit: options.size, depth: 1 })
  return pageOf(result.docs.map(summaryOf), result.totalDocs, options.page, options.size)
}

async function readDownloadDetail(id: number): Promise<(DownloadSummary & { products: { id: number; model: string; name: string }[] }) | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'downloads', where: { and: [published, { id: { equals: id } }] }, limit: 1, depth: 1 })
  const download = docs[0]
  if (!download) return null
  const products = (download.products ?? [])
    .filter((product) => typeof product === 'object' && product._status === 'published')
    .map((product) => (typeof product === 'object' ? { id: product.id, model: product.model, name: product.name } : null))
    .filter((product): product is { id: number; model: string; name: string } => product !== null)
  return { ...summaryOf(download), products }
}

/** The stored file of a published download, and whether only members may fetch it. */
export async function downloadFile(payload: Payload, id: number): Promise<{ download: Download; file: StoredFile; filePath: string } | null> {
  const { docs } = await payload.find({ collection: 'downloads', where: { and: [published, { id: { equals: id } }] }, limit: 1, depth: 1, overrideAccess: true })
  const download = docs[0]
  const file = download && typeof download.file === 'object' ? download.file : null
  if (!download || !file?.filename) return null
  const filePath = path.join(uploadRoot(), 'files', path.basename(file.filename))
  if (!fs.existsSync(filePath)) return null
  return { download, file, filePath }
}

/** Counts one download with a single atomic UPDATE (no lost counts under load). */
export async function countDownload(payload: Payload, id: number): Promise<void> {
  const adapter = payload.db as unknown as { drizzle: { update: (table: unknown) => { set: (values: unknown) => { where: (condition: unknown) => Promise<unknown> } } }; tables: Record<string, Record<string, unknown>> }
  const table = adapter.tables.downloads
  await adapter.drizzle
    .update(table)
    .set({ downloadCount: sql`coalesce(${table.downloadCount}, 0) + 1` })
    .where(sql`${table.id} = ${id}`)
}

export const downloadCategories = cachedRead('downloadCategories', ['download-categories'], readDownloadCategories)
export const downloadList = cachedRead('downloadList', ['downloads', 'download-categories'], readDownloadList)
export const downloadDetail = cachedRead('downloadDetail', ['downloads', 'download-categories', 'products'], readDownloadDetail)
