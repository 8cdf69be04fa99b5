import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures, LEAD_TYPES, LIST_SIZE, readDashboardFigures, SERIES_DAYS, type LeadItem, type LeadType, type RankedItem } from '@/data/dashboard.server'
import { chinaDaysFrom, chinaWeekStart, lastChinaDays } from '@/lib/china-days'
import { chinaDay } from '@/lib/format'
import { payloadDatabase, type RawDatabase } from '@/lib/raw-sql'
import { seed } from '@/seed/seed'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)
const asSystem = { overrideAccess: true } as const

/** Wednesday 2031-03-05, 10:00 in China: its week began on Monday 2031-03-03 00:00 China time (2031-03-02T16:00Z). */
const NOW = new Date('2031-03-05T02:00:00.000Z')
const AT = {
  beforeWindow: '2031-02-03T15:59:59.999Z', // 2031-02-03 23:59:59.999 China, the day before the chart's first day
  windowStart: '2031-02-03T16:00:00.000Z', // 2031-02-04 00:00 China, the chart's first day
  lastWeekEnd: '2031-03-02T15:59:59.999Z', // Sunday 23:59:59.999 China
  weekStart: '2031-03-02T16:00:00.000Z', // Monday 00:00 China
  yesterdayEnd: '2031-03-04T15:59:59.999Z', // Tuesday 23:59:59.999 China
  todayStart: '2031-03-04T16:00:00.000Z', // Wednesday 00:00 China
  thisMorning: '2031-03-05T01:30:00.000Z', // Wednesday 09:30 China
}

let payload: Payload
let db: RawDatabase
let activityId: number
let sequence = 0

type Workflow = { status?: LeadItem['status']; nextFollowUpAt?: string }
type Created = { collection: 'activity-joins' | 'applications' | 'inquiries' | 'members'; id: number }

const TABLE = { 'activity-joins': 'activity_joins', applications: 'applications', inquiries: 'inquiries', members: 'members' } as const

/** A lead of this type, created at `createdAt` (written in SQL afterwards, as the local API stamps the time itself). */
async function lead(type: LeadType, createdAt: string | null, workflow: Workflow = {}): Promise<Created> {
  sequence += 1
  const person = { name: `看板${sequence}`, company: `看板测试公司${sequence}`, email: `dash-${suffix}-${sequence}@example.com` }
  const phone = `139${String(sequence).padStart(8, '0')}`
  let created: Created
  if (type === 'member') {
    const doc = await payload.create({
      collection: 'members',
      data: { ...person, username: `dash_${suffix}_${sequence}`, password: 'member-pass-1', status: 'active' },
      ...asSystem,
    })
    created = { collection: 'members', id: doc.id }
  } else if (type === 'activity') {
    const doc = await payload.create({
      collection: 'activity-joins',
      data: { ...person, phone, activity: activityId, address: ['320000', '320500', '320505'], wechat: 'wx', ...workflow } as never,
      ...asSystem,
    })
    created = { collection: 'activity-joins', id: doc.id }
  } else if (type === 'inquiry') {
    const doc = await payload.create({
      collection: 'inquiries',
      data: { ...person, phone, address: ['320000', '320500', '320505'], items: [{ model: 'PSD-6080', quantity: 2 }], ...workflow } as never,
      ...asSystem,
    })
    created = { collection: 'inquiries', id: doc.id }
  } else {
    const doc = await payload.create({
      collection: 'applications',
      data: {
        ...person,
        phone,
        kind: type,
        address: ['320000', '320500', '320505'],
        studyType: '产品培训',
        no: 'PSD-6080',
        afterType: '维修',
        detail: '看板测试',
        ...workflow,
      } as never,
      ...asSystem,
    })
    created = { collection: 'applications', id: doc.id }
  }
  if (createdAt) await db.run(sql`UPDATE ${sql.raw(`"${TABLE[created.collection]}"`)} SET "created_at" = ${createdAt} WHERE "id" = ${created.id}`)
  return created
}

// ---- Brute force: every lead read through the local API, the figures computed in JavaScript. ----

type AnyLead = { collection: Created['collection']; id: number; type: LeadType; createdAt: string; status?: LeadItem['status']; nextFollowUpAt: string | null }

async function everyLead(): Promise<AnyLead[]> {
  const all = { pagination: false, depth: 0, ...asSystem } as const
  const [joins, applications, inquiries, members] = await Promise.all([
    payload.find({ collection: 'activity-joins', ...all }),
    payload.find({ collection: 'applications', ...all }),
    payload.find({ collection: 'inquiries', ...all }),
    payload.find({ collection: 'members', ...all }),
  ])
  const iso = (value?: string | null) => (value ? new Date(value).toISOString() : null)
  return [
    ...joins.docs.map((doc) => ({
      collection: 'activity-joins' as const,
      id: doc.id,
      type: 'activity' as const,
      createdAt: iso(doc.createdAt)!,
      status: doc.status,
      nextFollowUpAt: iso(doc.nextFollowUpAt),
    })),
    ...applications.docs.map((doc) => ({
      collection: 'applications' as const,
      id: doc.id,
      type: doc.kind,
      createdAt: iso(doc.createdAt)!,
      status: doc.status,
      nextFollowUpAt: iso(doc.nextFollowUpAt),
    })),
    ...inquiries.docs.map((doc) => ({
      collection: 'inquiries' as const,
      id: doc.id,
      type: 'inquiry' as const,
      createdAt: iso(doc.createdAt)!,
      status: doc.status,
      nextFollowUpAt: iso(doc.nextFollowUpAt),
    })),
    ...members.docs.map((doc) => ({ collection: 'members' as const, id: doc.id, type: 'member' as const, createdAt: iso(doc.createdAt)!, nextFollowUpAt: null })),
  ]
}

function expectedCounts(leads: AnyLead[], from: Date, to: Date) {
  const counts = Object.fromEntries(LEAD_TYPES.map((type) => [type, 0])) as Record<LeadType, number>
  for (const lead of leads) {
    const at = Date.parse(lead.createdAt)
    if (at >= from.getTime() && at < to.getTime()) counts[lead.type] += 1
  }
  return counts
}

function expectedSeries(leads: AnyLead[], now: Date) {
  return lastChinaDays(now, SERIES_DAYS).map((day) => {
    const onDay = leads.filter((lead) => chinaDay(lead.createdAt) === day)
    return { day, ...Object.fromEntries(LEAD_TYPES.map((type) => [type, onDay.filter((lead) => lead.type === type).length])) }
  })
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const key = (lead: { collection: string; id: number }) => `${lead.collection}#${lead.id}`

function expectedUnhandled(leads: AnyLead[], now: Date) {
  const waiting = leads
    .filter((lead) => lead.collection !== 'members')
    .filter((lead) => lead.status === 'new' || (lead.status === 'following' && lead.nextFollowUpAt !== null && Date.parse(lead.nextFollowUpAt) < now.getTime()))
    .map((lead) => ({ ...lead, since: lead.status === 'new' ? lead.createdAt : lead.nextFollowUpAt! }))
  const oldest = [...waiting].sort((a, b) => compareText(a.since, b.since) || compareText(a.collection, b.collection) || a.id - b.id).slice(0, LIST_SIZE)
  return {
    fresh: waiting.filter((lead) => lead.status === 'new').length,
    overdue: waiting.filter((lead) => lead.status === 'following').length,
    oldest: oldest.map((lead) => ({ key: key(lead), since: lead.since })),
  }
}

function expectedLatest(leads: AnyLead[], now: Date) {
  return leads
    .filter((lead) => lead.collection !== 'members' && Date.parse(lead.createdAt) <= now.getTime())
    .sort((a, b) => compareText(b.createdAt, a.createdAt) || compareText(a.collection, b.collection) || b.id - a.id)
    .slice(0, LIST_SIZE)
    .map(key)
}

async function expectedRanking(collection: 'products' | 'news' | 'downloads'): Promise<RankedItem[]> {
  const { docs } = await payload.find({ collection, pagination: false, depth: 0, ...asSystem })
  return docs
    .filter((doc) => doc._status === 'published')
    .map((doc) => {
      if (collection === 'products') {
        const product = doc as { id: number; model: string; name: string; views?: number | null }
        return { id: product.id, title: `${product.model} ${product.name}`.trim(), count: product.views ?? 0 }
      }
      if (collection === 'news') {
        const article = doc as { id: number; title: string; views?: number | null }
        return { id: article.id, title: article.title, count: article.views ?? 0 }
      }
      const download = doc as { id: number; title: string; downloadCount?: number | null }
      return { id: download.id, title: download.title, count: download.downloadCount ?? 0 }
    })
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, LIST_SIZE)
}

beforeAll(async () => {
  payload = await testPayload()
  db = await payloadDatabase(payload)
  await seed(payload)
  const activity = await payload.create({
    collection: 'activities',
    data: {
      title: `看板测试活动-${suffix}`,
      place: '苏州',
      startAt: '2031-04-01T01:00:00.000Z',
      endAt: '2031-04-01T09:00:00.000Z',
      deadline: '2031-03-30T10:00:00.000Z',
      capacity: 500,
      _status: 'published',
    },
    ...asSystem,
  })
  activityId = activity.id
})

describe('the admin dashboard', () => {
  it('counts new leads per type today and this week in China time, and per day over 30 days, zero-filled', async () => {
    await lead('activity', AT.todayStart)
    await lead('activity', AT.yesterdayEnd)
    await lead('activity', AT.thisMorning)
    await lead('after-sales', AT.weekStart)
    await lead('after-sales', AT.lastWeekEnd)
    await lead('after-sales', AT.thisMorning)
    await lead('training', AT.todayStart)
    await lead('training', AT.windowStart)
    await lead('training', AT.beforeWindow)
    await lead('member', AT.thisMorning)
    await lead('member', AT.lastWeekEnd)
    await lead('member', AT.weekStart)
    await lead('inquiry', AT.todayStart)
    await lead('inquiry', AT.yesterdayEnd)

    const figures = await readDashboardFigures(db, NOW)
    expect(figures.today).toBe('2031-03-05')
    expect(figures.weekStart).toBe('2031-03-03')
    expect(figures.leadsToday).toEqual({ activity: 2, 'after-sales': 1, training: 1, inquiry: 1, member: 1 })
    expect(figures.leadsThisWeek).toEqual({ activity: 3, 'after-sales': 2, training: 1, inquiry: 2, member: 2 })

    expect(figures.series).toHaveLength(SERIES_DAYS)
    expect(figures.series[0]).toEqual({ day: '2031-02-04', activity: 0, 'after-sales': 0, training: 1, inquiry: 0, member: 0 })
    expect(figures.series.at(-1)).toEqual({ day: '2031-03-05', activity: 2, 'after-sales': 1, training: 1, inquiry: 1, member: 1 })
    const byDay = new Map(figures.series.map((entry) => [entry.day, entry]))
    expect(byDay.get('2031-03-02')).toEqual({ day: '2031-03-02', activity: 0, 'after-sales': 1, training: 0, inquiry: 0, member: 1 })
    expect(byDay.get('2031-03-03')).toEqual({ day: '2031-03-03', activity: 0, 'after-sales': 1, training: 0, inquiry: 0, member: 1 })
    expect(byDay.get('2031-03-04')).toEqual({ day: '2031-03-04', activity: 1, 'after-sales': 0, training: 0, inquiry: 1, member: 0 })
    expect(byDay.get('2031-02-20')).toEqual({ day: '2031-02-20', activity: 0, 'after-sales': 0, training: 0, inquiry: 0, member: 0 })

    // The same figures computed from every lead in the database.
    const leads = await everyLead()
    expect(figures.leadsToday).toEqual(expectedCounts(leads, chinaDaysFrom(NOW, 0), chinaDaysFrom(NOW, 1)))
    expect(figures.leadsThisWeek).toEqual(expectedCounts(leads, chinaWeekStart(NOW), chinaDaysFrom(NOW, 1)))
    expect(figures.series).toEqual(expectedSeries(leads, NOW))

    // And at the real time, where the other tests' and the seed's leads are.
    const now = new Date()
    const current = await readDashboardFigures(db, now)
    expect(current.leadsToday).toEqual(expectedCounts(leads, chinaDaysFrom(now, 0), chinaDaysFrom(now, 1)))
    expect(current.leadsThisWeek).toEqual(expectedCounts(leads, chinaWeekStart(now), chinaDaysFrom(now, 1)))
    expect(current.series).toEqual(expectedSeries(leads, now))
  })

  it('lists the leads that waited longest: new ones by arrival, overdue follow-ups by their missed date', async () => {
    const first = await lead('training', '2020-01-01T00:00:00.000Z')
    const second = await lead('activity', '2019-06-01T00:00:00.000Z', { status: 'following', nextFollowUpAt: '2020-02-01T00:00:00.000Z' })
    const third = await lead('after-sales', '2020-03-01T00:00:00.000Z')
    const notDue = await lead('after-sales', '2019-01-01T00:00:00.000Z', { status: 'following', nextFollowUpAt: '2099-01-01T00:00:00.000Z' })
    const done = await lead('activity', '2019-01-02T00:00:00.000Z', { status: 'done' })
    const invalid = await lead('training', '2019-01-03T00:00:00.000Z', { status: 'invalid' })

    const figures = await readDashboardFigures(db, NOW)
    const listed = figures.unhandled.oldest.map(key)
    expect(listed.slice(0, 3)).toEqual([key(first), key(second), key(third)])
    for (const left of [notDue, done, invalid]) expect(listed).not.toContain(key(left))
    expect(figures.unhandled.oldest[1]).toMatchObject({ status: 'following', since: '2020-02-01T00:00:00.000Z', activity: `看板测试活动-${suffix}` })
    expect(figures.unhandled.oldest[0]).toMatchObject({ type: 'training', status: 'new', since: '2020-01-01T00:00:00.000Z', name: expect.stringMatching(/^看板/) })

    const leads = await everyLead()
    const expected = expectedUnhandled(leads, NOW)
    expect({ fresh: figures.unhandled.fresh, overdue: figures.unhandled.overdue }).toEqual({ fresh: expected.fresh, overdue: expected.overdue })
    expect(figures.unhandled.oldest.map((item) => ({ key: key(item), since: item.since }))).toEqual(expected.oldest)
    expect(figures.latest.map(key)).toEqual(expectedLatest(leads, NOW))
  })

  it('ranks published products and articles by views and downloads by count, as a full read would', async () => {
    const pick = async (table: string, where = sql`"_status" = 'published'`) =>
      (await db.rows<{ id: number | string }>(sql`SELECT "id" FROM ${sql.raw(`"${table}"`)} WHERE ${where} ORDER BY "id" LIMIT 8`)).map((row) => Number(row.id))
    const products = await pick('products')
    const views = [9000, 7000, 7000, 0, 120, 5]
    for (const [index, value] of views.entries()) await db.run(sql`UPDATE "products" SET "views" = ${value} WHERE "id" = ${products[index]}`)
    const drafts = await pick('products', sql`"_status" = 'draft'`)
    if (drafts[0]) await db.run(sql`UPDATE "products" SET "views" = 99999 WHERE "id" = ${drafts[0]}`)
    const articles = await pick('news')
    for (const [index, value] of [50, 8000, 8000].entries()) await db.run(sql`UPDATE "news" SET "views" = ${value} WHERE "id" = ${articles[index]}`)
    const downloads = await pick('downloads')
    for (const [index, value] of [3, 0, 700].entries()) await db.run(sql`UPDATE "downloads" SET "download_count" = ${value} WHERE "id" = ${downloads[index]}`)

    const figures = await readDashboardFigures(db, NOW)
    expect(figures.topProducts).toEqual(await expectedRanking('products'))
    expect(figures.topNews).toEqual(await expectedRanking('news'))
    expect(figures.topDownloads).toEqual(await expectedRanking('downloads'))
    expect(figures.topProducts[0]).toMatchObject({ id: products[0], count: 9000 })
    // Ties keep the older document first.
    expect(figures.topProducts.slice(1, 3).map((item) => item.id)).toEqual([products[1], products[2]])
    if (drafts[0]) expect(figures.topProducts.map((item) => item.id)).not.toContain(drafts[0])
    expect(figures.topDownloads.map((item) => item.id)).not.toContain(downloads[1])
  })

  it('keeps the figures briefly, but a lead created or worked a moment ago shows on the next read', async () => {
    const before = await dashboardFigures()
    expect(await dashboardFigures()).toBe(before)

    const fresh = await lead('training', null)
    const after = await dashboardFigures()
    expect(after.leadsToday.training).toBe(before.leadsToday.training + 1)
    expect(after.leadsThisWeek.training).toBe(before.leadsThisWeek.training + 1)
    expect(after.series.at(-1)!.training).toBe(before.series.at(-1)!.training + 1)
    expect(after.latest[0]).toMatchObject({ collection: 'applications', id: fresh.id, status: 'new' })
    expect(after.unhandled.fresh).toBe(before.unhandled.fresh + 1)

    await payload.update({ collection: 'applications', id: fresh.id, data: { status: 'done' }, ...asSystem })
    const worked = await dashboardFigures()
    expect(worked.unhandled.fresh).toBe(before.unhandled.fresh)
    expect(worked.latest[0]).toMatchObject({ id: fresh.id, status: 'done' })

    const member = await lead('member', null)
    expect((await dashboardFigures()).leadsToday.member).toBe(before.leadsToday.member + 1)
    await payload.delete({ collection: 'members', id: member.id, ...asSystem })
    expect((await dashboardFigures()).leadsToday.member).toBe(before.leadsToday.member)
  })
})
