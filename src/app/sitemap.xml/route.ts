import { sitemapFiles } from '@/data/sitemap.server'
import { siteUrl } from '@/lib/site-url.mjs'
import { sitemapXml } from '@/lib/sitemap-xml'

/** Read per request (from the data cache): the build never touches the database. */
export const dynamic = 'force-dynamic'

/**
 * /sitemap.xml, a sitemap index: one file of fixed pages and activity pages,
 * then the products', articles' and downloads' files of 20,000 documents each (in both languages)
 * (src/app/sitemaps/[file]/route.ts), so every published page is listed at
 * any size.
 */
export async function GET(): Promise<Response> {
  const origin = siteUrl()
  const { files } = await sitemapFiles()
  return sitemapXml(
    'sitemapindex',
    files.map((file) => ({ loc: `${origin}/sitemaps/${file.name}.xml`, lastmod: file.lastModified })),
  )
}
