import { Readable } from 'node:stream'

import ExcelJS from 'exceljs'

import type { Archive } from './archive'

/**
 * The one tie to ExcelJS's internals. Its streaming WorkbookReader reads the
 * archive in a single pass through unzipper, which now and then drops entries
 * when the reader awaits between them (exceljs#3064, unzipper#191): about one
 * read in 300 of our own template failed ("reading 'sheets'") when the machine
 * was busy, and a lost worksheet would have read as fewer rows. So the parts
 * are read here from the archive's central directory and handed to the
 * reader's own parsers, the ones its single pass calls, in the order they
 * depend on each other. Cells keep ExcelJS's meaning (shared and rich text,
 * formula results, dates by their styles). workbook-sheets.test.ts fails
 * loudly if an upgrade renames or changes these methods.
 */
type ReaderInternals = {
  model?: { sheets?: { id: number; name: string; rId: string }[] }
  workbookRels?: { Id: string; Target: string }[]
  _parseRels(entry: Readable): Promise<void>
  _parseWorkbook(entry: Readable): Promise<void>
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>
  _parseStyles(entry: Readable): Promise<void>
  _parseWorksheet(rows: Readable, sheetNo: string): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>
}

export const READER_INTERNALS = ['_parseRels', '_parseWorkbook', '_parseSharedStrings', '_parseStyles', '_parseWorksheet'] as const

export class UnreadablePart extends Error {}

/**
 * The worksheets of a workbook in the order of its tabs, each read row by row
 * by ExcelJS. Each part is parsed as it inflates, a few kilobytes at a time, so
 * a large sheet never holds the event loop; the archive's declared sizes bound
 * it (openArchive). A required part that is missing throws UnreadablePart.
 */
export async function* workbookSheets(archive: Archive): AsyncGenerator<ExcelJS.stream.xlsx.WorksheetReader> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as ReaderInternals
  const part = async (name: string, required: boolean): Promise<Readable | null> => {
    const entry = archive.entries.find((each) => each.name.replace(/^\//, '') === name)
    if (entry) return archive.stream(entry)
    if (required) throw new UnreadablePart(name)
    return null
  }

  await reader._parseRels((await part('xl/_rels/workbook.xml.rels', true))!)
  await reader._parseWorkbook((await part('xl/workbook.xml', true))!)
  const sharedStrings = await part('xl/sharedStrings.xml', false)
  if (sharedStrings) {
    const cached = reader._parseSharedStrings(sharedStrings)
    while (!(await cached.next()).done);
  }
  const styles = await part('xl/styles.xml', false)
  if (styles) await reader._parseStyles(styles)

  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target
    const sheetNo = target?.match(/worksheets\/sheet(\d+)\.xml$/)?.[1]
    if (!target || !sheetNo) continue
    const rows = await part(target.startsWith('/') ? target.slice(1) : `xl/${target}`, true)
    for (const event of reader._parseWorksheet(rows!, sheetNo)) yield event.value
  }
}
