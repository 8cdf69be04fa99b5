/**
 * The scale seed (`npm run seed -- --scale`): grows a database that holds the
 * demo content to catalogue size (10,000 products, 100,000 articles, 5,000
 * downloads, 200 activities by default). Payload's local API takes tens of
 * milliseconds per document, so documents are bulk-inserted through Drizzle
 * in transactions of a few thousand, with every row Payload itself would
 * write: the collection tables with their arrays and relations, the latest
 * version rows the admin reads (drafts are on), and the search index entries.
 *
 * Idempotent: each collection is filled up to its target count, so a second
 * run adds nothing and an interrupted run continues where it stopped.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, localeJoins, localized } from '@/lib/localized-sql'
import { payloadDatabase, toNumber, type RawDatabase } from '@/lib/raw-sql'
import { searchSource, writeSearchEntries, type SearchKind } from '@/lib/search-index'

import { categories as seedCategories, downloadCategories as seedDownloadCategories, newsColumns as seedNewsColumns, products as seedProducts } from './content'
import { paragraphs } from './lexical'
import { generateActivity, generateArticle, generateDownload, generateProduct, pick, itemRandom, seriesPlans } from './scale-content'

export type ScaleTargets = { products: number; news: number; downloads: number; activities: number }

export const SCALE_TARGETS: ScaleTargets = { products: 10_000, news: 100_000, downloads: 5_000, activities: 200 }

/** Documents written per transaction. */
const BATCH = 2_000

export type ScaleProgress = { start(label: string, total: number): void; advance(count: number): void; finish(): void }

/** A progress bar on a terminal, or a line every 10 % elsewhere (CI logs). */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): ScaleProgress {
  let label = ''
  let total = 0
  let done = 0
  let started = 0
  let lastTenth = -1
  const render = () => {
    const share = total ? done / total : 1
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    if (stream.isTTY) {
      const width = 30
      const filled = Math.round(share * width)
      stream.write(
        `\r${label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${seconds}s   `,
      )
    } else if (Math.floor(share * 10) !== lastTenth) {
      lastTenth = Math.floor(share * 10)
      stream.write(`${label}: ${done}/${total} (${Math.round(share * 100)} %, ${seconds} s)\n`)
    }
  }
  return {
    start(next, size) {
      label = next
      total = size
      done = 0
      started = Date.now()
      lastTenth = -1
      render()
    },
    advance(count) {
      done += count
      render()
    },
    finish() {
      if (stream.isTTY) stream.write('\n')
    },
  }
}

const silentProgress: ScaleProgress = { start: () => undefined, advance: () => undefined, finish: () => undefined }

type Row = Record<string, unknown>

/** The latest-version row Payload keeps beside a document (drafts are on): version_<field> for every field. */
/**
 * The localized fields of a document (or version) row moved to its `*_locales`
 * row in the default locale: `[main row, locale row]`.
 */
function splitLocalized(row: Row, fields: readonly string[], parent: unknown): [Row, Row] {
  const main: Row = {}
  const locale: Row = { _locale: DEFAULT_LOCALE, _parentID: parent }
  for (const [key, value] of Object.entries(row)) {
    if (fields.includes(key)) locale[key] = value
    else main[key] = value
  }
  return [main, locale]
}

/** Inserts documents and their versions with their localized fields in the locale tables. */
async function insertLocalized(tx: RawDatabase, table: string, fields: readonly string[], docs: Row[], versions: Row[]) {
  const [docRows, docLocales] = unzip(docs.map((doc) => splitLocalized(doc, fields, doc.id)))
  const versionFields = fields.map((field) => `version_${field}`)
  const [versionRows, versionLocales] = unzip(versions.map((version) => splitLocalized(version, versionFields, version.id)))
  await tx.insert(table, docRows)
  await tx.insert(`${table}_locales`, docLocales)
  await tx.insert(`_${table}_v`, versionRows)
  await tx.insert(`_${table}_v_locales`, versionLocales)
}

function unzip<A, B>(pairs: [A, B][]): [A[], B[]] {
  return [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])]
}

function versionRow(doc: Row, versionId: number): Row {
  const row: Row = { id: versionId, parent: doc.id, createdAt: doc.updatedAt, updatedAt: doc.updatedAt, latest: true }
  for (const [key, value] of Object.entries(doc)) if (key !== 'id') row[`version_${key}`] = value
  return row
}

/** An array row id like Payload's (24 hex digits), unique per document and position. */
const arrayRowId = (documentId: number, order: number, salt: number) =>
  `5ca1e${salt.toString(16)}${documentId.toString(16).padStart(12, '0')}${order.toString(16).padStart(6, '0')}`

async function scalar(db: RawDatabase, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await db.rows<{ value: unknown }>(query)
  return toNumber(row?.value)
}

const countOf = (db: RawDatabase, table: string) => scalar(db, sql`SELECT count(*) AS "value" FROM ${sql.raw(`"${table}"`)}`)
const nextIdOf = async (db: RawDatabase, table: string) => (await scalar(db, sql`SELECT coalesce(max("id"), 0) AS "value" FROM ${sql.raw(`"${table}"`)}`)) + 1

/** Ids by name of rows of a small table (categories, columns), for the demo's keys. */
async function idsByName(db: RawDatabase, table: string, items: { key: string; name: string }[]): Promise<Map<string, number>> {
  const rows = await db.rows<{ id: unknown; name: string }>(sql`SELECT t."id", ${localized('t', 'name')} AS "name" FROM ${sql.raw(`"${table}"`)} t${localeJoins(table, 't')}`)
  const byName = new Map(rows.map((row) => [row.name, toNumber(row.id)]))
  const ids = new Map<string, number>()
  for (const item of items) {
    const id = byName.get(item.name)
    if (id !== undefined) ids.set(item.key, id)
  }
  return ids
}

/** Runs `write` for items [from, to) in transactions of BATCH items. */
async function inBatches(db: RawDatabase, from: number, to: number, progress: ScaleProgress, write: (tx: RawDatabase, start: number, end: number) => Promise<void>) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH)
    await db.transaction((tx) => write(tx, start, end))
    progress.advance(end - start)
  }
}

async function index(tx: RawDatabase, kind: SearchKind, docs: Row[]) {
  const published = docs.filter((doc) => doc._status === 'published')
  await writeSearchEntries(
    tx,
    kind,
    published.map((doc) => searchSource(kind, doc.id as number, doc)),
    { fresh: true },
  )
}

type Documents = {
  table: 'news' | 'downloads' | 'activities'
  /** The fields kept in the locale tables. */
  localizedFields: readonly string[]
  /** The collection's entries in the search index, when it has them. */
  search?: SearchKind
  /** The `item`-th generated document: its fields, when it was written, and whether it is a draft. */
  build: (item: number) => { fields: Row; at: string; draft?: boolean }
}

/** Fills a collection without arrays or relations from `existing` up to `target` documents, each with its latest version (and search entry). Answers how many were added. */
async function insertDocuments(db: RawDatabase, existing: number, target: number, progress: ScaleProgress, { table, localizedFields, search, build }: Documents): Promise<number> {
  let docId = await nextIdOf(db, table)
  let versionId = await nextIdOf(db, `_${table}_v`)
  progress.start(table, target - existing)
  await inBatches(db, existing, target, progress, async (tx, start, end) => {
    const docs: Row[] = []
    const versions: Row[] = []
    for (let item = start; item < end; item += 1) {
      const { fields, at, draft } = build(item)
      const doc: Row = { id: docId++, ...fields, updatedAt: at, createdAt: at, _status: draft ? 'draft' : 'published' }
      docs.push(doc)
      versions.push(versionRow(doc, versionId++))
    }
    await insertLocalized(tx, table, localizedFields, docs, versions)
    if (search) await index(tx, search, docs)
  })
  progress.finish()
  return target - existing
}

async function seedProductsAtScale(db: RawDatabase, target: number, now: string, progress: ScaleProgress): Promise<number> {
  const existing = await countOf(db, 'products')
  if (existing >= target) return 0
  const categoryIds = await idsByName(db, 'product_categories', seedCategories)
  const categories = seedCategories.filter((category) => categoryIds.has(category.key))
  if (!categories.length) throw new Error('the demo product categories are missing: run the demo seed first')
  const plans = seriesPlans(categories)
  const taken = new Set((await db.rows<{ model: string }>(sql`SELECT "model" FROM "products"`)).map((row) => row.model))
  // Each generated product shows the pictures of a demo product of its category.
  const galleryRows = await db.rows<{ category_id: unknown; parent_id: unknown; media_id: unknown }>(sql`
    SELECT p."category_id", r."parent_id", r."media_id" FROM "products_rels" r JOIN "products" p ON p."id" = r."parent_id"
    WHERE r."path" = 'gallery' ORDER BY r."parent_id", r."order"`)
  const galleries = new Map<number, Map<number, number[]>>()
  for (const row of galleryRows) {
    const byProduct = galleries.get(toNumber(row.category_id)) ?? new Map<number, number[]>()
    galleries.set(toNumber(row.category_id), byProduct)
    byProduct.set(toNumber(row.parent_id), [...(byProduct.get(toNumber(row.parent_id)) ?? []), toNumber(row.media_id)])
  }
  let productId = await nextIdOf(db, 'products')
  let versionId = await nextIdOf(db, '_products_v')
  let versionSpecId = await nextIdOf(db, '_products_v_version_specs')
  progress.start('products', target - existing)
  await inBatches(db, existing, target, progress, async (tx, start, end) => {
    const docs: Row[] = []
    const versions: Row[] = []
    const rows: Record<string, Row[]> = {
      products_params: [],
      products_specs: [],
      products_specs_locales: [],
      products_rels: [],
      _products_v_version_params: [],
      _products_v_version_specs: [],
      _products_v_version_specs_locales: [],
      _products_v_rels: [],
    }
    for (let item = start; item < end; item += 1) {
      const product = generateProduct(item, categories, plans, taken)
      const categoryId = categoryIds.get(product.categoryKey) as number
      const id = productId++
      const version = versionId++
      const doc: Row = {
        id,
        model: product.model,
        name: product.name,
        category: categoryId,
        series: product.series,
        summary: product.summary,
        content: paragraphs(product.paragraphs),
        featured: false,
        weight: product.weight,
        updatedAt: now,
        createdAt: now,
        _status: product.draft ? 'draft' : 'published',
      }
      docs.push(doc)
      versions.push(versionRow(doc, version))
      product.params.forEach((param, order) => {
        const rowId = arrayRowId(id, order + 1, 1)
        rows.products_params.push({ _order: order + 1, _parentID: id, id: rowId, key: param.key, value: param.value ?? null, text: param.text ?? null })
        rows._products_v_version_params.push({ _order: order + 1, _parentID: version, _uuid: rowId, key: param.key, value: param.value ?? null, text: param.text ?? null })
      })
      product.specs.forEach((spec, order) => {
        const rowId = arrayRowId(id, order + 1, 2)
        const specId = versionSpecId++
        rows.products_specs.push({ _order: order + 1, _parentID: id, id: rowId })
        rows.products_specs_locales.push({ _locale: DEFAULT_LOCALE, _parentID: rowId, ...spec })
        rows._products_v_version_specs.push({ _order: order + 1, _parentID: version, _uuid: rowId, id: specId })
        rows._products_v_version_specs_locales.push({ _locale: DEFAULT_LOCALE, _parentID: specId, ...spec })
      })
      const pictures = [...(galleries.get(categoryId)?.values() ?? [])]
      const gallery = pictures.length ? pick(itemRandom('gallery', item), pictures) : []
      gallery.forEach((mediaID, order) => {
        rows.products_rels.push({ order: order + 1, parent: id, path: 'gallery', mediaID })
        rows._products_v_rels.push({ order: order + 1, parent: version, path: 'version.gallery', mediaID })
      })
    }
    await insertLocalized(tx, 'products', ['name', 'series', 'summary', 'content'], docs, versions)
    for (const [table, tableRows] of Object.entries(rows)) await tx.insert(table, tableRows)
    await index(tx, 'products', docs)
  })
  progress.finish()
  return target - existing
}

async function seedNewsAtScale(db: RawDatabase, target: number, now: number, progress: ScaleProgress): Promise<number> {
  const existing = await countOf(db, 'news')
  if (existing >= target) return 0
  const columnIds = await idsByName(db, 'news_columns', seedNewsColumns)
  if (!columnIds.size) throw new Error('the demo news columns are missing: run the demo seed first')
  const covers = (await db.rows<{ id: unknown }>(sql`SELECT "id" FROM "media" WHERE "filename" LIKE 'seed-news-%' ORDER BY "id"`)).map((row) => toNumber(row.id))
  return insertDocuments(db, existing, target, progress, {
    table: 'news',
    localizedFields: ['title', 'summary', 'content'],
    search: 'news',
    build: (item) => {
      const article = generateArticle(item, now)
      const fields = {
        title: article.title,
        column: columnIds.get(article.columnKey) ?? [...columnIds.values()][0],
        cover: covers.length ? pick(itemRandom('cover', item), covers) : null,
        summary: article.summary,
        content: paragraphs(article.paragraphs),
        publishedAt: article.publishedAt,
        views: article.views,
      }
      return { fields, at: article.publishedAt, draft: article.draft }
    },
  })
}

async function seedDownloadsAtScale(db: RawDatabase, target: number, now: number, progress: ScaleProgress): Promise<number> {
  const existing = await countOf(db, 'downloads')
  if (existing >= target) return 0
  const categoryIds = await idsByName(db, 'download_categories', seedDownloadCategories)
  // Generated downloads share the demo's files, one of the same category.
  const fileRows = await db.rows<{ category_id: unknown; file_id: unknown; size: unknown; format: string | null }>(sql`
    SELECT "category_id", "file_id", "size", "format" FROM "downloads" WHERE "file_id" IS NOT NULL ORDER BY "id"`)
  if (!fileRows.length || !categoryIds.size) throw new Error('the demo downloads are missing: run the demo seed first')
  const files = new Map<number, typeof fileRows>()
  for (const row of fileRows) files.set(toNumber(row.category_id), [...(files.get(toNumber(row.category_id)) ?? []), row])
  const subjects = [...new Set(seedProducts.filter((product) => !product.draft).flatMap((product) => [product.model, product.series]))]
  return insertDocuments(db, existing, target, progress, {
    table: 'downloads',
    localizedFields: ['title', 'version', 'description'],
    search: 'downloads',
    build: (item) => {
      const download = generateDownload(item, subjects, now)
      const category = categoryIds.get(download.categoryKey) ?? [...categoryIds.values()][0]
      const file = pick(itemRandom('file', item), files.get(category) ?? fileRows)
      const fields = {
        title: download.title,
        category,
        file: toNumber(file.file_id),
        version: download.version,
        size: toNumber(file.size),
        format: file.format,
        description: download.description,
        memberOnly: download.memberOnly,
        downloadCount: 0,
        publishedAt: download.publishedAt,
        weight: download.weight,
      }
      return { fields, at: download.publishedAt, draft: download.draft }
    },
  })
}

async function seedActivitiesAtScale(db: RawDatabase, target: number, now: number, progress: ScaleProgress): Promise<number> {
  const existing = await countOf(db, 'activities')
  if (existing >= target) return 0
  const covers = (await db.rows<{ cover_id: unknown }>(sql`SELECT "cover_id" FROM "activities" WHERE "cover_id" IS NOT NULL ORDER BY "id"`)).map((row) => toNumber(row.cover_id))
  return insertDocuments(db, existing, target, progress, {
    table: 'activities',
    localizedFields: ['title', 'place', 'summary', 'content'],
    build: (item) => {
      const activity = generateActivity(item, now)
      const created = new Date(Math.min(now, new Date(activity.startAt).getTime() - 30 * 86_400_000)).toISOString()
      const fields = {
        title: activity.title,
        cover: covers.length ? pick(itemRandom('activity-cover', item), covers) : null,
        startAt: activity.startAt,
        endAt: activity.endAt,
        deadline: activity.deadline,
        place: activity.place,
        capacity: activity.capacity,
        joined: 0,
        summary: activity.summary,
        content: paragraphs(activity.paragraphs),
      }
      return { fields, at: created }
    },
  })
}

/** Tables whose ids the scale seed chose itself: PostgreSQL's sequences must move past them. */
const ID_TABLES = ['products', '_products_v', '_products_v_version_specs', 'news', '_news_v', 'downloads', '_downloads_v', 'activities', '_activities_v']

/**
 * Grows the database to the targets. The demo content must be there (its
 * categories, columns, images and files are reused). Returns how many
 * documents of each collection were added.
 */
export async function seedScale(payload: Payload, options: { targets?: Partial<ScaleTargets>; progress?: ScaleProgress; now?: Date } = {}): Promise<ScaleTargets> {
  const targets = { ...SCALE_TARGETS, ...options.targets }
  const progress = options.progress ?? silentProgress
  const now = (options.now ?? new Date()).getTime()
  const db = await payloadDatabase(payload)
  const added: ScaleTargets = {
    products: await seedProductsAtScale(db, targets.products, new Date(now).toISOString(), progress),
    news: await seedNewsAtScale(db, targets.news, now, progress),
    downloads: await seedDownloadsAtScale(db, targets.downloads, now, progress),
    activities: await seedActivitiesAtScale(db, targets.activities, now, progress),
  }
  if (Object.values(added).some(Boolean)) {
    if (db.dialect === 'postgres') {
      for (const table of ID_TABLES) {
        await db.run(sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (SELECT coalesce(max("id"), 1) FROM ${sql.raw(`"${table}"`)}))`)
      }
      await db.run(sql`VACUUM ANALYZE`)
    } else {
      for (const kind of ['products', 'news', 'downloads']) await db.run(sql.raw(`INSERT INTO "search_${kind}"("search_${kind}") VALUES ('optimize')`))
      await db.run(sql`ANALYZE`)
    }
  }
  return added
}
