import { describe, expect, it } from 'vitest'

import type { CompareProduct } from '@/data/products.server'

import { compareHref, compareIds, MAX_COMPARE } from '@/features/routing/compare-ids'
import { compareSections } from './compare-table'
import { parseTray, toggleItem, type CompareItem } from '@/features/products/compare-tray'

type Param = CompareProduct['params'][number]
const param = (key: string, name: string, unit: string, value: number | null, text = ''): Param => ({ key, name, unit, value, text, display: '' })

function product(id: number, extra: Partial<CompareProduct> = {}): CompareProduct {
  return { id, model: `M-${id}`, name: `产品 ${id}`, series: '', summary: '', image: null, category: null, params: [], specs: [], translated: true, ...extra }
}

const rowsOf = (sections: ReturnType<typeof compareSections>) => sections.flatMap((section) => section.rows.map((row) => ({ section: section.title, ...row })))

describe('compare ids', () => {
  it('keeps positive plain integers, each once, in order, at most four', () => {
    expect(compareIds('3,1,3,2')).toEqual([3, 1, 2])
    expect(compareIds('9,8,7,6,5,4')).toEqual([9, 8, 7, 6])
    expect(compareIds(' 5 , x, 0, -1, 07, 2.0, 1e2, , 4')).toEqual([5, 4])
    expect(compareIds('2147483648,2147483647')).toEqual([2147483647])
    expect(compareIds('')).toEqual([])
    expect(MAX_COMPARE).toBe(4)
  })

  it('links the compare page of a list, or the empty page', () => {
    expect(compareHref([4, 2])).toBe('/product/compare?ids=4,2')
    expect(compareHref([])).toBe('/product/compare')
  })
})

describe('compare rows', () => {
  const power = { id: 1, name: '可编程直流电源' }
  const a = product(1, {
    category: power,
    series: 'PSD-6000',
    params: [param('voltage', '输出电压', 'V', 80), param('current', '输出电流', 'A', 40), param('power', '输出功率', 'W', 1500)],
    specs: [
      { group: '输出', name: '电压', value: '0–80 V' },
      { group: '输出', name: '纹波', value: '≤ 5 mV' },
      { group: '接口', name: '通信', value: 'LAN, USB' },
    ],
  })
  const b = product(2, {
    category: power,
    series: 'PSD-6000',
    params: [param('current', '输出电流', 'A', 20), param('voltage', '输出电压', 'V', 80), param('interface', '通信接口', '', null, 'RS-232')],
    specs: [
      { group: '接口', name: '通信', value: 'LAN,  USB ' },
      { group: '输出', name: '电压', value: '0–80 V' },
      { group: '保护', name: '过压保护', value: '有' },
    ],
  })

  it('aligns key parameters by facet key and spec rows by group and name, in order of first appearance', () => {
    const sections = compareSections([a, b])
    expect(sections.map((section) => section.title)).toEqual(['关键参数', '输出', '接口', '保护'])
    expect(rowsOf(sections).map((row) => [row.section, row.label, row.cells])).toEqual([
      ['关键参数', '产品分类', ['可编程直流电源', '可编程直流电源']],
      ['关键参数', '产品系列', ['PSD-6000', 'PSD-6000']],
      ['关键参数', '输出电压', ['80 V', '80 V']],
      ['关键参数', '输出电流', ['40 A', '20 A']],
      ['关键参数', '输出功率', ['1.5 kW', null]],
      ['关键参数', '通信接口', [null, 'RS-232']],
      ['输出', '电压', ['0–80 V', '0–80 V']],
      ['输出', '纹波', ['≤ 5 mV', null]],
      ['接口', '通信', ['LAN, USB', 'LAN,  USB ']],
      ['保护', '过压保护', [null, '有']],
    ])
    // Every row has one cell per product.
    for (const row of rowsOf(sections)) expect(row.cells).toHaveLength(2)
  })

  it('marks a row the same only when every product has it with the same value (blanks aside)', () => {
    const sections = compareSections([a, b])
    const same = Object.fromEntries(rowsOf(sections).map((row) => [`${row.section}/${row.label}`, row.same]))
    expect(same).toEqual({
      '关键参数/产品分类': true,
      '关键参数/产品系列': true,
      '关键参数/输出电压': true,
      '关键参数/输出电流': false,
      '关键参数/输出功率': false,
      '关键参数/通信接口': false,
      '输出/电压': true,
      '输出/纹波': false,
      '接口/通信': true,
      '保护/过压保护': false,
    })
    expect(sections.map((section) => section.same)).toEqual([false, false, true, false])
  })

  it('keeps rows of the same name in different groups apart, names a key shared by differently named facets with both names, and joins a repeated row', () => {
    const c = product(3, {
      params: [param('voltage', '电压范围', 'V', 150)],
      specs: [
        { group: '输入', name: '电压', value: '220 V' },
        { group: '', name: '重量', value: '10 kg' },
        { group: '', name: '重量', value: '12 kg（含包装）' },
      ],
    })
    const rows = rowsOf(compareSections([a, c]))
    expect(rows.find((row) => row.key === 'param:voltage')).toMatchObject({ label: '输出电压 / 电压范围', cells: ['80 V', '150 V'], same: false })
    expect(rows.filter((row) => row.label === '电压').map((row) => [row.section, row.cells])).toEqual([
      ['输出', ['0–80 V', null]],
      ['输入', [null, '220 V']],
    ])
    expect(rows.find((row) => row.label === '重量')).toMatchObject({ section: '规格参数', cells: [null, '10 kg；12 kg（含包装）'] })
  })

  it('one product alone differs from nothing; no products give no rows', () => {
    expect(compareSections([a]).every((section) => section.same && section.rows.every((row) => row.same))).toBe(true)
    expect(compareSections([])).toEqual([])
    expect(compareSections([product(5), product(6)])).toEqual([])
  })

  it('names the sections and basic rows in the page’s language', async () => {
    const english = (await import('@/messages/en/compare.json')).default.table
    const sections = compareSections([a, product(2, { category: power, specs: [{ group: '', name: 'Weight', value: '10 kg' }] })], english)
    expect(sections.map((section) => section.title)).toEqual(['Key specifications', '输出', '接口', 'Specifications'])
    expect(sections[0].rows[0].label).toBe('Category')
  })
})

describe('compare tray', () => {
  const item = (id: number): CompareItem => ({ id, model: `M-${id}`, name: `产品 ${id}`, image: `/cms-api/media/file/${id}.webp` })

  it('adds up to four products, removes a product picked again, refuses a fifth', () => {
    let items: CompareItem[] = []
    for (const id of [1, 2, 3, 4]) {
      const step = toggleItem(items, item(id))
      expect(step.result).toBe('added')
      items = step.items
    }
    const fifth = toggleItem(items, item(5))
    expect(fifth).toEqual({ items, result: 'full' })
    const removed = toggleItem(items, item(2))
    expect(removed.result).toBe('removed')
    expect(removed.items.map((entry) => entry.id)).toEqual([1, 3, 4])
  })

  it('reads back only valid items from storage, each once, at most four, images on the site only', () => {
    expect(parseTray(null)).toEqual([])
    expect(parseTray({ id: 1 })).toEqual([])
    const parsed = parseTray([
      item(1),
      { id: 1, model: 'again' },
      { id: '2', model: 'x' },
      { id: 3, model: '' },
      { id: 4, model: ' M-4 ', name: 7, image: 'https://evil.example/x.png' },
      { id: 5, model: 'M-5', image: '//evil.example/x.png' },
      null,
      item(6),
      item(7),
    ])
    expect(parsed).toEqual([item(1), { id: 4, model: 'M-4', name: '', image: null }, { id: 5, model: 'M-5', name: '', image: null }, item(6)])
  })
})
