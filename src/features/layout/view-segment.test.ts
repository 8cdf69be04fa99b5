import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'

import { normaliseQuery, readView, SCREEN_QUERIES, viewSegment } from './view-segment'

const search = (text: string) => new URLSearchParams(text)

describe('the [view] segment of cached screens', () => {
  it('keeps only the keys a screen reads, trimmed, sorted, without page 1 or empty values', () => {
    expect(normaliseQuery('/product', search('utm_source=mail&page=1&type=&category=3&f.voltage=0-40&keyword=%20PSD%20'))).toBe('category=3&f.voltage=0-40&keyword=PSD')
    expect(normaliseQuery('/product', search('page=2&category=3'))).toBe(normaliseQuery('/product', search('category=3&page=2')))
    expect(normaliseQuery('/product', search('f.=1&category=3&category=4'))).toBe('category=3')
    expect(normaliseQuery('/contact', search('category=3'))).toBe('')
    expect(normaliseQuery('/news/list', search(`keyword=${'电'.repeat(300)}`))).toBe(`keyword=${encodeURIComponent('电'.repeat(100))}`)
  })

  it('round-trips every query through a segment that no step of the way percent-decodes', () => {
    const query = search('type=PSD-3000 系列&category=1&f.voltage=0-40&keyword=纹波/噪声+100%')
    const segment = viewSegment('/product', query)
    expect(segment).toMatch(/^zh~[A-Za-z0-9_-]+$/)
    expect(readView(segment, '/product')?.query).toEqual({ category: '1', 'f.voltage': '0-40', keyword: '纹波/噪声 100%', type: 'PSD-3000 系列' })
    expect(viewSegment('/product', search(''))).toBe('zh')
    expect(readView('zh', '/product')).toEqual({ lang: 'zh', query: {} })
  })

  it('refuses segments the rewrites never produce, so junk is never cached', () => {
    const canonical = viewSegment('/product', search('category=1&page=2'))
    expect(readView(canonical, '/product')).not.toBeNull()
    expect(readView(canonical, '/contact')).toBeNull()
    expect(readView(`zh~${btoa('page=2&category=1')}`, '/product')).toBeNull()
    expect(readView(`zh~${btoa('category=1&junk=2')}`, '/product')).toBeNull()
    expect(readView('zh~', '/product')).toBeNull()
    expect(readView('zh~%%%', '/product')).toBeNull()
    expect(readView('en', '/product')).toBeNull()
  })

  it('runs the proxy for every key of every list screen, and for nothing else', () => {
    const matched = new Set(config.matcher.map((entry) => `${entry.source}?${entry.has[0].key}`))
    const wanted = new Set(Object.entries(SCREEN_QUERIES).flatMap(([pathname, screen]) => screen.keys.map((key) => `${pathname}?${key}`)))
    expect(matched).toEqual(wanted)
  })
})
