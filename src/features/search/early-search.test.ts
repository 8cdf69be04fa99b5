import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { EARLY_SEARCH_SCRIPT, searchCallUrl, searchQuery } from './early-search'
import type { SiteLanguage } from '@/i18n/routing'
import { HTML_LANG } from '@/i18n/routing'

/** Runs the inline script as a page at `search` would, and returns the URL it called (or null). */
function earlyCall(search: string, lang: SiteLanguage, pathname = lang === 'en' ? '/en/search' : '/search'): string | null {
  const called: string[] = []
  const window: Record<string, unknown> = {}
  const properties = new Map<string, string>()
  const context = {
    window,
    location: { pathname, search },
    document: { documentElement: { lang: HTML_LANG[lang], style: { setProperty: (name: string, value: string) => properties.set(name, value) } } },
    URLSearchParams,
    fetch: (url: string) => {
      called.push(url)
      return Promise.resolve({ json: () => Promise.resolve({}) })
    },
  }
  vm.runInNewContext(EARLY_SEARCH_SCRIPT, context)
  const early = window.__earlySearch as { url: string } | undefined
  expect(early?.url ?? null).toBe(called[0] ?? null)
  // The results' place is held exactly when they are being fetched.
  expect(properties.get('--search-prompt') ?? null).toBe(called.length ? 'none' : null)
  expect(properties.get('--search-pending') ?? null).toBe(called.length ? 'block' : null)
  return called[0] ?? null
}

/** The call the screen makes for the same query string (search-screen.tsx). */
function screenCall(search: string, lang: SiteLanguage): string | null {
  const { keyword, type, page } = searchQuery(new URLSearchParams(search))
  return keyword ? searchCallUrl(keyword, type, page, lang) : null
}

describe('the search call started as the page loads', () => {
  const queries = [
    '?keyword=%E7%94%B5%E6%BA%90',
    '?keyword=+PSD-6080+',
    '?keyword=power%20supply&type=news&page=3',
    '?keyword=ripple&type=download&page=012',
    '?keyword=x&type=product&page=-2',
    '?keyword=x&type=video&page=2',
    '?keyword=x&type=constructor&page=2',
    `?keyword=${'长'.repeat(120)}`,
    '?keyword=a%26b%3Dc%2B',
  ]
  for (const lang of ['zh', 'en'] as const) {
    it(`is the call the screen makes (${lang})`, () => {
      for (const query of queries) expect(earlyCall(query, lang), query).toBe(screenCall(query, lang))
    })
  }

  it('calls nothing on other pages', () => {
    expect(earlyCall('?keyword=%E7%94%B5%E6%BA%90', 'zh', '/product')).toBeNull()
    expect(earlyCall('?keyword=load', 'en', '/en/news/list')).toBeNull()
    expect(earlyCall('?keyword=load', 'en', '/en/search/x')).toBeNull()
  })

  it('calls nothing without a keyword', () => {
    expect(earlyCall('', 'zh')).toBeNull()
    expect(earlyCall('?keyword=%20%20', 'zh')).toBeNull()
    expect(earlyCall('?type=news', 'en')).toBeNull()
  })
})
