/** A URL of a sitemap; `alternates` are the same page in each language (hreflang → URL). */
export type SitemapUrl = { loc: string; lastmod?: string; alternates?: Record<string, string> }

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const alternateLinks = (alternates: Record<string, string> = {}) =>
  Object.entries(alternates)
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}"/>`)
    .join('')

/** A sitemap (`urlset`, with hreflang alternates) or sitemap index (`sitemapindex`) document of the sitemaps.org protocol. */
export function sitemapXml(kind: 'urlset' | 'sitemapindex', urls: SitemapUrl[]): Response {
  const item = kind === 'urlset' ? 'url' : 'sitemap'
  const namespaces = kind === 'urlset' ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...urls.map((url) => `<${item}><loc>${escape(url.loc)}</loc>${url.lastmod ? `<lastmod>${escape(url.lastmod)}</lastmod>` : ''}${alternateLinks(url.alternates)}</${item}>`),
    `</${kind}>`,
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' } })
}
