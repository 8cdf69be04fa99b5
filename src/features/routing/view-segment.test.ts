import { describe, expect, it } from 'vitest'

import { selectHref } from '@/data/product-select'
import { TOKEN_COOKIE } from '@/data/members.server'
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
    expect(readView('en', '/product')).toEqual({ lang: 'en', query: {} })
    expect(readView('fr', '/product')).toBeNull()
  })

  it("keeps one canonical list of compared ids: positive integers, each once, at most four, in the visitor's order", () => {
    expect(normaliseQuery('/product/compare', search('ids=7,3,7,12,5,9&utm_source=x'))).toBe(`ids=${encodeURIComponent('7,3,12,5')}`)
    expect(normaliseQuery('/product/compare', search('ids=%207%20,,abc,-2,0,012,1.5,1e3,3'))).toBe(`ids=${encodeURIComponent('7,3')}`)
    expect(normaliseQuery('/product/compare', search('ids=99999999999,2147483648,2147483647'))).toBe(`ids=${encodeURIComponent('2147483647')}`)
    expect(normaliseQuery('/product/compare', search('ids=abc'))).toBe('')
    expect(normaliseQuery('/product/compare', search(`ids=${'1,'.repeat(200)}2`))).toBe(`ids=${encodeURIComponent('1,2')}`)
    expect(viewSegment('/product/compare', search('ids=x,0'))).toBe('zh')
    const segment = viewSegment('/product/compare', search('ids=5,3,5'))
    expect(segment).toBe(viewSegment('/product/compare', search('ids=5,3&ids=4')))
    expect(segment).not.toBe(viewSegment('/product/compare', search('ids=3,5')))
    expect(readView(segment, '/product/compare')?.query).toEqual({ ids: '5,3' })
    expect(readView(`zh~${btoa('ids=5,3,5')}`, '/product/compare')).toBeNull()
    expect(readView(`zh~${btoa('ids=5%2C3')}`.replace(/=+$/, ''), '/product/compare')).not.toBeNull()
  })

  it('runs the proxy for every key of every list screen, and for nothing else', () => {
    expect(config.matcher.every((entry) => entry.source.startsWith('/:lang(en)?/'))).toBe(true)
    const queries = config.matcher.filter((entry) => entry.has !== undefined)
    expect(queries.length).toBe(config.matcher.length - 1)
    const matched = new Set(queries.map((entry) => `${entry.source.slice('/:lang(en)?'.length)}?${entry.has?.[0].key}`))
    const wanted = new Set(Object.entries(SCREEN_QUERIES).flatMap(([pathname, screen]) => screen.keys.map((key) => `${pathname}?${key}`)))
    expect(matched).toEqual(wanted)
  })

  it('runs the proxy for the member centre only without the token cookie', () => {
    expect(config.matcher.filter((entry) => entry.has === undefined)).toEqual([{ source: '/:lang(en)?/member', missing: [{ type: 'cookie', key: TOKEN_COOKIE }] }])
  })

  it('gives equal selection needs one canonical form, so they share one cached screen', () => {
    const a = normaliseQuery('/product/select', new URLSearchParams('voltage=60.0&current=40&power=&channels=&interface=&rack=&category=&utm=x'))
    const b = normaliseQuery('/product/select', new URLSearchParams('current=40.000&voltage=6e1'))
    expect(a).toBe('current=40&voltage=60')
    expect(b).toBe(a)
    const segment = viewSegment('/product/select', new URLSearchParams('voltage=60&current=40&interface=gpib'))
    expect(readView(segment, '/product/select')?.query).toEqual({ current: '40', interface: 'GPIB', voltage: '60' })
    // Every link the screen makes is already canonical.
    const href = new URL(selectHref({ voltage: 0.5, power: 1500, channels: 2, rack: 2, category: 7, interface: 'RS-485' }, 3), 'http://x')
    expect(normaliseQuery('/product/select', href.searchParams)).toBe(href.searchParams.toString())
  })
})
