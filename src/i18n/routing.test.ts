import { describe, expect, it } from 'vitest'

import { languageAlternates } from '@/features/seo/alternates'

import { localizedHref } from './navigation'
import { isSiteLanguage, pathIn } from './routing'

describe('the site languages', () => {
  it('keep the Chinese URLs and put English under /en', () => {
    expect(pathIn('zh', '/')).toBe('/')
    expect(pathIn('zh', '/product?category=3')).toBe('/product?category=3')
    expect(pathIn('en', '/')).toBe('/en')
    expect(pathIn('en', '/product?category=3')).toBe('/en/product?category=3')
    expect(isSiteLanguage('en')).toBe(true)
    expect(isSiteLanguage('fr')).toBe(false)
    expect(isSiteLanguage(undefined)).toBe(false)
  })

  it('name the canonical URL in the page’s language and every language as an alternate', () => {
    expect(languageAlternates('en', '/product/5')).toEqual({
      canonical: '/en/product/5',
      languages: { 'zh-CN': '/product/5', en: '/en/product/5', 'x-default': '/product/5' },
    })
    expect(languageAlternates('zh', '/').canonical).toBe('/')
  })

  it('localize only the site’s own pages in links', () => {
    expect(localizedHref('en', '/product?category=3')).toBe('/en/product?category=3')
    expect(localizedHref('en', '/')).toBe('/en')
    expect(localizedHref('en', '/en/news/1')).toBe('/en/news/1')
    expect(localizedHref('zh', '/news/1')).toBe('/news/1')
    for (const href of ['/cms-api/media/file/a.png', '/api/index/file?id=1', 'https://beian.miit.gov.cn/', '#main', '//cdn.example.com/x', 'mailto:sales@example.com']) {
      expect(localizedHref('en', href)).toBe(href)
    }
  })
})
