import { describe, expect, it } from 'vitest'

import { mapColumns } from './columns'
import { matchImages, sameImage, type ImageEntry } from './images'
import type { SheetData } from './parse'
import { facetNumber, planImport, sheetModels, type CategoryInfo, type ExistingProduct } from './plan'
import { loads, supplies } from './test-categories'

const modulesA: CategoryInfo = { id: 3, name: '模块', path: '直流电子负载/模块', facets: [] }
const modulesB: CategoryInfo = { id: 4, name: '模块', path: '可编程直流电源/模块', facets: [] }
const categories = [supplies, loads, modulesA, modulesB]

const HEADERS = ['分类', '型号', '产品名称', '系列/类型', '产品概述', '输出电压/输入电压（voltage）', '通道数（channels）', '通信接口', '额定功率（power）']

function sheet(rows: string[][], headers = HEADERS): SheetData {
  return { headerRow: 1, headers, rows: rows.map((cells, index) => ({ row: index + 2, cells })) }
}

const existingProduct: ExistingProduct = {
  id: 10,
  model: 'PSD-100',
  name: '可编程直流电源',
  series: 'PSD 系列',
  summary: '旧概述',
  categoryId: 1,
  params: [
    { key: 'voltage', value: 80, text: null },
    { key: 'channels', value: null, text: '单路' },
    { key: 'interface', value: null, text: 'USB/LAN' },
  ],
  status: 'published',
  gallery: [],
}

describe('columns', () => {
  it('maps fixed columns by header or alias and facet columns by bracketed key, bare key or a facet name of one key', () => {
    const names = new Map([
      ['voltage', new Set(['输出电压', '输入电压'])],
      ['channels', new Set(['通道数'])],
      ['interface', new Set(['通信接口'])],
    ])
    const map = mapColumns(['产品分类', ' 型号* ', '名称', '备注', 'voltage', '通道数', '输出电压（voltage）', 'ＵＳＢ'], names)
    expect(map.fixed).toEqual({ category: 0, model: 1, name: 2 })
    expect([...map.facets]).toEqual([
      ['voltage', 4],
      ['channels', 5],
    ])
    expect(map.unknown).toEqual(['备注', 'USB'])
    expect(map.duplicate).toEqual(['输出电压(voltage)'])
  })
})

describe('facetNumber', () => {
  it('reads numbers with a unit, thousands separators and full-width digits; refuses anything else', () => {
    expect(facetNumber('80', 'V')).toBe(80)
    expect(facetNumber('80 V', 'V')).toBe(80)
    expect(facetNumber('1.5kw', 'kW')).toBe(1.5)
    expect(facetNumber('1,500', 'W')).toBe(1500)
    expect(facetNumber('８０', 'V')).toBe(80)
    expect(facetNumber('80 A', 'V')).toBeNull()
    expect(facetNumber('abc', 'V')).toBeNull()
    expect(facetNumber('1,50', 'W')).toBeNull()
    expect(facetNumber('', 'W')).toBeNull()
  })
})

describe('planImport', () => {
  it('plans creates, updates and unchanged rows, and lists every error of every row in Chinese', () => {
    const { plan, writes } = planImport({
      sheet: sheet([
        ['可编程直流电源', 'PSD-200', '新电源', 'PSD 系列', '概述', '150 V', '双路', 'gpib/lan', ''],
        ['可编程直流电源', 'PSD-100', '可编程直流电源', 'PSD 系列', '新概述', '80', '单路', 'USB/LAN', ''],
        ['可编程直流电源', 'PSD-100 ', '可编程直流电源', 'PSD 系列', '旧概述', '80', '单路', 'USB/LAN', ''],
        ['不存在的分类', 'X-1', '某产品', '', '', '', '', '', ''],
        ['可编程直流电源', 'X-2', '某产品', '', '', '高压', '五路', '', '300'],
        ['', '', '', '', '', '', '', '', ''].map((cell, index) => (index === 2 ? '没有型号' : cell)),
        ['模块', 'X-3', '某模块', '', '', '', '', '', ''],
        ['直流电子负载/模块', 'X-4', '某模块', '', '', '', '', '', ''],
      ]),
      categories,
      existing: new Map([['PSD-100', existingProduct]]),
    })
    expect(plan.rows.map((row) => [row.row, row.model, row.action])).toEqual([
      [2, 'PSD-200', 'create'],
      [3, 'PSD-100', 'error'],
      [4, 'PSD-100', 'error'],
      [5, 'X-1', 'error'],
      [6, 'X-2', 'error'],
      [7, '', 'error'],
      [8, 'X-3', 'error'],
      [9, 'X-4', 'create'],
    ])
    expect(plan.rows.flatMap((row) => row.errors)).toEqual([
      '第 3 行：型号“PSD-100”在文件中重复（第 3、4 行），同一型号只能出现一次',
      '第 4 行：型号“PSD-100”在文件中重复（第 3、4 行），同一型号只能出现一次',
      '第 5 行：分类“不存在的分类”不存在',
      '第 6 行：筛选项“输出电压”的值“高压”无效，请填写数字（单位 V）',
      '第 6 行：筛选项“通道数”的值“五路”无效，可选值：单路、双路',
      '第 6 行：分类“可编程直流电源”没有筛选项“power”，该列请留空',
      '第 7 行：缺少型号',
      '第 7 行：缺少分类',
      '第 8 行：分类名称“模块”对应多个分类，请写成“上级分类/分类”，如“直流电子负载/模块”',
    ])
    expect(plan.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 6 })
    expect(writes.get(2)).toEqual({
      model: 'PSD-200',
      name: '新电源',
      category: 1,
      series: 'PSD 系列',
      summary: '概述',
      params: [
        { key: 'voltage', value: 150, text: null },
        { key: 'channels', value: null, text: '双路' },
        { key: 'interface', value: null, text: 'GPIB/LAN' },
      ],
      status: 'published',
    })
    expect([...writes.keys()]).toEqual([2, 9])
  })

  it('tells an update from an unchanged row by the normalised values, and keeps what the file has no column for', () => {
    const existing = new Map([['PSD-100', existingProduct]])
    const same = planImport({ sheet: sheet([['可编程直流电源', 'PSD-100', '可编程直流电源', 'PSD 系列', ' 旧概述 ', '80 V', '单路', 'usb/lan', '']]), categories, existing })
    expect(same.plan.rows[0]).toMatchObject({ action: 'unchanged', changes: [], productId: 10 })
    expect(same.writes.size).toBe(0)

    const changed = planImport({ sheet: sheet([['可编程直流电源', 'PSD-100', '可编程直流电源', '', '新概述', '100', '单路', '', '']]), categories, existing })
    expect(changed.plan.rows[0]).toMatchObject({ action: 'update', changes: ['系列/类型', '产品概述', '关键参数'] })
    expect(changed.writes.get(2)?.params).toEqual([
      { key: 'voltage', value: 100, text: null },
      { key: 'channels', value: null, text: '单路' },
    ])
    expect(changed.writes.get(2)?.series).toBeNull()

    // Without the summary and interface columns the product keeps both.
    const partial = planImport({ sheet: sheet([['可编程直流电源', 'PSD-100', '可编程直流电源', '草稿']], ['分类', '型号', '产品名称', '发布状态']), categories, existing })
    expect(partial.plan.rows[0]).toMatchObject({ action: 'update', changes: ['发布状态'] })
    expect(partial.writes.get(2)).toMatchObject({ status: 'draft', params: existingProduct.params })
    expect(partial.writes.get(2)).not.toHaveProperty('summary')
  })

  it('refuses every row when a required column is missing, and notes unknown columns', () => {
    const { plan } = planImport({ sheet: sheet([['PSD-1', '电源', 'x']], ['型号', '产品名称', '备注']), categories, existing: new Map() })
    expect(plan.notices).toEqual(['缺少必填列：“分类”，所有行都无法导入', '以下列无法识别，导入时忽略：“备注”'])
    expect(plan.rows[0].errors).toEqual(['第 2 行：缺少“分类”列'])
    expect(sheetModels(sheet([['PSD-1', '电源', 'x']], ['型号', '产品名称', '备注']))).toEqual(['PSD-1'])
  })

  it('attaches zip images by model and reports those no row claims', () => {
    const entry = (name: string, size = 100): ImageEntry => ({ path: `photos/${name}`, name, size, mimeType: 'image/jpeg' })
    const { plan, writes } = planImport({
      sheet: sheet([['可编程直流电源', 'PSD-200', '新电源', '', '', '', '', '', '']]),
      categories,
      existing: new Map(),
      images: { entries: [entry('psd-200-2.jpg'), entry('PSD-200.jpg'), entry('OTHER.jpg')], ignored: ['说明.txt'] },
    })
    expect(plan.rows[0].images).toEqual(['PSD-200.jpg', 'psd-200-2.jpg'])
    expect(writes.get(2)?.images?.map((image) => image.name)).toEqual(['PSD-200.jpg', 'psd-200-2.jpg'])
    expect(plan.notices).toEqual(['以下图片没有对应的型号，不会导入：“OTHER.jpg”', '压缩包中的以下文件不是图片，已忽略：“说明.txt”'])
  })
})

describe('images', () => {
  const entry = (name: string, size = 10): ImageEntry => ({ path: name, name, size, mimeType: 'image/png' })
  it('matches a model exactly before reading a number off the end of the name', () => {
    const { byModel, unmatched } = matchImages(
      [entry('ABC-1.png'), entry('ABC (2).png'), entry('ABC_3.png'), entry('ABC.png'), entry('A_B.png'), entry('ABCD.png')],
      [
        { model: 'ABC', fileName: 'abc' },
        { model: 'ABC-1', fileName: 'abc-1' },
        { model: 'A/B', fileName: 'a_b' },
      ],
    )
    expect(byModel.get('ABC')?.map((image) => image.name)).toEqual(['ABC.png', 'ABC (2).png', 'ABC_3.png'])
    expect(byModel.get('ABC-1')?.map((image) => image.name)).toEqual(['ABC-1.png'])
    expect(byModel.get('A/B')?.map((image) => image.name)).toEqual(['A_B.png'])
    expect(unmatched).toEqual(['ABCD.png'])
  })

  it('knows an image uploaded before by its size and its name up to the number Payload adds', () => {
    expect(sameImage({ filename: 'PSD-1.png', filesize: 10 }, entry('PSD-1.png'))).toBe(true)
    expect(sameImage({ filename: 'PSD-1-3.png', filesize: 10 }, entry('PSD-1-2.png'))).toBe(true)
    expect(sameImage({ filename: 'PSD-1.png', filesize: 11 }, entry('PSD-1.png'))).toBe(false)
    expect(sameImage({ filename: 'PSD-1.jpg', filesize: 10 }, entry('PSD-1.png'))).toBe(false)
    expect(sameImage(undefined, entry('PSD-1.png'))).toBe(false)
  })
})
