import 'server-only'

import { sql } from 'drizzle-orm'

import { chinaDay } from '@/lib/format'
import type { ContentLocale } from '@/lib/localized-sql'
import { likePrefix, payloadDatabase, toNumber } from '@/lib/raw-sql'
import { normaliseQuery } from '@/lib/search-plan'

import { payloadClient } from './payload-client.server'

/** Days a day's counts are kept. */
export const SEARCH_STATS_DAYS = 180
/** New queries counted per day and language: past it a flood of made-up queries only adds to those already counted. */
export const MAX_QUERIES_PER_DAY = 5000
/** Longest query kept. */
const MAX_QUERY_CHARS = 100

/** What is never kept: an e-mail address or a phone number typed into the box is personal data, not a search. */
const PERSONAL = /[^\s@]+@[^\s@]+\.[^\s@]+|(?:\+?86[\s-]?)?1[3-9]\d{9}|\d{3,4}[\s-]?\d{7,8}/

/** A popular search (suggested as one types): made this often in the last POPULAR_DAYS days. */
const POPULAR_SEARCHES = 3
const POPULAR_DAYS = 7

let prunedOn = ''

/** The day `days` before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

/**
 * Counts one search of `keyword` in `lang` that found `results` documents, under today's China day; once a day per
 * process, drops the days past SEARCH_STATS_DAYS.
 */
export async function recordSearch(keyword: string, lang: ContentLocale, results: number, now = new Date()): Promise<void> {
  const query = normaliseQuery(keyword).slice(0, MAX_QUERY_CHARS)
  if (!query || PERSONAL.test(query)) return
  const day = chinaDay(now.toISOString())
  const at = now.toISOString()
  const db = await payloadDatabase(await payloadClient())
  const [counted] = await db.rows<{ queries: unknown; known: unknown }>(sql`
    SELECT count(*) AS "queries", coalesce(sum(CASE WHEN "query" = ${query} THEN 1 ELSE 0 END), 0) AS "known"
    FROM "search_queries" WHERE "day" = ${day} AND "lang" = ${lang}`)
  if (toNumber(counted?.queries) >= MAX_QUERIES_PER_DAY && !toNumber(counted?.known)) return
  await db.run(sql`
    INSERT INTO "search_queries" ("query", "day", "lang", "searches", "results", "updated_at", "created_at") VALUES (${query}, ${day}, ${lang}, 1, ${results}, ${at}, ${at})
    ON CONFLICT ("day", "lang", "query") DO UPDATE SET "searches" = "search_queries"."searches" + 1, "results" = excluded."results", "updated_at" = excluded."updated_at"`)
  if (prunedOn !== day) {
    prunedOn = day
    await db.run(sql`DELETE FROM "search_queries" WHERE "day" < ${daysBefore(day, SEARCH_STATS_DAYS)}`)
  }
}

/** Searches of the last POPULAR_DAYS days in `lang` that start with `prefix`, made at least POPULAR_SEARCHES times and finding something, the most made first. */
export async function popularSearches(prefix: string, lang: ContentLocale, limit: number, now = new Date()): Promise<string[]> {
  const typed = normaliseQuery(prefix)
  if (!typed) return []
  const db = await payloadDatabase(await payloadClient())
  const rows = await db.rows<{ query: string }>(sql`
    SELECT "query" FROM "search_queries"
    WHERE "day" >= ${daysBefore(chinaDay(now.toISOString()), POPULAR_DAYS - 1)} AND "lang" = ${lang} AND "results" > 0 AND "query" LIKE ${likePrefix(typed)} ESCAPE '\\'
    GROUP BY "query" HAVING sum("searches") >= ${POPULAR_SEARCHES} ORDER BY sum("searches") DESC, "query" LIMIT ${limit}`)
  return rows.map((row) => row.query)
}

export type QueryFigure = { query: string; lang: ContentLocale; searches: number; results: number }

/** The most searched queries of the last `days` days (today included), and those of them whose last search found no full match (nothing, or only partial matches). */
export async function searchFigures(days = 7, limit = 8, now = new Date()): Promise<{ top: QueryFigure[]; failed: QueryFigure[] }> {
  const db = await payloadDatabase(await payloadClient())
  const since = daysBefore(chinaDay(now.toISOString()), days - 1)
  const read = (onlyFailed: boolean) =>
    db.rows<{ query: string; lang: ContentLocale; searches: unknown; results: unknown }>(sql`
      SELECT "query", "lang", sum("searches") AS "searches", min("results") AS "results" FROM "search_queries"
      WHERE "day" >= ${since}${onlyFailed ? sql` AND "results" = 0` : sql``}
      GROUP BY "query", "lang" ORDER BY sum("searches") DESC, "query" LIMIT ${limit}`)
  const [top, failed] = await Promise.all([read(false), read(true)])
  const figure = (row: { query: string; lang: ContentLocale; searches: unknown; results: unknown }) => ({
    query: row.query,
    lang: row.lang,
    searches: toNumber(row.searches),
    results: toNumber(row.results),
  })
  return { top: top.map(figure), failed: failed.map(figure) }
}
