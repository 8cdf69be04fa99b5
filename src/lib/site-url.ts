/** The public origin of the site (SITE_URL), without a trailing slash; used for absolute URLs in sitemap and robots. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

/**
 * The origins the site answers on, for Payload's CSRF allow-list: SITE_URL's
 * and ALLOWED_ORIGINS; without SITE_URL, localhost at PORT (the demo's default).
 */
export function siteOrigins(): string[] {
  const origins = new Set<string>()
  if (process.env.SITE_URL) origins.add(new URL(siteUrl()).origin)
  else for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${process.env.PORT || 3000}`)
  for (const item of (process.env.ALLOWED_ORIGINS || '').split(',')) {
    const origin = item.trim().replace(/\/+$/, '')
    if (origin) origins.add(origin)
  }
  return [...origins]
}

/** Whether the site is served over HTTPS (its staff cookies are then always Secure). */
export const servedOverHttps = () => siteUrl().startsWith('https://')
