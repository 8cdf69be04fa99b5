import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { ImportFileError, MAX_ROWS } from './import-error'
import { decodeText, parseCsv, readSheet } from './parse'
import { planImport } from './plan'
import { templateWorkbook } from './template'
import { loads, supplies } from './test-categories'

describe('csv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and tab-separated files', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","line 1\nline 2"\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line 1\nline 2'],
      ['1', '', '3'],
    ])
    expect(parseCsv('型号\t名称\nA\tB\n')).toEqual([
      ['型号', '名称'],
      ['A', 'B'],
    ])
  })

  it('decodes UTF-8 with or without the BOM, and GBK', () => {
    expect(decodeText(Buffer.from('\uFEFF分类,型号', 'utf8'))).toBe('分类,型号')
    expect(decodeText(Buffer.from('分类,型号', 'utf8'))).toBe('分类,型号')
    // “分类” in GBK.
    expect(decodeText(new Uint8Array([0xb7, 0xd6, 0xc0, 0xe0]))).toBe('分类')
  })

  it('finds the header below a title line and skips blank rows', async () => {
    const csv = Buffer.from('\uFEFF产品导入\r\n分类,型号,产品名称\r\n可编程直流电源,PSD-1,电源\r\n,,\r\n可编程直流电源,PSD-2,电源\r\n', 'utf8')
    const sheet = await readSheet(csv, 'products.csv')
    expect(sheet.headerRow).toBe(2)
    expect(sheet.headers).toEqual(['分类', '型号', '产品名称'])
    expect(sheet.rows).toEqual([
      { row: 3, cells: ['可编程直流电源', 'PSD-1', '电源'] },
      { row: 5, cells: ['可编程直流电源', 'PSD-2', '电源'] },
    ])
  })
})

describe('readSheet', () => {
  it('reads the 产品 sheet of a workbook as text: numbers, rich text and formulas as shown', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('说明').addRow(['这张表不是产品'])
    const sheet = workbook.addWorksheet('产品')
    sheet.addRow(['分类', '型号', '产品名称', '输出电压（voltage）'])
    sheet.addRow(['可编程直流电源', { richText: [{ text: 'PSD-' }, { text: '100', font: { bold: true } }] }, '电源', 80])
    sheet.addRow(['可编程直流电源', 6080, '电源', { formula: '40*2', result: 80 }])
    const read = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'x.xlsx')
    expect(read.rows).toEqual([
      { row: 2, cells: ['可编程直流电源', 'PSD-100', '电源', '80'] },
      { row: 3, cells: ['可编程直流电源', '6080', '电源', '80'] },
    ])
  })

  it('refuses what it cannot import with a message for staff', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: ImportFileError) => error.message,
      )
    expect(await refusal(readSheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), 'old.xls'))).toMatch(/不支持旧版 \.xls/)
    expect(await refusal(readSheet(Buffer.from('名称,价格\n', 'utf8'), 'x.csv'))).toMatch(/找不到表头/)
    expect(await refusal(readSheet(Buffer.from('分类,型号\n', 'utf8'), 'x.csv'))).toMatch(/没有产品数据/)
    const many = `分类,型号\n${Array.from({ length: MAX_ROWS + 1 }, (_, index) => `电源,M-${index}`).join('\n')}`
    expect(await refusal(readSheet(Buffer.from(many, 'utf8'), 'x.csv'))).toBe(`文件共有 ${MAX_ROWS + 1} 行产品，超过单次导入上限 ${MAX_ROWS} 行，请拆分成多个文件分批导入`)
    expect(await refusal(readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx'))).toMatch(/无法读取这个 Excel 文件/)
  })
})

describe('the template', () => {
  const categories = [supplies, loads]

  it('has the columns of the categories’ facets, the guide sheets, and sample rows that plan as creates', async () => {
    const data = await templateWorkbook(categories, { samples: true })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(data as never)
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['产品', 'visible'],
      ['填写说明', 'visible'],
      ['分类与筛选项', 'visible'],
      ['分类列表', 'hidden'],
    ])
    const sheet = await readSheet(data, 'template.xlsx')
    expect(sheet.headers).toEqual([
      '分类',
      '型号',
      '产品名称',
      '系列/类型',
      '产品概述',
      '发布状态',
      '输出电压/输入电压（voltage）',
      '通道数（channels）',
      '通信接口（interface）',
      '额定功率（power）',
    ])
    const { plan } = planImport({ sheet, categories, existing: new Map() })
    expect(plan.rows.map((row) => [row.model, row.action])).toEqual([
      ['PSD-6150-10C', 'create'],
      ['ELD-6600', 'create'],
    ])
    expect(plan.notices).toEqual([])

    const empty = await readSheet(await templateWorkbook(categories), 'template.xlsx').catch((error: Error) => error.message)
    expect(empty).toMatch(/没有产品数据/)
  })
})

describe('reading the same workbook again and again', () => {
  it('reads a valid workbook every time (ExcelJS’s single-pass reader lost a part of about one read in 300 on a busy machine)', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('产品')
    sheet.addRow(['分类', '型号', '产品名称'])
    for (let index = 0; index < 30; index += 1) sheet.addRow(['可编程直流电源', `M-${index}`, `名称 ${index}`])
    workbook.addWorksheet('填写说明').addRow(['说明'])
    const data = Buffer.from(await workbook.xlsx.writeBuffer())
    const rows: number[] = []
    for (let round = 0; round < 800; round += 1) rows.push((await readSheet(Buffer.from(data), '产品导入.xlsx')).rows.length)
    expect(rows.filter((count) => count !== 30)).toEqual([])
  }, 60_000)
})
