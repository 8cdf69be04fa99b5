import { isSiteLanguage, routing, type SiteLanguage } from '@/i18n/routing'

/**
 * The language of a live preview from its optional last segment: none is
 * Chinese, `en` English; anything else is no preview (null, a 404).
 */
export function previewLanguage(segments: string[] | undefined): SiteLanguage | null {
  if (!segments?.length) return routing.defaultLocale
  const [code] = segments
  return segments.length === 1 && isSiteLanguage(code) && code !== routing.defaultLocale ? code : null
}
