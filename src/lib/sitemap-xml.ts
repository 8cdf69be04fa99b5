export type SitemapUrl = { loc: string; lastmod?: string }

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A sitemap (`urlset`) or sitemap index (`sitemapindex`) document of the sitemaps.org protocol. */
export function sitemapXml(kind: 'urlset' | 'sitemapindex', urls: SitemapUrl[]): Response {
  const item = kind === 'urlset' ? 'url' : 'sitemap'
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map((url) => `<${item}><loc>${escape(url.loc)}</loc>${url.lastmod ? `<lastmod>${escape(url.lastmod)}</lastmod>` : ''}</${item}>`),
    `</${kind}>`,
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' } })
}
