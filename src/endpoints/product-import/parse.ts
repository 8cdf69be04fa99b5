import ExcelJS from 'exceljs'

import { normaliseText } from './columns'
import { type Archive, openArchive } from './archive'
import { ImportFileError, MAX_ROWS, MAX_SHEET_UNPACKED_BYTES, megabytes } from './import-error'
import { workbookSheets } from './workbook-sheets'

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
const NO_HEADER = '找不到表头：第一行应包含“分类”“型号”“产品名称”等列名，请使用下载的导入模板'

/** Whether a row names both 型号 and 分类 (in one of their spellings). */
function isHeader(cells: string[]): boolean {
  const names = cells.map((cell) => normaliseText(cell).replace(/[*＊]/g, ''))
  return names.some((name) => name === '型号' || name === '产品型号') && names.some((name) => name === '分类' || name === '产品分类' || name === '所属分类')
}

/** `truncated`: reading stopped at the row cap, so the sheet holds more rows than `records`. */
function sheetOf(records: { row: number; cells: string[] }[], truncated = false): SheetData {
  const header = records.slice(0, 10).find((record) => isHeader(record.cells))
  if (!header) throw new ImportFileError(NO_HEADER)
  const rows = records.filter((record) => record.row > header.row && !isBlank(record.cells))
  if (rows.length === 0) throw new ImportFileError('文件中没有产品数据：请在表头下方逐行填写产品')
  if (truncated) throw new ImportFileError(`文件中的产品多于 ${MAX_ROWS} 行，超过单次导入上限，请拆分成多个文件分批导入`)
  if (rows.length > MAX_ROWS) throw new ImportFileError(`文件共有 ${rows.length} 行产品，超过单次导入上限 ${MAX_ROWS} 行，请拆分成多个文件分批导入`)
  return { headerRow: header.row, headers: header.cells, rows }
}

const UNREADABLE_WORKBOOK = '无法读取这个 Excel 文件：文件可能已损坏或加密，请在 Excel 中另存为 .xlsx 后重试'

/** A cell as text, whatever the streaming reader gives (its cells hold the same values as a loaded workbook's). */
const rowCells = (row: ExcelJS.Row) => {
  const cells: string[] = []
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cells[column - 1] = cellText(cell.value)
  })
  return Array.from(cells, (cell) => cell ?? '')
}

/**
 * The product rows of a workbook: the archive is refused by what it declares
 * before anything is inflated (MAX_SHEET_UNPACKED_BYTES in all), then checked
 * to inflate to no more than that, then its sheets are read in the order of
 * their tabs, row by row: the first sheet with the header in its first ten rows
 * is the product sheet, and reading stops at the row cap.
 */
async function readWorkbook(data: Buffer): Promise<SheetData> {
  const archive = await openArchive(data, {
    entries: 1000,
    totalBytes: MAX_SHEET_UNPACKED_BYTES,
    tooLarge: (declared) =>
      `表格文件解压后过大（${declared}，上限 ${megabytes(MAX_SHEET_UNPACKED_BYTES)}）：单次最多导入 ${MAX_ROWS} 行产品，请删去多余的工作表、图片和格式，或拆分成多个文件`,
    unreadable: UNREADABLE_WORKBOOK,
  })
  if (!(await archive.inflatesAsDeclared())) throw new ImportFileError(UNREADABLE_WORKBOOK)
  const found = await productRecords(archive)
  if (!found) throw new ImportFileError(NO_HEADER)
  return sheetOf(found.records, found.truncated)
}

/** The records of the first sheet with the header in its first ten rows (null if none), read row by row up to the row cap. */
async function productRecords(archive: Archive): Promise<{ records: { row: number; cells: string[] }[]; truncated: boolean } | null> {
  try {
    for await (const worksheet of workbookSheets(archive)) {
      const records: { row: number; cells: string[] }[] = []
      let isProducts = false
      for await (const row of worksheet) {
        if (!isProducts && records.length >= 10) break
        const cells = rowCells(row)
        if (cells.every((cell) => !cell.trim())) continue
        records.push({ row: row.number, cells })
        isProducts ||= isHeader(cells)
        if (isProducts && records.length > MAX_ROWS + 10) return { records, truncated: true }
      }
      if (isProducts) return { records, truncated: false }
    }
    return null
  } catch {
    throw new ImportFileError(UNREADABLE_WORKBOOK)
  }
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
