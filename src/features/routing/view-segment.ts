/**
 * Public screens are cached whole (docs/decisions/0010). Next.js caches a page
 * by its path, never by its query string, so the screens live under one
 * dynamic segment, `[view]`, that visitors never see: next.config.ts rewrites
 * `/product` to `/zh/product`, and `src/proxy.ts` rewrites a list screen with a
 * query, `/product?category=3&page=2`, to `/zh~Y2F0ZWdvcnk9MyZwYWdlPTI/product`.
 * The segment holds the language and the screen's query, normalised here, so
 * that every link the site produces maps to exactly one cache entry and junk
 * parameters map to none. The query is base64url-encoded: no character of it
 * is ever percent-decoded on the way to the page.
 */

import { SELECT_QUERY_KEYS, SELECT_QUERY_VALUES } from '@/data/product-select'
import { compareIds } from '@/features/routing/compare-ids'
import { isSiteLanguage, routing, type SiteLanguage } from '@/i18n/routing'

export type SearchParams = Record<string, string | string[] | undefined>

/** The language of the Chinese site (the spec's lang=zh-cn), the site's default. */
export const SITE_LANG: SiteLanguage = routing.defaultLocale

const SEPARATOR = '~'

type ScreenQuery = {
  keys: readonly string[]
  /** Admits families of keys (product facets: f.voltage). */
  prefixes?: readonly string[]
  /** Rewrites a key's value into its one canonical form ('' drops it). */
  values?: Readonly<Record<string, (value: string) => string>>
}

/** The query keys each screen reads. */
export const SCREEN_QUERIES: Record<string, ScreenQuery> = {
  '/product': { keys: ['category', 'type', 'keyword', 'page'], prefixes: ['f.'] },
  // Up to four product ids, each once, in the visitor's order: one cache entry per list.
  '/product/compare': { keys: ['ids'], values: { ids: (value) => compareIds(value).join(',') } },
  '/product/video': { keys: ['kind', 'page'] },
  '/news/list': { keys: ['column', 'keyword', 'page'] },
  '/download': { keys: ['category', 'keyword', 'page'] },
  '/activity': { keys: ['page'] },
  '/about': { keys: ['tab'] },
  '/serve': { keys: ['category'] },
  '/product/select': { keys: SELECT_QUERY_KEYS, values: SELECT_QUERY_VALUES },
}

/** Free text is cut where the screens cut it (route-params keywordParam). */
const MAX_VALUE_LENGTH = 100

function keeps(screen: ScreenQuery, key: string): boolean {
  return screen.keys.includes(key) || (screen.prefixes ?? []).some((prefix) => key.startsWith(prefix) && key.length > prefix.length)
}

/**
 * The screen's query as one canonical string: known keys only, first value,
 * trimmed (or in the key's canonical form), empty values and page=1 dropped,
 * keys sorted. '' when nothing is left.
 */
export function normaliseQuery(pathname: string, search: URLSearchParams): string {
  const screen = SCREEN_QUERIES[pathname]
  if (!screen) return ''
  const kept = new Map<string, string>()
  for (const [key, raw] of search) {
    if (kept.has(key) || !keeps(screen, key)) continue
    const canonical = screen.values?.[key]
    const value = canonical ? canonical(raw) : raw.trim().slice(0, MAX_VALUE_LENGTH)
    if (!value || (key === 'page' && value === '1')) continue
    kept.set(key, value)
  }
  const normal = new URLSearchParams([...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return normal.toString()
}

/** The `[view]` segment of a screen: `zh` (or `en`), or `zh~` and its canonical query in base64url. */
export function viewSegment(pathname: string, search: URLSearchParams, lang: SiteLanguage = SITE_LANG): string {
  const query = normaliseQuery(pathname, search)
  return query ? `${lang}${SEPARATOR}${base64url(query)}` : lang
}

/** The language of a `[view]` segment; the default for a segment the rewrites never produce (its screen answers 404). */
export function viewLanguage(segment: string): SiteLanguage {
  const at = segment.indexOf(SEPARATOR)
  const lang = at === -1 ? segment : segment.slice(0, at)
  return isSiteLanguage(lang) ? lang : SITE_LANG
}

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

/** A screen's query: one string per key, as the rewrites left it. */
export type ScreenSearch = Partial<Record<string, string>>

export type View = { lang: SiteLanguage; query: ScreenSearch }

/**
 * Reads the `[view]` segment of a screen at `pathname`. null when the segment is
 * not one the rewrites produce (another language, a query in another order or
 * with unknown keys): the screen answers 404, so no junk variant is cached.
 */
export function readView(segment: string, pathname: string): View | null {
  const at = segment.indexOf(SEPARATOR)
  const lang = at === -1 ? segment : segment.slice(0, at)
  if (!isSiteLanguage(lang)) return null
  const text = at === -1 ? '' : fromBase64url(segment.slice(at + 1))
  if (text === null || (at !== -1 && !text)) return null
  const search = new URLSearchParams(text)
  if (normaliseQuery(pathname, search) !== text) return null
  return { lang, query: Object.fromEntries(search) }
}
