import { defineRouting } from 'next-intl/routing'

import { CONTENT_LOCALES, DEFAULT_LOCALE, type ContentLocale } from '@/lib/content-locales'

/**
 * The site's languages (docs/decisions/0020): Chinese at the site's own URLs
 * (`/product`), English under `/en` (`/en/product`). The language is part of
 * the cached `[view]` segment (src/features/routing/view-segment.ts), so
 * next-intl's middleware is not used: links keep the language through
 * ./navigation.tsx, and every layout and screen sets the language of its
 * render with `setRequestLocale`. The languages are the content's locales
 * (src/lib/content-locales.ts, Payload's localization).
 */
export const routing = defineRouting({
  locales: [...CONTENT_LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
})

export type SiteLanguage = ContentLocale

export const SITE_LANGUAGES: readonly SiteLanguage[] = CONTENT_LOCALES

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value)
}

/** `<html lang>` and hreflang of each language. */
export const HTML_LANG: Record<SiteLanguage, string> = { zh: 'zh-CN', en: 'en' }

/** A site path in a language: `/product` in Chinese, `/en/product` in English (`/` and `/en` for home). */
export function pathIn(lang: SiteLanguage, path: string): string {
  if (lang === routing.defaultLocale) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}
