import { PassThrough, Readable } from 'node:stream'

import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Payload, PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

import { outsideTimeBudget } from '@/lib/read-bounds'
import { payloadDatabase, type RawDatabase, toNumber } from '@/lib/raw-sql'

import { chinaStamp } from '@/lib/format'
import { type ChoiceNames, type ExportSlug, exportColumns, type Row, safeCell } from './columns'

/** Rows read per query: small enough to keep memory flat, large enough that 20,000 rows take 40 queries. */
const BATCH = 500

/** The export reads in batches of its own, past the limit of a staff list read (src/collections/read-bounds-hooks.ts). */
const streamed = { streamedExport: true }

/** The query of an admin list view: its filter, its search box and its order. */
export type ListQuery = { where?: Where; search?: string; sort?: string[] }

type ExportArgs = { payload: Payload; user: NonNullable<PayloadRequest['user']>; slug: ExportSlug; query: ListQuery; now?: Date }

/** Where Payload keeps each collection's hasMany text values (the region codes of `address`), for those that have an address. */
const TEXTS_TABLE: Partial<Record<ExportSlug, string>> = {
  'activity-joins': 'activity_joins_texts',
  applications: 'applications_texts',
  inquiries: 'inquiries_texts',
  members: 'members_texts',
}

/**
 * The region codes of a page of rows, in one query. Payload reads them row by
 * row, and its texts tables are indexed by ("order", "parent_id"), which a
 * lookup by parent alone cannot use: on PostgreSQL that scanned the whole
 * table for every row, 100 s a page at 20,000 leads.
 */
async function regionCodes(db: RawDatabase, slug: ExportSlug, ids: number[]): Promise<Map<number, string[]> | null> {
  if (!TEXTS_TABLE[slug]) return null
  const rows = await db.rows<{ parent_id: unknown; text: unknown }>(
    sql`SELECT "parent_id", "text" FROM ${sql.raw(`"${TEXTS_TABLE[slug] as string}"`)} WHERE "path" = 'address' AND "parent_id" IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY "parent_id", "order"`,
  )
  const codes = new Map<number, string[]>()
  for (const row of rows) {
    const id = toNumber(row.parent_id)
    codes.set(id, [...(codes.get(id) ?? []), String(row.text)])
  }
  return codes
}

const isEmpty = (where: Where | undefined) => !where || Object.keys(where).length === 0

/** A ties-free order: the list's, then the id in the same direction. */
function stableSort(sort: string[]): string[] {
  if (sort.some((key) => key.replace(/^-/, '') === 'id')) return sort
  return [...sort, sort[0]?.startsWith('-') ? '-id' : 'id']
}

/** Resolves once the reader has taken what was written (or has gone). */
function readerCaughtUp(output: PassThrough): Promise<void> {
  if (!output.writableNeedDrain || output.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done)
      output.off('close', done)
      resolve()
    }
    output.on('drain', done)
    output.on('close', done)
  })
}

/** Site config's option names in Chinese, as staff read them in the admin. */
async function choiceNames(payload: Payload): Promise<ChoiceNames> {
  const config = (await payload.findGlobal({ slug: 'site-config', depth: 0, locale: 'zh', overrideAccess: true })) as unknown as Record<
    keyof ChoiceNames,
    { key?: string | null; value?: string | null }[] | null
  >
  const names = (list: keyof ChoiceNames) => new Map((config[list] ?? []).map((option) => [option.key ?? '', option.value ?? '']))
  return { application_type: names('application_type'), user_server_type: names('user_server_type'), study_type: names('study_type') }
}

/**
 * The rows an admin list shows (its filter, search and sort, under the
 * user's access rules) as a streamed .xlsx: read in batches, each row written
 * and committed to the zip as it comes, and the next batch read only once the
 * reader has taken the last, so memory stays flat however many rows there are.
 * A bad query throws before anything is sent.
 */
export async function exportWorkbook({
  payload,
  user,
  slug,
  query,
  now = new Date(),
}: ExportArgs): Promise<{ body: ReadableStream<Uint8Array>; fileName: string; asciiFileName: string }> {
  const collectionConfig = payload.collections[slug].config
  const columns = exportColumns(slug, collectionConfig.flattenedFields, await choiceNames(payload))
  const listWhere = mergeListSearchAndWhere({ collectionConfig, search: query.search ?? '', where: query.where ?? {} })
  // Leads that arrive while the file is written would shift the pages: the export holds what existed when it started.
  const snapshot: Where = { createdAt: { less_than_equal: now.toISOString() } }
  const where: Where = isEmpty(listWhere) ? snapshot : { and: [listWhere, snapshot] }
  const defaultSort = typeof collectionConfig.defaultSort === 'string' ? [collectionConfig.defaultSort] : ['-createdAt']
  const sort = stableSort(query.sort?.length ? query.sort : defaultSort)
  const select: Record<string, true> = Object.fromEntries(columns.flatMap((column) => column.fields).map((field) => [field, true]))

  const readsRegion = 'address' in select
  delete select.address
  const db = readsRegion ? await payloadDatabase(payload) : null

  /** One page in the list's order: its ids first (a cheap query), then those rows with what they show. */
  const readPage = async (page: number): Promise<{ count: number; docs: Row[] }> => {
    const found = await payload.find({
      collection: slug,
      where,
      sort,
      limit: BATCH,
      page,
      pagination: false,
      depth: 0,
      select: { id: true } as never,
      overrideAccess: false,
      user,
      context: streamed,
    })
    const ids = (found.docs as unknown as { id: number }[]).map((doc) => doc.id)
    if (!ids.length) return { count: 0, docs: [] }
    const [rows, regions] = await Promise.all([
      payload.find({
        collection: slug,
        where: { id: { in: ids } },
        limit: 0,
        pagination: false,
        depth: 1,
        select: select as never,
        populate: { activities: { title: true }, users: { name: true, email: true } } as never,
        overrideAccess: false,
        user,
        context: streamed,
      }),
      db ? regionCodes(db, slug, ids) : null,
    ])
    const byId = new Map((rows.docs as unknown as Row[]).map((doc) => [doc.id as number, doc]))
    const docs = ids.flatMap((id) => {
      const doc = byId.get(id)
      return doc ? [regions ? { ...doc, address: regions.get(id) ?? [] } : doc] : []
    })
    return { count: ids.length, docs }
  }

  const first = await readPage(1)
  const label = typeof collectionConfig.labels.plural === 'string' ? collectionConfig.labels.plural : slug
  const output = new PassThrough()
  output.on('error', () => {}) // a reader that leaves destroys the stream; the loop below sees it and stops
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(label.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
    style: column.date ? { numFmt: 'yyyy-mm-dd hh:mm' } : column.wrap ? { alignment: { wrapText: true, vertical: 'top' } } : {},
  }))
  sheet.getRow(1).font = { bold: true }

  // The file streams for as long as it takes: the REST read's time budget ends with its first bytes.
  void outsideTimeBudget(async () => {
    const started = Date.now()
    let rows = 0
    try {
      let batch = first
      for (let page = 1; ; page += 1) {
        if (page > 1) batch = await readPage(page)
        for (const doc of batch.docs) sheet.addRow(columns.map((column) => safeCell(column.value(doc)))).commit()
        rows += batch.docs.length
        if (batch.count < BATCH || output.destroyed) break
        await readerCaughtUp(output)
        if (output.destroyed) break
      }
      if (output.destroyed) return
      sheet.commit()
      await workbook.commit()
      payload.logger.info({ msg: 'staff export', collection: slug, rows, user: user.id, ms: Date.now() - started })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'staff export failed', collection: slug, rows, user: user.id })
      output.destroy(error as Error)
    }
  })

  const stamp = chinaStamp(now)
  return { body: Readable.toWeb(output) as ReadableStream<Uint8Array>, fileName: `${label}-${stamp}.xlsx`, asciiFileName: `${slug}-${stamp}.xlsx` }
}
