import { getLocale } from 'next-intl/server'
import NextLink from 'next/link'
import type React from 'react'

import { isSiteLanguage, pathIn, routing, type SiteLanguage } from './routing'

/** A site path in a language; other links (another site, the APIs, uploads, a hash) stay as they are. */
export function localizedHref(lang: SiteLanguage, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || /^\/(?:api|cms-api|admin|_next|sitemaps)(?:\/|$)/.test(href)) return href
  if (href === '/en' || href.startsWith('/en/') || href.startsWith('/en?')) return href
  return pathIn(lang, href)
}

type Props = Omit<React.ComponentProps<typeof NextLink>, 'href'> & { href: string; locale?: SiteLanguage }

/**
 * next/link for server components that keeps the page's language: `/product`
 * on the Chinese site, `/en/product` on the English one. The language is the
 * render's (next-intl's setRequestLocale), or `locale`. Client components
 * build their links with `pathIn` from a language they are given, so no
 * translation runtime reaches the browser.
 */
export async function Link({ href, locale, ...rest }: Props) {
  const current = locale ?? (await getLocale())
  const lang = isSiteLanguage(current) ? current : routing.defaultLocale
  return <NextLink href={localizedHref(lang, href)} {...rest} />
}
