import type { Metadata } from 'next'

import { HTML_LANG, pathIn, SITE_LANGUAGES, type SiteLanguage } from '@/i18n/routing'

/**
 * A screen's canonical URL in its language and its hreflang alternates in
 * every language (Chinese is also x-default): `path` is the Chinese path with
 * its query (`/product?category=3`).
 */
export function languageAlternates(lang: SiteLanguage, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = Object.fromEntries(SITE_LANGUAGES.map((code) => [HTML_LANG[code], pathIn(code, path)]))
  languages['x-default'] = path
  return { canonical: pathIn(lang, path), languages }
}
