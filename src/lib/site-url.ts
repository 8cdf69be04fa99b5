/** The public origin of the site (SITE_URL), without a trailing slash; used for absolute URLs in sitemap and robots. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}
