import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site-url.mjs'

export const dynamic = 'force-dynamic'

/** Keeps crawlers out of the admin, the member area and the APIs. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/member', '/api/', '/cms-api/', '/sign-up'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
