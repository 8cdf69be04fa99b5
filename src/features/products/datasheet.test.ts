import { describe, expect, it } from 'vitest'

import english from '@/messages/en/products.json'
import chinese from '@/messages/zh/products.json'
import { categories, products } from '@/seed/content/catalogue'

import {
  addressParts,
  contactLines,
  datasheetPages,
  keyFacts,
  SPEC_PAGE_LINES,
  specGroups,
  specLayout,
  specLines,
  splitColumns,
  textWidth,
  type ContactLabels,
  type ContactSource,
  type SpecGroup,
} from './datasheet'
import { formatParam } from './product-params'

const row = (group: string, name: string, value = '1 V') => ({ group, name, value })
const rows = (group: string, count: number, value = '1 V') => Array.from({ length: count }, (_, i) => row(group, `${group}参数 ${i + 1}`, value))
const flat = (groups: SpecGroup[]) => groups.flatMap((group) => group.rows.map((item) => item.name))

describe('specGroups', () => {
  it('groups rows where their group first appears, keeping each group’s rows in order; rows without a group form the unnamed group', () => {
    const groups = specGroups([row('输出', '电压'), row('', '重量'), row('精度', '电压精度'), row('输出', '电流'), row('', '尺寸')])
    expect(groups).toEqual([
      {
        name: '输出',
        rows: [
          { name: '电压', value: '1 V' },
          { name: '电流', value: '1 V' },
        ],
      },
      {
        name: '',
        rows: [
          { name: '重量', value: '1 V' },
          { name: '尺寸', value: '1 V' },
        ],
      },
      { name: '精度', rows: [{ name: '电压精度', value: '1 V' }] },
    ])
    expect(specGroups([])).toEqual([])
  })
})

describe('specLines and specLayout', () => {
  it('counts full-width characters as one and the rest as a half', () => {
    expect(textWidth('输出电压')).toBe(4)
    expect(textWidth('0–30 V')).toBe(3)
    expect(textWidth('（W×H×D）')).toBe(4.5)
  })

  it('counts a line per group heading and per line of each row, a long value or name wrapping onto more', () => {
    expect(specLines(specGroups([...rows('输出', 3), ...rows('', 2)]))).toBe(1 + 3 + 2)
    expect(specLines(specGroups([row('', '电压', '电'.repeat(33))]))).toBe(2)
    expect(specLines(specGroups([row('', '名'.repeat(18), '1 V')]))).toBe(2)
  })

  it('sets a table regular while the page holds it, then compact, then in two columns', () => {
    expect(specLayout(specGroups(rows('', SPEC_PAGE_LINES.regular)))).toBe('regular')
    expect(specLayout(specGroups(rows('', SPEC_PAGE_LINES.regular + 1)))).toBe('compact')
    expect(specLayout(specGroups(rows('', SPEC_PAGE_LINES.compact)))).toBe('compact')
    expect(specLayout(specGroups(rows('', SPEC_PAGE_LINES.compact + 1)))).toBe('columns')
    expect(specLayout([])).toBe('regular')
  })

  it('sets every seeded product’s table at the regular size (each datasheet is two pages)', () => {
    for (const product of products) {
      const groups = specGroups(product.specs.map((spec) => ({ group: spec.group ?? '', name: spec.name, value: spec.value })))
      expect(specLayout(groups), product.model).toBe('regular')
    }
  })
})

describe('splitColumns', () => {
  it('cuts between rows into two columns of about as many lines, keeping every row once and in order', () => {
    const groups = specGroups([...rows('输出', 10), ...rows('精度', 12), ...rows('一般', 14)])
    const [first, second] = splitColumns(groups)
    expect([...flat(first), ...flat(second)]).toEqual(flat(groups))
    const lines = (column: SpecGroup[]) => specLines(column.map((group) => ({ ...group, continued: undefined })))
    expect(Math.abs(lines(first) - lines(second))).toBeLessThanOrEqual(2)
  })

  it('repeats the heading of a group cut in two, marked continued', () => {
    const [first, second] = splitColumns(specGroups(rows('输出', 20)))
    expect(first).toEqual([
      {
        name: '输出',
        rows: rows('输出', 20)
          .slice(0, first[0].rows.length)
          .map(({ name, value }) => ({ name, value })),
      },
    ])
    expect(second[0]).toMatchObject({ name: '输出', continued: true })
    expect(first[0].rows.length + second[0].rows.length).toBe(20)
  })

  it('starts a group whole in the second column without marking it continued', () => {
    const [first, second] = splitColumns(specGroups([...rows('输出', 9), ...rows('精度', 9)]))
    expect(first.map((group) => group.name)).toEqual(['输出'])
    expect(second).toEqual([{ name: '精度', rows: rows('精度', 9).map(({ name, value }) => ({ name, value })) }])
  })

  it('puts a single row in the first column', () => {
    expect(splitColumns(specGroups([row('', '电压')]))).toEqual([[{ name: '', rows: [{ name: '电压', value: '1 V' }] }], []])
  })
})

describe('datasheetPages', () => {
  it('counts two pages while the table fits the second sheet, one or two columns', () => {
    expect(datasheetPages([])).toBe(2)
    expect(datasheetPages(specGroups(rows('', SPEC_PAGE_LINES.regular)))).toBe(2)
    expect(datasheetPages(specGroups(rows('', SPEC_PAGE_LINES.compact * 2)))).toBe(2)
  })

  it('counts the further pages a table longer than two columns runs onto', () => {
    expect(datasheetPages(specGroups(rows('', SPEC_PAGE_LINES.compact * 2 + 2)))).toBe(3)
    expect(datasheetPages(specGroups(rows('', SPEC_PAGE_LINES.compact * 2 + 48 * 2 + 2)))).toBe(4)
  })

  it('counts two pages for every seeded product', () => {
    for (const product of products) {
      const groups = specGroups(product.specs.map((spec) => ({ group: spec.group ?? '', name: spec.name, value: spec.value })))
      expect(datasheetPages(groups), product.model).toBe(2)
    }
  })

  it('writes the page numbers with their total in both languages', () => {
    expect(chinese.datasheet.page).toBe('第 {number} 页，共 {total} 页')
    expect(english.datasheet.page).toBe('Page {number} of {total}')
  })
})

describe('addressParts', () => {
  it('cuts an address into its site and its path', () => {
    expect(addressParts('https://www.example.com/product/1')).toEqual({ site: 'https://www.example.com', path: '/product/1' })
    expect(addressParts('http://localhost:3111/en/product/12')).toEqual({ site: 'http://localhost:3111', path: '/en/product/12' })
    expect(addressParts('https://www.example.com')).toEqual({ site: 'https://www.example.com', path: '' })
    expect(addressParts('not a url')).toEqual({ site: 'not a url', path: '' })
  })
})

describe('keyFacts', () => {
  it('lists the parameters with a value, formatted as the datasheet writes them', () => {
    const params = [
      { key: 'voltage', name: '输出电压', unit: 'V', value: 80, text: '', display: '80 V' },
      { key: 'power', name: '额定功率', unit: 'W', value: 1500, text: '', display: '1500 W' },
      { key: 'interface', name: '通信接口', unit: '', value: null, text: 'USB/LAN', display: 'USB/LAN' },
      { key: 'empty', name: '通道数', unit: '', value: null, text: '', display: '' },
    ]
    expect(keyFacts(params, formatParam)).toEqual([
      { label: '输出电压', value: '80 V' },
      { label: '额定功率', value: '1.5 kW' },
      { label: '通信接口', value: 'USB/LAN' },
    ])
  })

  it('fits the seeded products: each has a name for every parameter key of its category', () => {
    for (const product of products) {
      const facets = categories.find((category) => category.key === product.categoryKey)?.facets ?? []
      for (const param of product.params)
        expect(
          facets.map((facet) => facet.key),
          product.model,
        ).toContain(param.key)
    }
  })
})

/** The catalogue's line labels, as the datasheet page builds them. */
const labelsOf = (lines: typeof chinese.datasheet.lines): ContactLabels => ({ ...lines, postcode: (code) => lines.postcode.replace('{code}', code) })
const zh = labelsOf(chinese.datasheet.lines)

describe('contactLines', () => {
  const source: ContactSource = {
    siteName: '精源电子',
    phones: { information: '400-860-0755', support: '0755-26880001', service: '400-860-0766' },
    footer: { address: '深圳市南山区', email: 'info@example.com' },
    company: { name: '深圳精源电子科技有限公司', address: '深圳市光明区', phone: '0755-26880000', fax: '0755-26880009', email: 'sales@example.com', postcode: '518107' },
  }

  it('lists the company’s address with its postcode, the site’s three numbers, the switchboard, fax and e-mail', () => {
    expect(contactLines(source, zh)).toEqual({
      name: '深圳精源电子科技有限公司',
      lines: [
        { key: 'address', label: '地址', value: '深圳市光明区（邮编 518107）' },
        { key: 'information', label: '咨询电话', value: '400-860-0755' },
        { key: 'support', label: '技术支持', value: '0755-26880001' },
        { key: 'service', label: '售后服务', value: '400-860-0766' },
        { key: 'switchboard', label: '总机', value: '0755-26880000' },
        { key: 'fax', label: '传真', value: '0755-26880009' },
        { key: 'email', label: '邮箱', value: 'sales@example.com' },
      ],
    })
  })

  it('falls back to the site config’s footer and name, leaves out empty lines and writes a number once', () => {
    const sparse: ContactSource = {
      ...source,
      phones: { information: '400-860-0755', support: '', service: '400-860-0755' },
      company: { name: '', address: '', phone: '400-860-0755', fax: '', email: '', postcode: '518107' },
    }
    expect(contactLines(sparse, zh)).toEqual({
      name: '精源电子',
      lines: [
        { key: 'address', label: '地址', value: '深圳市南山区（邮编 518107）' },
        { key: 'information', label: '咨询电话', value: '400-860-0755' },
        { key: 'email', label: '邮箱', value: 'info@example.com' },
      ],
    })
    expect(contactLines({ ...sparse, footer: { address: '', email: '' } }, zh).lines.map((line) => line.label)).toEqual(['咨询电话'])
  })

  it('labels the lines in English for the English datasheet', () => {
    expect(contactLines(source, labelsOf(english.datasheet.lines)).lines.slice(0, 2)).toEqual([
      { key: 'address', label: 'Address', value: '深圳市光明区 (postcode 518107)' },
      { key: 'information', label: 'Sales', value: '400-860-0755' },
    ])
  })
})
