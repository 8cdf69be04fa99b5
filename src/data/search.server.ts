import 'server-only'

import type { Where } from 'payload'

import { matchScore } from '@/lib/text-match'
import { cachedRead } from '@/lib/content-cache'

import { mediaDto, type MediaDto } from './media'
import { payloadClient } from './payload-client.server'

const published: Where = { _status: { equals: 'published' } }

export type SearchHit = { id: number; title: string; subtitle: string; summary: string; image: MediaDto | null; score: number }
export type SearchResults = { keyword: string; products: SearchHit[]; news: SearchHit[]; downloads: SearchHit[]; total: number }

const top = (hits: SearchHit[], limit: number) => hits.filter((hit) => hit.score > 0).sort((a, b) => b.score - a.score).slice(0, limit)

/** Site search across published products, news and downloads, grouped and ranked. */
async function readSiteSearch(keyword: string, limitPerGroup = 20): Promise<SearchResults> {
  const query = keyword.trim()
  if (!query) return { keyword: query, products: [], news: [], downloads: [], total: 0 }
  const payload = await payloadClient()
  const [products, news, downloads] = await Promise.all([
    payload.find({ collection: 'products', where: published, limit: 5000, pagination: false, depth: 1, select: { model: true, name: true, series: true, summary: true, gallery: true } }),
    payload.find({ collection: 'news', where: published, limit: 5000, pagination: false, depth: 1, select: { title: true, summary: true, cover: true, publishedAt: true } }),
    payload.find({ collection: 'downloads', where: published, limit: 5000, pagination: false, depth: 0, select: { title: true, description: true, version: true } }),
  ])
  const productHits = top(
    products.docs.map((product) => ({
      id: product.id,
      title: `${product.model} ${product.name}`,
      subtitle: product.series ?? '',
      summary: product.summary ?? '',
      image: mediaDto(product.gallery?.[0], product.model),
      score: matchScore([{ text: product.model, weight: 4 }, { text: product.name, weight: 3 }, { text: product.series ?? '', weight: 2 }, { text: product.summary ?? '', weight: 1 }], query),
    })),
    limitPerGroup,
  )
  const newsHits = top(
    news.docs.map((article) => ({
      id: article.id,
      title: article.title,
      subtitle: (article.publishedAt ?? '').slice(0, 10),
      summary: article.summary ?? '',
      image: mediaDto(article.cover, article.title),
      score: matchScore([{ text: article.title, weight: 3 }, { text: article.summary ?? '', weight: 1 }], query),
    })),
    limitPerGroup,
  )
  const downloadHits = top(
    downloads.docs.map((download) => ({
      id: download.id,
      title: download.title,
      subtitle: download.version ?? '',
      summary: download.description ?? '',
      image: null,
      score: matchScore([{ text: download.title, weight: 3 }, { text: download.description ?? '', weight: 1 }], query),
    })),
    limitPerGroup,
  )
  return { keyword: query, products: productHits, news: newsHits, downloads: downloadHits, total: productHits.length + newsHits.length + downloadHits.length }
}

export const siteSearch = cachedRead('siteSearch', ['products', 'news', 'downloads', 'media'], readSiteSearch)
