import { sql, type SQL } from 'drizzle-orm'

import { CONTENT_LOCALES, DEFAULT_LOCALE, type ContentLocale } from './localized-sql'
import type { RawDatabase } from './raw-sql'
import { fts5Query, indexText, tsQuery, tsVector, type QueryClause, type QueryTerm } from './search-tokens'

/**
 * The site's search index (docs/decisions/0009): one table per searchable
 * collection holding the tokens (src/lib/search-tokens.ts) of its published
 * documents only, in two parts: `title` (product model and name, article or
 * download title), the hits that rank first, and the whole document.
 *
 * - SQLite: an FTS5 table (contentless, rowid = document id) with columns
 *   `title` and `body`; a match on the table covers both.
 * - PostgreSQL: a table (id = document id) with one tsvector `doc` under a
 *   GIN index, whose title positions carry weight A (a query with weight A
 *   matches the title alone).
 *
 * The tables are created by a migration; the collections' hooks keep them in
 * step with every publish, unpublish, edit and delete (syncSearchEntries).
 */

export type SearchKind = 'products' | 'news' | 'downloads'

export const SEARCH_KINDS: readonly SearchKind[] = ['products', 'news', 'downloads']

/** The index table of each kind, and the collection table it indexes. */
export const SEARCH_TABLE: Record<SearchKind, string> = { products: 'search_products', news: 'search_news', downloads: 'search_downloads' }
const SOURCE_TABLE: Record<SearchKind, string> = { products: 'products', news: 'news', downloads: 'downloads' }

/** The text of one document as the index sees it. */
export type SearchSource = { id: number; title: string[]; body: string[] }

/** The fields indexed for each kind (column names of the collection table, which match the field names). */
export const SEARCH_FIELDS: Record<SearchKind, { title: string[]; body: string[] }> = {
  products: { title: ['model', 'name'], body: ['series', 'summary'] },
  news: { title: ['title'], body: ['summary'] },
  downloads: { title: ['title'], body: ['version', 'description'] },
}

/** The localized ones among them (in `<table>_locales`); one index entry holds every language's text. */
const LOCALIZED_FIELDS: Record<SearchKind, string[]> = {
  products: ['name', 'series', 'summary'],
  news: ['title', 'summary'],
  downloads: ['title', 'version', 'description'],
}

/** A field's value in another locale than the default, as the index source reads it (`name_en`). */
const localeKey = (field: string, locale: ContentLocale) => (locale === DEFAULT_LOCALE ? field : `${field}_${locale}`)

/**
 * The index source of a document from its fields: each field in every
 * language it has (`name`, and `name_en` for English), so a search in either
 * language finds the document.
 */
export function searchSource(kind: SearchKind, id: number, doc: Record<string, unknown>): SearchSource {
  const texts = (fields: string[]) =>
    [...new Set(fields.flatMap((field) => CONTENT_LOCALES.map((locale) => doc[localeKey(field, locale)])))].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    )
  return { id, title: texts(SEARCH_FIELDS[kind].title), body: texts(SEARCH_FIELDS[kind].body) }
}

type SourceRow = Record<string, unknown> & { id: number | string }

/**
 * Where the index source is read from: `localized` (the schema since the
 * localization migration) or `plain` (every field a column of the collection
 * table, as the migrations before it left the schema; they rebuild the index with it).
 */
export type SourceLayout = 'localized' | 'plain'

/** The columns of the index source: plain fields from the table, localized ones in every locale (`t_zh`, `t_en` joins). */
function sourceColumns(kind: SearchKind, layout: SourceLayout = 'localized'): SQL {
  const columns = [...SEARCH_FIELDS[kind].title, ...SEARCH_FIELDS[kind].body].flatMap((field) =>
    layout === 'localized' && LOCALIZED_FIELDS[kind].includes(field)
      ? CONTENT_LOCALES.map((locale) => sql.raw(`"t_${locale}"."${field}" AS "${localeKey(field, locale)}"`))
      : [sql.raw(`t."${field}" AS "${field}"`)],
  )
  return sql.join([sql.raw('t."id" AS "id"'), ...columns], sql`, `)
}
const sourceOf = (kind: SearchKind) => (row: SourceRow) => searchSource(kind, Number(row.id), row)

const table = (kind: SearchKind) => sql.raw(`"${SEARCH_TABLE[kind]}"`)
/** The collection table as `t`, with its locale rows of every locale. */
const source = (kind: SearchKind, layout: SourceLayout = 'localized') => {
  if (layout === 'plain') return sql`${sql.raw(`"${SOURCE_TABLE[kind]}"`)} t`
  const locales = sql.raw(`"${SOURCE_TABLE[kind]}_locales"`)
  const joins = CONTENT_LOCALES.map((locale) => {
    const alias = sql.raw(`"t_${locale}"`)
    return sql` LEFT JOIN ${locales} ${alias} ON ${alias}."_parent_id" = t."id" AND ${alias}."_locale" = ${locale}`
  })
  return sql`${sql.raw(`"${SOURCE_TABLE[kind]}"`)} t${sql.join(joins, sql``)}`
}

/** The published documents among `ids`, read as the public site reads them (the collection's main table). */
async function readPublished(db: RawDatabase, kind: SearchKind, ids: number[]): Promise<SearchSource[]> {
  if (!ids.length) return []
  const rows = await db.rows<SourceRow>(sql`
    SELECT ${sourceColumns(kind)} FROM ${source(kind)}
    WHERE t."_status" = 'published' AND t."id" IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  return rows.map(sourceOf(kind))
}

/** Documents written per statement (SQLite allows 32,766 bound values, PostgreSQL 65,535). */
const BATCH = 500

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/** Removes documents from the index (deleted, unpublished). */
export async function removeSearchEntries(db: RawDatabase, kind: SearchKind, ids: number[]): Promise<void> {
  const key = db.dialect === 'sqlite' ? sql.raw('rowid') : sql.raw('"id"')
  for (const part of chunks(ids)) {
    await db.run(
      sql`DELETE FROM ${table(kind)} WHERE ${key} IN (${sql.join(
        part.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
}

/**
 * Writes (or rewrites) the index entries of these documents, which the caller
 * knows to be published. `fresh`: none of them is in the index yet (a bulk load).
 */
export async function writeSearchEntries(db: RawDatabase, kind: SearchKind, sources: SearchSource[], options: { fresh?: boolean } = {}): Promise<void> {
  for (const part of chunks(sources)) {
    if (db.dialect === 'sqlite') {
      if (!options.fresh)
        await removeSearchEntries(
          db,
          kind,
          part.map((entry) => entry.id),
        )
      const values = part.map((entry) => sql`(${entry.id}, ${indexText(entry.title.join('\n'))}, ${indexText(entry.body.join('\n'))})`)
      await db.run(sql`INSERT INTO ${table(kind)} (rowid, "title", "body") VALUES ${sql.join(values, sql`, `)}`)
    } else {
      const values = part.map((entry) => sql`(${entry.id}, ${tsVector(entry.title, entry.body)}::tsvector)`)
      await db.run(sql`
        INSERT INTO ${table(kind)} ("id", "doc") VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT ("id") DO UPDATE SET "doc" = excluded."doc"`)
    }
  }
}

/**
 * Brings the index entries of these documents in step with the collection
 * table: published documents are (re)written, anything else (a draft, an
 * unpublished or deleted document) is removed. Called by the collections'
 * afterChange and afterDelete hooks inside the operation's transaction.
 */
export async function syncSearchEntries(db: RawDatabase, kind: SearchKind, ids: number[]): Promise<void> {
  const published = await readPublished(db, kind, ids)
  const kept = new Set(published.map((entry) => entry.id))
  await removeSearchEntries(
    db,
    kind,
    ids.filter((id) => !kept.has(id)),
  )
  await writeSearchEntries(db, kind, published)
}

/** Empties the index of one kind and fills it from every published document, in id order and batches. */
export async function rebuildSearchIndex(db: RawDatabase, kind: SearchKind, onBatch?: (done: number) => void, layout: SourceLayout = 'localized'): Promise<number> {
  await db.run(sql`DELETE FROM ${table(kind)}`)
  let after = 0
  let done = 0
  for (;;) {
    const rows = await db.rows<SourceRow>(sql`
      SELECT ${sourceColumns(kind, layout)} FROM ${source(kind, layout)}
      WHERE t."_status" = 'published' AND t."id" > ${after} ORDER BY t."id" LIMIT ${BATCH * 4}`)
    if (!rows.length) return done
    await writeSearchEntries(db, kind, rows.map(sourceOf(kind)), { fresh: true })
    after = Number(rows[rows.length - 1].id)
    done += rows.length
    onBatch?.(done)
  }
}

/* ------------------------------------------------------------------ queries */

/** Which part of a document the terms must all be found in: the whole document, its title, or its body but not its title. */
export type MatchPart = 'all' | 'title' | 'rest'

/**
 * SQL condition: `idColumn` is a document of this kind whose indexed part
 * matches every term. Combine it with the collection table's own filters.
 */
export function matchCondition(dialect: RawDatabase['dialect'], kind: SearchKind, terms: QueryClause[], idColumn: SQL, part: MatchPart = 'all'): SQL {
  if (!terms.length) return sql`1 = 0`
  return sql`${idColumn} IN (${matchingIds(dialect, kind, terms, part)})`
}

/** SQL subquery: the ids of the documents of this kind that match. */
export function matchingIds(dialect: RawDatabase['dialect'], kind: SearchKind, terms: QueryClause[], part: MatchPart = 'all'): SQL {
  if (dialect === 'sqlite') {
    const all = fts5Query(terms)
    const title = fts5Query(terms, 'title')
    const expression = part === 'all' ? all : part === 'title' ? title : `(${all}) NOT (${title})`
    return sql`SELECT rowid FROM ${table(kind)} WHERE ${table(kind)} MATCH ${expression}`
  }
  const query = tsQuery(terms)
  const inTitle = tsQuery(terms, 'A')
  if (part === 'title') return sql`SELECT "id" FROM ${table(kind)} WHERE "doc" @@ ${inTitle}::tsquery`
  if (part === 'rest') return sql`SELECT "id" FROM ${table(kind)} WHERE "doc" @@ ${query}::tsquery AND NOT ("doc" @@ ${inTitle}::tsquery)`
  return sql`SELECT "id" FROM ${table(kind)} WHERE "doc" @@ ${query}::tsquery`
}

/** How many indexed (so published) documents of this kind match, counted in the index alone. */
export async function countMatches(db: RawDatabase, kind: SearchKind, terms: QueryClause[], part: MatchPart = 'all'): Promise<number> {
  if (!terms.length) return 0
  const [row] = await db.rows<{ total: number | string }>(sql`SELECT count(*) AS total FROM (${matchingIds(db.dialect, kind, terms, part)}) AS matched`)
  return Number(row?.total ?? 0)
}

/** Rows read per piece of a partial match: a bound on its cost at any catalogue size. */
export const PARTIAL_ROWS_PER_PIECE = 5000

/**
 * SQL subquery ("id", "matched"): the documents of this kind that hold at least `minimum` of the
 * pieces (src/lib/search-plan.ts partialPieces), with how many they hold. Each piece reads at most
 * PARTIAL_ROWS_PER_PIECE matches, so a common piece costs no more than a rare one.
 */
export function partialMatches(dialect: RawDatabase['dialect'], kind: SearchKind, pieces: QueryTerm[], minimum: number): SQL {
  const each = pieces.map((piece) =>
    dialect === 'sqlite'
      ? sql`SELECT * FROM (SELECT rowid AS "id" FROM ${table(kind)} WHERE ${table(kind)} MATCH ${fts5Query([piece])} LIMIT ${PARTIAL_ROWS_PER_PIECE})`
      : sql`(SELECT "id" FROM ${table(kind)} WHERE "doc" @@ ${tsQuery([piece])}::tsquery LIMIT ${PARTIAL_ROWS_PER_PIECE})`,
  )
  return sql`SELECT "id", count(*) AS "matched" FROM (${sql.join(each, sql` UNION ALL `)}) AS "pieces" GROUP BY "id" HAVING count(*) >= ${minimum}`
}

/**
 * How a list that is filtered by a keyword is best read. Up to this many
 * matches, from the matches (one row lookup each, then a sort); past it, by
 * walking the list's own ordered index and keeping the rows that match, which
 * stops once the page is full instead of sorting tens of thousands of rows.
 */
export const MATCH_DRIVEN_MAX = 2_000

/**
 * The SQLite hint that makes a list query walk its ordered index (see
 * MATCH_DRIVEN_MAX): `INDEXED BY <index>` after the table alias, or nothing.
 * PostgreSQL chooses from its own statistics of the tsvector columns.
 */
export function orderedIndexHint(dialect: RawDatabase['dialect'], matches: number | null, index: string): SQL {
  if (dialect !== 'sqlite' || matches === null || matches <= MATCH_DRIVEN_MAX) return sql``
  return sql.raw(` INDEXED BY "${index}"`)
}

/** See postgresMatchPage: matches at most this many times the rows a page needs (offset + limit) may be sorted. */
const SORT_MATCHES_FACTOR = 4

/**
 * `ORDER BY` of a list sorted by `columns` of `alias`, each descending, or
 * with 'ASC' in exact reverse (both databases put NULLs at the same end of
 * DESC as they leave it in ASC).
 */
export function listOrder(alias: string, columns: readonly string[], direction: 'DESC' | 'ASC' = 'DESC'): SQL {
  return sql.raw(columns.map((column) => `${alias}."${column}" ${direction}`).join(', '))
}

/**
 * PostgreSQL: an ARRAY of one page of ids, in list order (`columns`, each
 * descending), of the published rows of `table` (as `alias`, which `where`
 * uses) that are in the statement's match set "m" (its rows that meet
 * `filter`). `matches` must count exactly those rows of "m" (an SQL
 * expression, usually from the same statement), not a narrower count: the
 * lookup branch reads at most MATCH_DRIVEN_MAX of them and is only taken when
 * they are all there. `listed`, when given, must count exactly the rows the
 * list holds (those that meet `where` too). It chooses how the page is read,
 * at run time, where the planner cannot know it:
 *
 * - at most MATCH_DRIVEN_MAX matches, and at most SORT_MATCHES_FACTOR times
 *   the rows the page needs: look each match up by id and sort them (a
 *   keyword with no or few matches never walks the whole list);
 * - otherwise, a page in the list's second half (when `listed` is known):
 *   walk the ordered index from its end and turn the page round, so that the
 *   last page of a keyword reads as few rows as its first;
 * - otherwise: walk the list's ordered index keeping the rows in the set (a
 *   hashed subplan), which stops once the page is full instead of sorting
 *   tens of thousands of rows.
 *
 * PostgreSQL runs only the branch it takes, but plans them all: the lookups
 * are a LATERAL subquery behind OFFSET 0 so the planner cannot turn them into
 * a hash of the whole table (it did, and took 50 ms for 5,000 matches), and
 * read at most MATCH_DRIVEN_MAX matches so that their estimated cost, for a
 * keyword with tens of thousands of matches, does not make PostgreSQL
 * JIT-compile the statement (20 ms).
 */
export function postgresMatchPage(page: {
  table: string
  alias: string
  where: SQL
  columns: readonly string[]
  filter?: SQL
  matches: SQL
  listed?: SQL
  limit: SQL
  offset: SQL
}): SQL {
  const table = sql.raw(`"${page.table}"`)
  const alias = sql.raw(page.alias)
  const filter = page.filter ?? sql`TRUE`
  const order = listOrder(page.alias, page.columns)
  const inSet = sql`${page.where} AND (${alias}."id" IN (SELECT "id" FROM "m" WHERE ${filter})) IS TRUE`
  const fromTheEnd = page.listed
    ? sql` WHEN 2 * ${page.offset} > ${page.listed} THEN ARRAY(
      SELECT ${alias}."id" FROM (
        SELECT ${sql.raw([...new Set(['id', ...page.columns])].map((column) => `${page.alias}."${column}"`).join(', '))} FROM ${table} ${alias} WHERE ${inSet}
        ORDER BY ${listOrder(page.alias, page.columns, 'ASC')}
        LIMIT greatest(0, least(${page.limit}, ${page.listed} - ${page.offset})) OFFSET greatest(0, ${page.listed} - ${page.offset} - ${page.limit})
      ) ${alias} ORDER BY ${order}
    )`
    : sql``
  return sql`CASE WHEN ${page.matches} <= least(${MATCH_DRIVEN_MAX}, ${SORT_MATCHES_FACTOR} * (${page.offset} + ${page.limit})) THEN ARRAY(
      SELECT ${alias}."id" FROM (SELECT * FROM "m" WHERE ${filter} LIMIT ${MATCH_DRIVEN_MAX}) "m" CROSS JOIN LATERAL (SELECT * FROM ${table} ${alias} WHERE ${alias}."id" = "m"."id" AND ${page.where} OFFSET 0) ${alias}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}
    )${fromTheEnd} ELSE ARRAY(
      SELECT ${alias}."id" FROM ${table} ${alias}
      WHERE ${inSet}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}
    ) END`
}

/**
 * PostgreSQL: the rows of the documents of this kind that match, with whether
 * their title holds every term (unless `inTitle: false`), for a MATERIALIZED CTE. A statement that
 * reads the matches once (GIN index, then the narrow index table) counts them
 * and pages them from the same set; on PostgreSQL each pass over tens of
 * thousands of matches costs tens of milliseconds, so there is only one.
 */
export function postgresMatchRows(kind: SearchKind, terms: QueryClause[], options: { inTitle?: boolean } = {}): SQL {
  if (options.inTitle === false) return sql`SELECT "id" FROM ${table(kind)} WHERE "doc" @@ ${tsQuery(terms)}::tsquery`
  return sql`SELECT "id", "doc" @@ ${tsQuery(terms, 'A')}::tsquery AS "in_title" FROM ${table(kind)} WHERE "doc" @@ ${tsQuery(terms)}::tsquery`
}
