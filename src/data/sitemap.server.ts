import 'server-only'

import type { CollectionSlug, Where } from 'payload'

import { cachedRead } from '@/lib/content-cache'

import { payloadClient } from './payload-client.server'

const published: Where = { _status: { equals: 'published' } }

export type SitemapEntry = { id: number; updatedAt: string }
export type SitemapIndex = Record<'products' | 'news' | 'activities' | 'downloads', SitemapEntry[]>

async function publishedIds(collection: CollectionSlug, sort: string[]): Promise<SitemapEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection, where: published, sort, limit: 50_000, pagination: false, depth: 0, select: { updatedAt: true } })
  return docs.map((doc) => ({ id: Number(doc.id), updatedAt: String((doc as { updatedAt?: string }).updatedAt ?? '') }))
}

/** Every published product, article, activity (in list order) and download, for sitemap.xml. */
async function readSitemapIndex(): Promise<SitemapIndex> {
  const [products, news, activities, downloads] = await Promise.all([
    publishedIds('products', ['-weight', '-id']),
    publishedIds('news', ['-publishedAt', '-id']),
    publishedIds('activities', ['-startAt', '-id']),
    publishedIds('downloads', ['-weight', '-publishedAt', '-id']),
  ])
  return { products, news, activities, downloads }
}

export const sitemapIndex = cachedRead('sitemapIndex', ['products', 'news', 'activities', 'downloads'], readSitemapIndex)
