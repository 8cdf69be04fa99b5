// The site's public address (SITE_URL), for the app and for the site's server (server/index.mjs).

/**
 * The public origin of the site (SITE_URL), without a trailing slash: every
 * absolute link (canonical and hreflang, sitemap, robots.txt, the datasheet's
 * QR code, mails, robot messages) starts with it. Without it, this instance's
 * own address on this machine, which the server warns about when it starts.
 * @returns {string}
 */
export function siteUrl() {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

/**
 * What an operator is told when SITE_URL is missing: on the server's first line and in /readyz.
 * @returns {string | null}
 */
export function missingSiteUrlWarning() {
  if (process.env.SITE_URL) return null
  return `SITE_URL is not set: every absolute link (canonical, hreflang, sitemap, datasheet QR codes, mails, robot messages) says ${siteUrl()}. Set SITE_URL to the site's public address, e.g. https://www.example.com`
}

/**
 * The origins the site answers on, for Payload's CSRF allow-list: SITE_URL's
 * and ALLOWED_ORIGINS; without SITE_URL, localhost at PORT (the demo's default).
 * @returns {string[]}
 */
export function siteOrigins() {
  const origins = new Set()
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
