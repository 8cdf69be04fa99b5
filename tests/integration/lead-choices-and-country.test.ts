/**
 * Leads hold keys, screens show names (issue 33): the forms' choices are stored
 * as site config's option keys whatever language the visitor sent them in, the
 * migration's rewrite turns stored names into keys, staff read names in the
 * admin and the export; buyers abroad give a country and no Chinese region.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { choiceNamesToKeys } from '@/data/choice-keys'
import { payloadDatabase } from '@/lib/raw-sql'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload
const suffix = Date.now().toString(36).slice(-6)

const captcha = async () => ({ captcha: 'T3ST', hash: (await call<{ hash: string }>('/api/index/captcha')).body.data.hash })

const applicant = (mobile: string) => ({ name: 'Anna Schmidt', company: 'Prüftechnik GmbH', email: `anna.${mobile.replace(/\D/g, '')}@example.de`, mobile, tel: '' })

async function staffUser() {
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, limit: 1, overrideAccess: true })
  expect(docs[0], 'the seed has an editor').toBeTruthy()
  return docs[0]
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('choices are stored as keys', () => {
  it('an after-sales type sent by its English or Chinese name is stored as its key; the admin and the member log show names', async () => {
    const sent = { ...applicant('13800003301'), address: '44,4403,440305', apply: 'Batteries and energy storage', no: 'PSD-6080-60C', detail: 'Output drifts' }
    for (const [afterType, key] of [
      ['Repair', 'repair'],
      ['故障维修', 'repair'],
      ['calibration', 'calibration'],
    ]) {
      const answer = await call<null>('/api/index/apply_after', { body: { ...sent, afterType, ...(await captcha()) }, query: { lang: 'en' } })
      expect(answer.body.code, afterType).toBe(1)
      const { docs } = await payload.find({ collection: 'applications', where: { email: { equals: sent.email } }, sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })
      expect(docs[0].afterType, afterType).toBe(key)
    }
    const editor = await staffUser()
    const { docs } = await payload.find({
      collection: 'applications',
      where: { email: { equals: sent.email } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: false,
      user: editor,
      depth: 0,
    })
    const stored = docs[0] as (typeof docs)[0] & { afterTypeName?: string; applyName?: string; regionName?: string }
    expect(stored.afterType).toBe('calibration')
    expect(stored.afterTypeName).toBe('计量校准')
    // The industry arrived as its English name: stored as its key, named in Chinese for staff.
    expect(stored.apply).toBe('battery')
    expect(stored.applyName).toBe('电池与储能')
    expect(stored.regionName).toBe('广东省 深圳市 南山区')
  })

  it('the migration’s rewrite turns stored names into keys and leaves keys and unknown text alone', async () => {
    const db = await payloadDatabase(payload)
    const created = await Promise.all(
      ['Repair', '故障维修', 'repair', '别的说法'].map((afterType, index) =>
        payload.create({
          collection: 'applications',
          data: {
            kind: 'after-sales',
            status: 'new',
            ...applicant(`1380000340${index}`),
            phone: `1380000340${index}`,
            country: 'CN',
            address: ['44'],
            apply: '新能源汽车',
            detail: '旧数据',
            afterType,
          },
          overrideAccess: true,
        }),
      ),
    )
    // Rows as an older release stored them (the data layer would write keys).
    for (const [index, doc] of created.entries()) {
      await db.run(sql`UPDATE "applications" SET "after_type" = ${['Repair', '故障维修', 'repair', '别的说法'][index]}, "apply" = '新能源汽车' WHERE "id" = ${doc.id}`)
    }
    await choiceNamesToKeys(db)
    const rows = await db.rows<{ id: unknown; after_type: string; apply: string }>(
      sql`SELECT "id", "after_type", "apply" FROM "applications" WHERE "id" IN (${sql.join(
        created.map((doc) => sql`${doc.id}`),
        sql`, `,
      )}) ORDER BY "id"`,
    )
    // In the order the rows were written above (parallel creates need not get ids in that order).
    const byId = new Map(rows.map((row) => [String(row.id), row.after_type]))
    expect(created.map((doc) => byId.get(String(doc.id)))).toEqual(['repair', 'repair', 'repair', '别的说法'])
    expect(new Set(rows.map((row) => row.apply))).toEqual(new Set(['ev']))
  })

  it('the export writes names, the country and the region', async () => {
    const editor = await staffUser()
    const { exportWorkbook } = await import('@/endpoints/staff-export/export-workbook')
    const { docs } = await payload.find({ collection: 'applications', where: { afterType: { equals: 'calibration' } }, limit: 1, overrideAccess: true, depth: 0 })
    expect(docs.length).toBe(1)
    const { body } = await exportWorkbook({ payload, user: editor, slug: 'applications', query: { where: { id: { equals: docs[0].id } } } })
    const ExcelJS = (await import('exceljs')).default
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await new Response(body).arrayBuffer()) as never)
    const sheet = workbook.worksheets[0]
    const header = (sheet.getRow(1).values as unknown[]).map(String)
    const row = sheet.getRow(2).values as unknown[]
    const cell = (name: string) => row[header.indexOf(name)]
    expect(cell('售后类型')).toBe('计量校准')
    expect(cell('应用行业')).toBe('电池与储能')
    expect(cell('国家/地区')).toBe('中国')
    expect(cell('省')).toBe('广东省')
  })
})

describe('a buyer abroad', () => {
  it('registers with a country and no Chinese region; a Chinese region is still required in China', async () => {
    const username = `abroad_${suffix}`
    const form = { username, password: 'abroad-pass-1', repassword: 'abroad-pass-1', ...applicant('+49 30 1234567'), apply: 'education', wechat: '', qq: '' }
    const inChina = await call('/api/index/user_reg', { body: { ...form, ...(await captcha()) }, query: { lang: 'en' } })
    expect(inChina.body).toMatchObject({ code: 0, msg: 'Please choose your region' })
    const wrong = await call('/api/index/user_reg', { body: { ...form, country: 'XX', ...(await captcha()) }, query: { lang: 'en' } })
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Please choose a valid country' })
    const registered = await call<{ user: { country: string; address: string[] } }>('/api/index/user_reg', {
      body: { ...form, country: 'de', address: '44,4403', ...(await captcha()) },
      query: { lang: 'en' },
    })
    expect(registered.body.code).toBe(1)
    // The region is kept only in China.
    expect(registered.body.data.user).toMatchObject({ country: 'DE', address: [] })
    const editor = await staffUser()
    const { docs } = await payload.find({ collection: 'members', where: { username: { equals: username } }, overrideAccess: true, depth: 0 })
    expect(docs[0]).toMatchObject({ country: 'DE', address: [] })
    const staffRead = await payload.find({ collection: 'activity-joins', limit: 1, overrideAccess: false, user: editor, depth: 0 })
    expect(staffRead.docs.length).toBeGreaterThan(0)
  })

  it('signs up for an event from abroad (no region rows) and staff read the country', async () => {
    const { docs: activities } = await payload.find({ collection: 'activities', where: { _status: { equals: 'published' } }, sort: '-deadline', limit: 1, overrideAccess: true })
    const activity = activities[0]
    expect(activity).toBeTruthy()
    const phone = `+44 20 7946 0${suffix.replace(/\D/g, '').padEnd(3, '1').slice(0, 3)}`
    const answer = await call('/api/index/active_join', {
      body: {
        id: String(activity.id),
        user_name: 'Tom Baker',
        company: 'Cells Ltd',
        phone,
        email: 'tom@example.co.uk',
        country: 'GB',
        apply: 'battery',
        wechat: 'tom_b',
        ...(await captcha()),
      },
      query: { lang: 'en' },
    })
    expect(answer.body.code).toBe(1)
    const editor = await staffUser()
    const { docs } = await payload.find({ collection: 'activity-joins', where: { email: { equals: 'tom@example.co.uk' } }, overrideAccess: false, user: editor, depth: 0 })
    const join = docs[0] as (typeof docs)[0] & { regionName?: string; applyName?: string }
    expect(join).toMatchObject({ country: 'GB', address: [], regionName: '英国', applyName: '电池与储能' })
  })
})
