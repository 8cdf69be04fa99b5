import type { MetadataRoute } from 'next'

import { sitemapIndex } from '@/data/sitemap.server'
import { siteUrl } from '@/lib/site-url'

/** Read per request (from the data cache): the build never touches the database. */
export const dynamic = 'force-dynamic'

/** The activity list's page size (spec section 9): activities have no page of their own, so their list pages are listed. */
const ACTIVITY_PAGE_SIZE = 6

const STATIC_ROUTES = ['/', '/product', '/product/video', '/news', '/news/list', '/activity', '/download', '/serve', '/about', '/contact']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const index = await sitemapIndex()
  const entry = (route: string, updatedAt?: string): MetadataRoute.Sitemap[number] => ({
    url: `${origin}${route}`,
    ...(updatedAt ? { lastModified: new Date(updatedAt) } : {}),
  })
  const activityPages: MetadataRoute.Sitemap = []
  for (let start = ACTIVITY_PAGE_SIZE; start < index.activities.length; start += ACTIVITY_PAGE_SIZE) {
    const page = index.activities.slice(start, start + ACTIVITY_PAGE_SIZE)
    const latest = page.map((item) => item.updatedAt).sort().at(-1)
    activityPages.push(entry(`/activity?page=${start / ACTIVITY_PAGE_SIZE + 1}`, latest))
  }
  return [
    ...STATIC_ROUTES.map((route) => entry(route)),
    ...index.products.map((item) => entry(`/product/${item.id}`, item.updatedAt)),
    ...index.news.map((item) => entry(`/news/${item.id}`, item.updatedAt)),
    ...activityPages,
    ...index.downloads.map((item) => entry(`/download/middleware/${item.id}`, item.updatedAt)),
  ]
}
