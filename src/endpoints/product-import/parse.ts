import ExcelJS from 'exceljs'

import { normaliseText } from './columns'
import { ImportFileError, MAX_ROWS } from './import-error'

export type SheetRow = { row: number; cells: string[] }
export type SheetData = { headerRow: number; headers: string[]; rows: SheetRow[] }

/** The sheet the template names; any other workbook is read from its first sheet. */
export const PRODUCT_SHEET = '产品'

/** Decodes a text file: UTF-8 (with or without the BOM Excel writes), else GB 18030, which older Chinese Excel and WPS save as “CSV”. */
export function decodeText(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('gb18030').decode(data)
  }
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF ends a record. A file without commas but with tabs is read as tab-separated. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const separator = !firstLine.includes(',') && firstLine.includes('\t') ? '\t' : ','
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[index + 1] === '"') {
        field += '"'
        index += 1
      } else quoted = false
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length) {
    record.push(field)
    records.push(record)
  }
  return records
}

/** What a cell shows, as text: rich text joined, a formula's result, a hyperlink's text, numbers as written. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue)
  if ('text' in value) return cellText((value as ExcelJS.CellHyperlinkValue).text)
  if ('error' in value) return ''
  return ''
}

const isBlank = (cells: string[]) => cells.every((cell) => !cell.trim())

/**
 * The header row (the first of the first ten rows that names both 型号 and
 * 分类, so a title line above it is allowed) and the non-empty rows below it,
 * each with its row number as the spreadsheet shows it.
 */
function sheetOf(records: { row: number; cells: string[] }[]): SheetData {
  const header = records.slice(0, 10).find((record) => {
    const names = record.cells.map((cell) => normaliseText(cell).replace(/[*＊]/g, ''))
    return names.some((name) => name === '型号' || name === '产品型号') && names.some((name) => name === '分类' || name === '产品分类' || name === '所属分类')
  })
  if (!header) throw new ImportFileError('找不到表头：第一行应包含“分类”“型号”“产品名称”等列名，请使用下载的导入模板')
  const rows = records.filter((record) => record.row > header.row && !isBlank(record.cells))
  if (rows.length === 0) throw new ImportFileError('文件中没有产品数据：请在表头下方逐行填写产品')
  if (rows.length > MAX_ROWS) throw new ImportFileError(`文件共有 ${rows.length} 行产品，超过单次导入上限 ${MAX_ROWS} 行，请拆分成多个文件分批导入`)
  return { headerRow: header.row, headers: header.cells, rows }
}

async function readWorkbook(data: Buffer): Promise<SheetData> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(data as never)
  } catch {
    throw new ImportFileError('无法读取这个 Excel 文件：文件可能已损坏或加密，请在 Excel 中另存为 .xlsx 后重试')
  }
  const sheet = workbook.getWorksheet(PRODUCT_SHEET) ?? workbook.worksheets[0]
  if (!sheet) throw new ImportFileError('Excel 文件中没有工作表')
  const records: { row: number; cells: string[] }[] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (records.length > MAX_ROWS + 10) return
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    records.push({ row: number, cells: Array.from(cells, (cell) => cell ?? '') })
  })
  return sheetOf(records)
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((byte, index) => data[index] === byte)

/** The rows of an uploaded .xlsx or .csv file, told apart by their content (a renamed file still reads). */
export async function readSheet(data: Buffer, fileName: string): Promise<SheetData> {
  if (startsWith(data, ZIP_MAGIC)) return readWorkbook(data)
  if (startsWith(data, OLE_MAGIC) || /\.xls$/i.test(fileName)) {
    throw new ImportFileError('不支持旧版 .xls 格式：请在 Excel 中“另存为” .xlsx 或 CSV（UTF-8）后再导入')
  }
  if (data.includes(0)) throw new ImportFileError('无法识别的文件：请上传 .xlsx 或 .csv 文件')
  return sheetOf(parseCsv(decodeText(data)).map((cells, index) => ({ row: index + 1, cells })))
}
