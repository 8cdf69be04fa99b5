import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ChipNav } from './chip-nav'

const links = [
  { label: '全部', href: '/download', current: true },
  { label: '编程手册', href: '/download?category=3', count: 4 },
]

/** The opening tag of the link to `href`. */
const anchor = (html: string, href: string) => html.match(new RegExp(`<a [^>]*href="${href.replace(/[?]/g, '\\$&')}"[^>]*>`))?.[0] ?? ''

describe('ChipNav', () => {
  it('is a named navigation whose current link says aria-current="page"', () => {
    const html = renderToStaticMarkup(createElement(ChipNav, { label: '资料分类', links }))
    expect(html).toMatch(/^<nav aria-label="资料分类"[^>]*><ul[^>]*><li><a /)
    expect(anchor(html, '/download')).toContain('aria-current="page"')
    expect(anchor(html, '/download?category=3')).not.toContain('aria-current')
    expect(html).toMatch(/编程手册<span[^>]*>4<\/span><\/a>/)
  })

  it('without a landmark is a list named by another element, its current choice aria-current="true"', () => {
    const html = renderToStaticMarkup(createElement(ChipNav, { labelledBy: 'filter-type', currentIs: 'true', links }))
    expect(html).toMatch(/^<ul aria-labelledby="filter-type"/)
    expect(html).not.toContain('<nav')
    expect(anchor(html, '/download')).toContain('aria-current="true"')
  })

  it('keeps a link to a part of the page as it is, and marks no link when none is current', () => {
    const html = renderToStaticMarkup(createElement(ChipNav, { label: '结果分组', links: [{ label: '产品', href: '#product' }] }))
    expect(anchor(html, '#product')).not.toBe('')
    expect(html).not.toContain('aria-current')
  })
})
