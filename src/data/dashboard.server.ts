import 'server-only'

import { sql, type SQL } from 'drizzle-orm'

import { chinaDaysFrom, chinaWeekStart, lastChinaDays } from '@/lib/china-days'
import { chinaDay } from '@/lib/format'
import { localeJoins, localized } from '@/lib/localized-sql'
import { payloadDatabase, toIso, toNumber, type Dialect, type RawDatabase } from '@/lib/raw-sql'

import { payloadClient } from './payload-client.server'

/** The kinds of lead the dashboard counts: activity sign-ups, the two kinds of application, inquiries, member registrations. */
export const LEAD_TYPES = ['activity', 'after-sales', 'training', 'inquiry', 'member'] as const
export type LeadType = (typeof LEAD_TYPES)[number]
export const LEAD_TYPE_LABEL: Record<LeadType, string> = { activity: '活动报名', 'after-sales': '售后服务', training: '培训申请', inquiry: '询价单', member: '注册会员' }

/** Days in the lead chart, today included. */
export const SERIES_DAYS = 30
/** Rows in each list of the dashboard. */
export const LIST_SIZE = 6
/** Figures are computed again after this long even when no lead changed (views, downloads, overdue follow-ups). */
export const KEPT_MS = 10_000

export type LeadCounts = Record<LeadType, number>
export type DayFigures = { day: string } & LeadCounts

/** A lead staff work, as the dashboard lists it. */
export type LeadItem = {
  collection: 'activity-joins' | 'applications' | 'inquiries'
  id: number
  type: Exclude<LeadType, 'member'>
  name: string
  company: string
  /** The activity's title for a sign-up, the models and quantities of an inquiry. */
  activity: string | null
  status: 'new' | 'following' | 'done' | 'invalid'
  createdAt: string
  nextFollowUpAt: string | null
  /** Since when it waits: its creation when new, its missed follow-up date when overdue. */
  since: string
}

export type RankedItem = { id: number; title: string; count: number }

export type DashboardFigures = {
  /** When these figures were read. */
  at: string
  /** Today's China date (YYYY-MM-DD) and the Monday the week began. */
  today: string
  weekStart: string
  leadsToday: LeadCounts
  leadsThisWeek: LeadCounts
  /** New leads per China day, oldest first, SERIES_DAYS entries, zero-filled. */
  series: DayFigures[]
  /** Leads waiting for staff: status new, or following with the next follow-up date passed. */
  unhandled: { fresh: number; overdue: number; oldest: LeadItem[] }
  /** The newest activity sign-ups and applications, whatever their status. */
  latest: LeadItem[]
  topProducts: RankedItem[]
  topNews: RankedItem[]
  topDownloads: RankedItem[]
}

const zeroCounts = (): LeadCounts => ({ activity: 0, 'after-sales': 0, training: 0, inquiry: 0, member: 0 })

/** A timestamp column's China date as YYYY-MM-DD (SQLite keeps ISO text in UTC, PostgreSQL timestamptz). */
function chinaDateOf(dialect: Dialect, column: SQL): SQL {
  return dialect === 'postgres' ? sql`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')` : sql`date(${column}, '+8 hours')`
}

/** New leads per type and China day from `from` (inclusive) to `to` (exclusive), counted by the database. */
async function leadsPerDay(db: RawDatabase, from: Date, to: Date) {
  const range = (column: string) => sql`${sql.raw(column)} >= ${from.toISOString()} AND ${sql.raw(column)} < ${to.toISOString()}`
  const day = chinaDateOf(db.dialect, sql.raw('"created_at"'))
  return db.rows<{ type: string; day: string; count: unknown }>(sql`
    SELECT 'activity' AS "type", ${day} AS "day", count(*) AS "count" FROM "activity_joins" WHERE ${range('"created_at"')} GROUP BY 2
    UNION ALL
    SELECT CAST("kind" AS TEXT) AS "type", ${day} AS "day", count(*) AS "count" FROM "applications" WHERE ${range('"created_at"')} GROUP BY 1, 2
    UNION ALL
    SELECT 'inquiry' AS "type", ${day} AS "day", count(*) AS "count" FROM "inquiries" WHERE ${range('"created_at"')} GROUP BY 2
    UNION ALL
    SELECT 'member' AS "type", ${day} AS "day", count(*) AS "count" FROM "members" WHERE ${range('"created_at"')} GROUP BY 2`)
}

type LeadRow = {
  collection: LeadItem['collection']
  id: unknown
  type: string
  name: string | null
  company: string | null
  activity: string | null
  status: string
  created_at: unknown
  next_follow_up_at: unknown
  since: unknown
}

/** One SELECT per lead collection with the same columns, for a UNION ALL. */
function leadSelects(where: (alias: string) => SQL, order: SQL, limit: number): SQL[] {
  const since = (alias: string) => sql.raw(`CASE WHEN ${alias}."status" = 'new' THEN ${alias}."created_at" ELSE ${alias}."next_follow_up_at" END`)
  return [
    sql`SELECT * FROM (SELECT 'activity-joins' AS "collection", j."id" AS "id", 'activity' AS "type", j."name" AS "name", j."company" AS "company",
        ${localized('a', 'title')} AS "activity", CAST(j."status" AS TEXT) AS "status", j."created_at" AS "created_at", j."next_follow_up_at" AS "next_follow_up_at", ${since('j')} AS "since"
      FROM "activity_joins" j LEFT JOIN "activities" a ON a."id" = j."activity_id"${localeJoins('activities', 'a')} WHERE ${where('j')} ORDER BY ${order} LIMIT ${limit}) joins`,
    sql`SELECT * FROM (SELECT 'applications' AS "collection", p."id" AS "id", CAST(p."kind" AS TEXT) AS "type", p."name" AS "name", p."company" AS "company",
        NULL AS "activity", CAST(p."status" AS TEXT) AS "status", p."created_at" AS "created_at", p."next_follow_up_at" AS "next_follow_up_at", ${since('p')} AS "since"
      FROM "applications" p WHERE ${where('p')} ORDER BY ${order} LIMIT ${limit}) applications`,
    sql`SELECT * FROM (SELECT 'inquiries' AS "collection", q."id" AS "id", 'inquiry' AS "type", q."name" AS "name", q."company" AS "company",
        q."summary" AS "activity", CAST(q."status" AS TEXT) AS "status", q."created_at" AS "created_at", q."next_follow_up_at" AS "next_follow_up_at", ${since('q')} AS "since"
      FROM "inquiries" q WHERE ${where('q')} ORDER BY ${order} LIMIT ${limit}) inquiries`,
  ]
}

function leadItem(row: LeadRow): LeadItem {
  return {
    collection: row.collection,
    id: toNumber(row.id),
    type: row.type as LeadItem['type'],
    name: row.name ?? '',
    company: row.company ?? '',
    activity: row.activity ?? null,
    status: row.status as LeadItem['status'],
    createdAt: toIso(row.created_at),
    nextFollowUpAt: row.next_follow_up_at ? toIso(row.next_follow_up_at) : null,
    since: toIso(row.since),
  }
}

const waiting = (alias: string, now: string) =>
  sql`(${sql.raw(alias)}."status" = 'new' OR (${sql.raw(alias)}."status" = 'following' AND ${sql.raw(alias)}."next_follow_up_at" < ${now}))`

async function unhandledLeads(db: RawDatabase, now: Date): Promise<DashboardFigures['unhandled']> {
  const at = now.toISOString()
  const count = (table: string) => sql`
    SELECT sum(CASE WHEN "status" = 'new' THEN 1 ELSE 0 END) AS "fresh", sum(CASE WHEN "status" = 'following' THEN 1 ELSE 0 END) AS "overdue"
    FROM ${sql.raw(`"${table}"`)} t WHERE ${waiting('t', at)}`
  const [totals, rows] = await Promise.all([
    db.rows<{ fresh: unknown; overdue: unknown }>(sql`${count('activity_joins')} UNION ALL ${count('applications')} UNION ALL ${count('inquiries')}`),
    db.rows<LeadRow>(sql`${sql.join(
      leadSelects((alias) => waiting(alias, at), sql`"since", "id"`, LIST_SIZE),
      sql` UNION ALL `,
    )}
      ORDER BY "since", "collection", "id" LIMIT ${LIST_SIZE}`),
  ])
  return {
    fresh: totals.reduce((sum, row) => sum + toNumber(row.fresh), 0),
    overdue: totals.reduce((sum, row) => sum + toNumber(row.overdue), 0),
    oldest: rows.map(leadItem),
  }
}

async function latestLeads(db: RawDatabase, now: Date): Promise<LeadItem[]> {
  const at = now.toISOString()
  const rows = await db.rows<LeadRow>(sql`${sql.join(
    leadSelects((alias) => sql`${sql.raw(alias)}."created_at" <= ${at}`, sql`"created_at" DESC, "id" DESC`, LIST_SIZE),
    sql` UNION ALL `,
  )}
    ORDER BY "created_at" DESC, "collection", "id" DESC LIMIT ${LIST_SIZE}`)
  return rows.map(leadItem)
}

/** The published documents with the highest counter (views, downloads), highest first; documents never counted are left out. */
async function ranked(db: RawDatabase, table: 'products' | 'news' | 'downloads', title: SQL, counter: string): Promise<RankedItem[]> {
  const count = sql.raw(`t."${counter}"`)
  const rows = await db.rows<{ id: unknown; title: string | null; count: unknown }>(sql`
    SELECT t."id", ${title} AS "title", ${count} AS "count" FROM ${sql.raw(`"${table}"`)} t${localeJoins(table, 't')}
    WHERE t."_status" = 'published' AND ${count} > 0
    ORDER BY ${count} DESC, t."id" LIMIT ${LIST_SIZE}`)
  return rows.map((row) => ({ id: toNumber(row.id), title: row.title ?? '', count: toNumber(row.count) }))
}

/** Every figure of the dashboard as of `now`, straight from the database. */
export async function readDashboardFigures(db: RawDatabase, now: Date = new Date()): Promise<DashboardFigures> {
  const days = lastChinaDays(now, SERIES_DAYS)
  const weekStart = chinaWeekStart(now)
  const [perDay, unhandled, latest, topProducts, topNews, topDownloads] = await Promise.all([
    leadsPerDay(db, chinaDaysFrom(now, 1 - SERIES_DAYS), chinaDaysFrom(now, 1)),
    unhandledLeads(db, now),
    latestLeads(db, now),
    ranked(db, 'products', sql`trim(coalesce(t."model", '') || ' ' || coalesce(${localized('t', 'name')}, ''))`, 'views'),
    ranked(db, 'news', localized('t', 'title'), 'views'),
    ranked(db, 'downloads', localized('t', 'title'), 'download_count'),
  ])
  const byDay = new Map(days.map((day) => [day, { day, ...zeroCounts() }]))
  for (const row of perDay) {
    const entry = byDay.get(String(row.day))
    if (entry && (LEAD_TYPES as readonly string[]).includes(row.type)) entry[row.type as LeadType] += toNumber(row.count)
  }
  const series = [...byDay.values()]
  const today = chinaDay(now)
  const weekKey = chinaDay(weekStart)
  const leadsToday = zeroCounts()
  const leadsThisWeek = zeroCounts()
  for (const entry of series) {
    for (const type of LEAD_TYPES) {
      if (entry.day === today) leadsToday[type] += entry[type]
      if (entry.day >= weekKey) leadsThisWeek[type] += entry[type]
    }
  }
  return { at: now.toISOString(), today, weekStart: weekKey, leadsToday, leadsThisWeek, series, unhandled, latest, topProducts, topNews, topDownloads }
}

/**
 * What changes when a lead arrives, changes or goes, on any instance: the
 * number of leads and the latest change of each collection. Index lookups and
 * counts, far cheaper than the figures.
 */
async function leadsFingerprint(db: RawDatabase): Promise<string> {
  const of = (table: string) => sql`SELECT count(*) AS "count", max("updated_at") AS "changed" FROM ${sql.raw(`"${table}"`)}`
  const rows = await db.rows<{ count: unknown; changed: unknown }>(
    sql`${of('activity_joins')} UNION ALL ${of('applications')} UNION ALL ${of('inquiries')} UNION ALL ${of('members')}`,
  )
  return rows.map((row) => `${toNumber(row.count)}@${toIso(row.changed)}`).join(' ')
}

type Kept = { fingerprint: string; day: string; at: number; figures: DashboardFigures }
let kept: Kept | undefined
let pending: Promise<DashboardFigures> | undefined

async function keptOrFresh(): Promise<DashboardFigures> {
  const db = await payloadDatabase(await payloadClient())
  const fingerprint = await leadsFingerprint(db)
  const now = new Date()
  if (kept && kept.fingerprint === fingerprint && kept.day === chinaDay(now) && now.getTime() - kept.at < KEPT_MS) return kept.figures
  const figures = await readDashboardFigures(db, now)
  kept = { fingerprint, day: chinaDay(now), at: now.getTime(), figures }
  return figures
}

/**
 * The dashboard's figures, kept for KEPT_MS but never past a change to the
 * leads: each read first compares the leads' fingerprint, so a lead created a
 * moment ago on any instance shows at once. The widgets of one page share one
 * read.
 */
export function dashboardFigures(): Promise<DashboardFigures> {
  pending ??= keptOrFresh().finally(() => {
    pending = undefined
  })
  return pending
}
