import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { openArchive } from './archive'
import { READER_INTERNALS, workbookSheets } from './workbook-sheets'

const limits = { entries: 100, totalBytes: 10 * 1024 * 1024, tooLarge: () => 'too large', unreadable: 'unreadable' }

describe('the ExcelJS internals workbook-sheets.ts relies on', () => {
  it('are still methods of its streaming WorkbookReader (an upgrade that renames them must fail here)', () => {
    const prototype = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, unknown>
    expect(READER_INTERNALS.filter((name) => typeof prototype[name] !== 'function')).toEqual([])
  })

  it('read every sheet in order, with shared strings, numbers, dates and formula results', async () => {
    const workbook = new ExcelJS.Workbook()
    const first = workbook.addWorksheet('第一页')
    const second = workbook.addWorksheet('第二页')
    first.addRow(['型号', 12.5, new Date(Date.UTC(2026, 11, 7)), { formula: '1+1', result: 2 }])
    second.addRow(['只在第二页'])
    const data = Buffer.from(await workbook.xlsx.writeBuffer())
    const rows: unknown[][] = []
    for await (const sheet of workbookSheets(await openArchive(data, limits))) {
      for await (const row of sheet) rows.push((row.values as unknown[]).slice(1))
    }
    expect(rows).toEqual([['型号', 12.5, new Date(Date.UTC(2026, 11, 7)), { formula: '1+1', result: 2 }], ['只在第二页']])
  })
})
