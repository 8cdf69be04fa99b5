import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { HTML_LANG, type SiteLanguage } from '@/i18n/routing'

import { LANGUAGE_SWITCH_CLASS, LANGUAGE_SWITCH_SCRIPT } from './language-counterpart'

type Listener = (event: { target: unknown }) => void

/** Runs the head script on a page at `url` in `lang`, clicks the switch, and returns where its link then points. */
function clickSwitch(lang: SiteLanguage, url: string, kind: 'click' | 'auxclick' = 'click'): string {
  const { pathname, search, hash } = new URL(url, 'http://localhost')
  const listeners = new Map<string, Listener>()
  const other = lang === 'zh' ? 'en' : 'zh'
  const link = { hreflang: HTML_LANG[other], href: other === 'zh' ? '/' : '/en' }
  const label = { closest: (selector: string) => (selector === `a.${LANGUAGE_SWITCH_CLASS}` ? link : null) }
  vm.runInNewContext(LANGUAGE_SWITCH_SCRIPT, {
    location: { pathname, search, hash },
    document: { addEventListener: (type: string, listener: Listener, capture: boolean) => (expect(capture).toBe(true), listeners.set(type, listener)) },
  })
  listeners.get(kind)?.({ target: label })
  return link.href
}

describe('the language switch before the framework starts', () => {
  // [the page's language, where it is, where the switch then leads]
  const pages: [SiteLanguage, string, string][] = [
    ['zh', '/', '/en'],
    ['zh', '/news/12', '/en/news/12'],
    ['zh', '/product?category=3', '/en/product?category=3'],
    ['zh', '/news/12#comments', '/en/news/12#comments'],
    ['zh', '/search?keyword=%E7%94%B5%E6%BA%90&type=news&page=2', '/en/search?keyword=%E7%94%B5%E6%BA%90&type=news&page=2'],
    ['en', '/en', '/'],
    ['en', '/en/news/12', '/news/12'],
    ['en', '/en/product?category=3&series=2', '/product?category=3&series=2'],
    // Only a whole /en segment is the prefix.
    ['en', '/engineering', '/engineering'],
  ]

  it.each(pages)('points the %s page %s at %s, query and hash kept', (lang, url, counterpart) => {
    expect(clickSwitch(lang, url)).toBe(counterpart)
    expect(clickSwitch(lang, url, 'auxclick')).toBe(counterpart)
  })

  it('leaves every other link alone', () => {
    const listeners = new Map<string, Listener>()
    vm.runInNewContext(LANGUAGE_SWITCH_SCRIPT, {
      location: { pathname: '/news', search: '', hash: '' },
      document: { addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) },
    })
    const link = { href: '/about', closest: () => null }
    listeners.get('click')?.({ target: link })
    listeners.get('click')?.({ target: null })
    expect(link.href).toBe('/about')
  })
})
