import { isSitemapCollection, sitemapFiles, sitemapPart, SITEMAP_FILE_SIZE } from '@/data/sitemap.server'
import { HTML_LANG, pathIn, SITE_LANGUAGES } from '@/i18n/routing'
import { siteUrl } from '@/lib/site-url.mjs'
import { DETAIL_PATH } from '@/lib/public-paths'
import { sitemapXml, type SitemapUrl } from '@/lib/sitemap-xml'

export const dynamic = 'force-dynamic'

/** The activity list's page size (spec section 9): activities have no page of their own, so their list pages are listed. */
const ACTIVITY_PAGE_SIZE = 6

const FIXED_ROUTES = ['/', '/product', '/product/video', '/news', '/news/list', '/activity', '/download', '/serve', '/about', '/contact']

/** A page in every language, each entry naming all of them as alternates (hreflang). */
function inEveryLanguage(origin: string, path: string, lastmod?: string): SitemapUrl[] {
  const alternates = Object.fromEntries(SITE_LANGUAGES.map((lang) => [HTML_LANG[lang], `${origin}${pathIn(lang, path)}`]))
  return SITE_LANGUAGES.map((lang) => ({ loc: `${origin}${pathIn(lang, path)}`, lastmod, alternates }))
}

/** One file of the sitemap index: `pages.xml`, or `products-2.xml` (the second 20,000 products by id, each in both languages). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const origin = siteUrl()
  const name = (await params).file
  if (name === 'pages.xml') {
    const { activities, activitiesUpdatedAt } = await sitemapFiles()
    const urls: SitemapUrl[] = FIXED_ROUTES.flatMap((route) => inEveryLanguage(origin, route))
    for (let page = 2; page <= Math.ceil(activities / ACTIVITY_PAGE_SIZE); page += 1) urls.push(...inEveryLanguage(origin, `/activity?page=${page}`, activitiesUpdatedAt))
    return sitemapXml('urlset', urls)
  }
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name)
  const collection = match?.[1] ?? ''
  const part = Number(match?.[2])
  if (!match || !isSitemapCollection(collection) || part > Math.ceil(Number.MAX_SAFE_INTEGER / SITEMAP_FILE_SIZE)) return new Response('Not Found', { status: 404 })
  const entries = await sitemapPart(collection, part)
  if (!entries.length && part > 1) return new Response('Not Found', { status: 404 })
  return sitemapXml(
    'urlset',
    entries.flatMap((entry) => inEveryLanguage(origin, `${DETAIL_PATH[collection]}${entry.id}`, entry.updatedAt)),
  )
}
