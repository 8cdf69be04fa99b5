import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { repairSeatCounts } from '@/collections/activity-joins/seats'
import { joinActivity } from '@/data/activity-joins.server'
import { normaliseJoinPhones } from '@/data/normalise-identities'
import { payloadDatabase } from '@/lib/raw-sql'
import { normalisePhone } from '@/validation/rules'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload
const suffix = Date.now().toString(36).slice(-6)
const DAY = 24 * 3600 * 1000

async function activity(overrides: { capacity?: number; deadlineInDays?: number; status?: 'published' | 'draft' } = {}) {
  const start = new Date(Date.now() + 10 * DAY).toISOString()
  const doc = await payload.create({
    collection: 'activities',
    data: {
      title: `测试活动 ${suffix} ${Math.random().toString(36).slice(2, 6)}`,
      place: '深圳',
      startAt: start,
      endAt: new Date(Date.now() + 10 * DAY + 3600_000).toISOString(),
      deadline: new Date(Date.now() + (overrides.deadlineInDays ?? 5) * DAY).toISOString(),
      capacity: overrides.capacity ?? 50,
      _status: overrides.status ?? 'published',
    },
    draft: overrides.status === 'draft',
    overrideAccess: true,
  })
  return doc.id
}

const joinForm = (id: number, phone: string) => ({
  id: String(id),
  user_name: '李工',
  company: '测试科技',
  phone,
  tel: '',
  email: 'li@example.com',
  address: '44,4403,440305',
  apply: 'battery',
  wechat: 'li_wx',
  qq: '',
})

/** A visitor's sign-up: the join form with a fresh captcha answered (CAPTCHA_TEST_CODE). */
async function visitorJoin(id: number, phone: string, change: Record<string, unknown> = {}) {
  const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
  return call('/api/index/active_join', { body: { ...joinForm(id, phone), captcha: 'T3ST', hash, ...change } })
}

/** The activity's counter and its sign-up rows, read from the tables. */
async function seats(id: number) {
  const db = await payloadDatabase(payload)
  const [row] = await db.rows<{ joined: unknown; rows: unknown }>(
    sql`SELECT "joined", (SELECT count(*) FROM "activity_joins" WHERE "activity_id" = ${id}) AS "rows" FROM "activities" WHERE "id" = ${id}`,
  )
  return { joined: Number(row.joined), rows: Number(row.rows) }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('active_join', () => {
  it('validates the join form with the spec’s messages', async () => {
    const id = await activity()
    const cases: [Record<string, unknown>, string][] = [
      [{ id: '' }, '活动不能为空'],
      [{ user_name: '' }, '姓名不能为空'],
      [{ company: '' }, '公司/学校不能为空'],
      [{ phone: '' }, '手机号不能为空'],
      [{ phone: 'x' }, '手机号格式不正确'],
      [{ tel: 'x' }, '座机格式不正确'],
      [{ email: '' }, '邮箱不能为空'],
      [{ address: '' }, '地区不能为空'],
      [{ apply: '' }, '应用行业不能为空'],
      [{ wechat: '', qq: '' }, '微信号与QQ必须填一个'],
    ]
    for (const [change, message] of cases) {
      const response = await call('/api/index/active_join', { body: { ...joinForm(id, '13700000000'), ...change } })
      expect(response.body, message).toMatchObject({ code: 0, msg: message })
    }
  })

  it('asks visitors for the graphic captcha, used once', async () => {
    const id = await activity()
    expect((await call('/api/index/active_join', { body: joinForm(id, '13700000010') })).body).toMatchObject({ code: 0, msg: '图形验证码不能为空' })
    const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
    expect((await call('/api/index/active_join', { body: { ...joinForm(id, '13700000010'), captcha: 'nope', hash } })).body.msg).toBe('图形验证码错误或已过期，请重新输入')
    // The wrong answer used the captcha up.
    expect((await call('/api/index/active_join', { body: { ...joinForm(id, '13700000010'), captcha: 'T3ST', hash } })).body.msg).toBe('图形验证码错误或已过期，请重新输入')
    expect((await visitorJoin(id, '13700000010')).body).toMatchObject({ code: 1, msg: '报名成功' })
    expect(await seats(id)).toEqual({ joined: 1, rows: 1 })
  })

  it('signs up once, refuses a second sign-up with the same phone, an ended, a full and an unpublished activity', async () => {
    const id = await activity({ capacity: 1 })
    expect((await visitorJoin(id, '13700000001')).body).toMatchObject({ code: 1, msg: '报名成功' })
    for (const same of ['13700000001', '137 0000 0001', '+86 137-0000-0001', '008613700000001']) {
      expect((await visitorJoin(id, same)).body.msg, same).toBe('您已使用该手机号报名此活动，请勿重复报名')
    }
    expect((await visitorJoin(id, '13700000002')).body.msg).toBe('活动名额已满')
    const ended = await activity({ deadlineInDays: -1 })
    expect((await visitorJoin(ended, '13700000003')).body.msg).toBe('活动报名已截止')
    const draft = await activity({ status: 'draft' })
    expect((await visitorJoin(draft, '13700000004')).body.msg).toBe('活动不存在或已下线')
    const listed = await payload.findByID({ collection: 'activities', id, overrideAccess: true })
    expect(listed.joined).toBe(1)
    const { docs } = await payload.find({ collection: 'activity-joins', where: { activity: { equals: id } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: '李工', phone: '13700000001', address: ['44', '4403', '440305'], wechat: 'li_wx', status: 'new' })
  })

  it('holds capacity under 300 concurrent sign-ups for 50 seats, with no duplicates', async () => {
    const id = await activity({ capacity: 50 })
    const phones = Array.from({ length: 300 }, (_, index) => `1360000${String(index % 280).padStart(4, '0')}`)
    const answers = await Promise.all(phones.map((phone) => visitorJoin(id, phone)))
    const accepted = answers.filter((answer) => answer.body.code === 1)
    expect(accepted).toHaveLength(50)
    for (const answer of answers) expect(answer.body.code === 1 || ['活动名额已满', '您已使用该手机号报名此活动，请勿重复报名'].includes(answer.body.msg)).toBe(true)
    const joins = await payload.find({ collection: 'activity-joins', where: { activity: { equals: id } }, limit: 500, overrideAccess: true, depth: 0 })
    expect(joins.totalDocs).toBe(50)
    expect(new Set(joins.docs.map((join) => join.phone)).size).toBe(50)
    expect((await payload.findByID({ collection: 'activities', id, overrideAccess: true })).joined).toBe(50)
  })

  it('keeps the seat count through staff saves: a draft, the English version and a publish', async () => {
    const id = await activity({ capacity: 5 })
    for (const phone of ['13700000031', '13700000032']) expect((await visitorJoin(id, phone)).body.code).toBe(1)
    await payload.update({ collection: 'activities', id, locale: 'en', data: { title: 'Open lab day', place: 'Shenzhen', _status: 'published' }, overrideAccess: true })
    expect(await seats(id)).toEqual({ joined: 2, rows: 2 })
    await payload.update({ collection: 'activities', id, data: { place: '深圳', _status: 'draft' }, draft: true, overrideAccess: true })
    await payload.update({ collection: 'activities', id, data: { _status: 'published' }, overrideAccess: true })
    expect(await seats(id)).toEqual({ joined: 2, rows: 2 })
    expect((await payload.findByID({ collection: 'activities', id, overrideAccess: true })).joined).toBe(2)
  })

  it('gives one phone number one seat when the same number signs up 40 times at once', async () => {
    const id = await activity({ capacity: 50 })
    const variants = ['13700000020', '137 0000 0020', '137-0000-0020', '+8613700000020']
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => visitorJoin(id, variants[index % variants.length])))
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1)
    for (const answer of answers) if (answer.body.code !== 1) expect(answer.body).toMatchObject({ code: 0, msg: '您已使用该手机号报名此活动，请勿重复报名' })
    expect(await seats(id)).toEqual({ joined: 1, rows: 1 })
  })

  it('writes the seat and the sign-up in one transaction: a failed sign-up row leaves no seat taken', async () => {
    const id = await activity({ capacity: 5 })
    const row = { activity: id, name: '王工', company: '测试科技', phone: '13700000030', email: 'wang@example.com', wechat: 'w', address: ['44', '4403'] }
    // The seat is taken first; the sign-up row then fails (NOT NULL), inside the same transaction.
    await expect(joinActivity(payload, { ...row, name: null as unknown as string })).rejects.toThrow()
    expect(await seats(id)).toEqual({ joined: 0, rows: 0 })
    expect(await joinActivity(payload, row)).toMatchObject({ kind: 'joined' })
    expect(await seats(id)).toEqual({ joined: 1, rows: 1 })
  })

  it('repairs counters that disagree with their sign-ups, and logs each', async () => {
    const overCounted = await activity({ capacity: 5 })
    const underCounted = await activity({ capacity: 5 })
    expect((await visitorJoin(overCounted, '13700000040')).body.code).toBe(1)
    expect((await visitorJoin(underCounted, '13700000041')).body.code).toBe(1)
    expect((await visitorJoin(underCounted, '13700000042')).body.code).toBe(1)
    const db = await payloadDatabase(payload)
    // What a crash between the two writes of the old code left: seats counted without rows, rows without seats.
    await db.run(sql`UPDATE "activities" SET "joined" = 5 WHERE "id" = ${overCounted}`)
    await db.run(sql`UPDATE "activities" SET "joined" = 0 WHERE "id" = ${underCounted}`)
    expect((await visitorJoin(overCounted, '13700000043')).body.msg).toBe('活动名额已满')
    const warnings: string[] = []
    const warn = payload.logger.warn
    payload.logger.warn = ((message: string) => warnings.push(message)) as typeof warn
    try {
      const repairs = await repairSeatCounts(payload)
      expect(repairs).toEqual(
        expect.arrayContaining([
          { activity: overCounted, before: 5, after: 1 },
          { activity: underCounted, before: 0, after: 2 },
        ]),
      )
    } finally {
      payload.logger.warn = warn
    }
    expect(warnings.some((message) => message.includes(`activity ${overCounted}`))).toBe(true)
    expect(await seats(overCounted)).toEqual({ joined: 1, rows: 1 })
    expect(await seats(underCounted)).toEqual({ joined: 2, rows: 2 })
    expect((await visitorJoin(overCounted, '13700000043')).body.code).toBe(1)
    expect(await repairSeatCounts(payload)).toEqual([])
  })

  it('the migration stores phones of older sign-ups as the contract does, and leaves a number signed up twice for staff', async () => {
    const id = await activity({ capacity: 10 })
    const db = await payloadDatabase(payload)
    for (const [phone, typed] of [
      ['13700000060', '137 0000 0060'],
      ['13700000061', '+86 137-0000-0061'],
      ['13700000062', '13700000062'],
      ['13700000063', '137-0000-0063'],
    ]) {
      expect((await visitorJoin(id, phone)).body.code).toBe(1)
      const [row] = await db.rows<{ id: number }>(sql`SELECT id FROM activity_joins WHERE activity_id = ${id} AND phone = ${phone}`)
      await db.run(sql`UPDATE activity_joins SET phone = ${typed} WHERE id = ${row.id}`)
    }
    // A second sign-up of 137 0000 0060 from before the rule: the same number, typed otherwise.
    expect((await visitorJoin(id, '13700000064')).body.code).toBe(1)
    const [twice] = await db.rows<{ id: number }>(sql`SELECT id FROM activity_joins WHERE activity_id = ${id} AND phone = '13700000064'`)
    await db.run(sql`UPDATE activity_joins SET phone = '0086 13700000060' WHERE id = ${twice.id}`)
    const messages: string[] = []
    await normaliseJoinPhones(db, normalisePhone, (message) => messages.push(message))
    const phones = await db.rows<{ id: number; phone: string }>(sql`SELECT id, phone FROM activity_joins WHERE activity_id = ${id} ORDER BY id`)
    expect(phones.map((row) => row.phone)).toEqual(['13700000060', '13700000061', '13700000062', '13700000063', '0086 13700000060'])
    expect(messages).toEqual([expect.stringContaining(`activity_joins ${twice.id}`)])
    expect((await visitorJoin(id, '137-0000-0061')).body.msg).toBe('您已使用该手机号报名此活动，请勿重复报名')
  })

  it('gives the seat back when staff delete a sign-up', async () => {
    const id = await activity({ capacity: 1 })
    expect((await visitorJoin(id, '13700000050')).body.code).toBe(1)
    const { docs } = await payload.find({ collection: 'activity-joins', where: { activity: { equals: id } }, overrideAccess: true, depth: 0 })
    await payload.delete({ collection: 'activity-joins', id: docs[0].id, overrideAccess: true })
    expect(await seats(id)).toEqual({ joined: 0, rows: 0 })
    expect((await visitorJoin(id, '13700000051')).body.code).toBe(1)
  })
})

describe('applications and the member log', () => {
  it('visitors apply with a captcha; members apply with their account and see it in their log', async () => {
    const after = {
      name: '赵工',
      company: '测试电子',
      email: 'zhao@example.com',
      mobile: '13800001111',
      address: '11,1101,110108',
      apply: 'ev',
      no: 'PSD-6080-60C',
      afterType: 'repair',
      detail: '输出电压不稳定',
    }
    const noCaptcha = await call('/api/index/apply_after', { body: after })
    expect(noCaptcha.body).toMatchObject({ code: 0, msg: '图形验证码不能为空' })
    const missingNo = await call('/api/index/apply_after', { body: { ...after, no: '' } })
    expect(missingNo.body.msg).toBe('产品型号不能为空')
    expect((await call('/api/index/apply_after', { body: { ...after, afterType: '' } })).body.msg).toBe('售后类型不能为空')
    expect((await call('/api/index/apply_after', { body: { ...after, detail: '' } })).body.msg).toBe('描述详情不能为空')
    expect((await call('/api/index/apply_training', { body: { ...after, studyType: '' } })).body.msg).toBe('培训类型不能为空')
    const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
    expect((await call('/api/index/apply_after', { body: { ...after, captcha: 'T3ST', hash } })).body.code).toBe(1)

    const username = `leads_${suffix}`
    const registered = await call<{ token: string }>('/api/index/user_reg', {
      body: {
        username,
        password: 'lead-pass-1',
        repassword: 'lead-pass-1',
        name: '钱工',
        company: '会员公司',
        email: `${username}@example.com`,
        mobile: '13900002222',
        address: '44,4403,440305',
        apply: 'pv',
        wechat: 'q',
        captcha: 'T3ST',
        hash: (await call<{ hash: string }>('/api/index/captcha')).body.data.hash,
      },
    })
    const headers = { authorization: `Bearer ${registered.body.data.token}` }
    expect((await call('/api/index/apply_training', { headers, body: { studyType: 'programming', detail: '希望学习 SCPI 编程' } })).body.code).toBe(1)
    expect((await call('/api/index/apply_after', { headers, body: { no: 'ELD-8060-600', afterType: 'calibration', detail: '年度校准' } })).body.code).toBe(1)
    const openActivity = await activity()
    expect((await call('/api/index/active_join', { headers, body: joinForm(openActivity, '13900002222') })).body.code).toBe(1)

    type Entry = { id: number; type: string; type_text: string; status_text: string }
    const log = await call<{ list: Entry[]; total: number }>('/api/member/apply_list', { headers, body: {} })
    expect(log.body.data.total).toBe(3)
    expect(log.body.data.list.map((entry) => entry.type).sort()).toEqual(['activity', 'after-sales', 'training'])
    const training = log.body.data.list.find((entry) => entry.type === 'training')!
    const detail = await call<{ fields: { name: string; studyType: string }; type_text: string; status_text: string }>('/api/member/apply_detail', {
      headers,
      query: { type: 'training', id: String(training.id) },
    })
    expect(detail.body.data.fields).toMatchObject({ name: '钱工', studyType: 'programming' })
    const labels = (list: Entry[]) => Object.fromEntries(list.map((entry) => [entry.type, [entry.type_text, entry.status_text]]))
    expect(labels(log.body.data.list)).toEqual({ training: ['培训申请', '待处理'], 'after-sales': ['售后服务', '待处理'], activity: ['活动报名', '已报名'] })
    // lang=en: the same records with English labels, in the list and in the detail.
    const english = await call<{ list: Entry[] }>('/api/member/apply_list', { headers, body: {}, query: { lang: 'en' } })
    expect(labels(english.body.data.list)).toEqual({
      training: ['Training request', 'Pending'],
      'after-sales': ['Service request', 'Pending'],
      activity: ['Event registration', 'Registered'],
    })
    const join = english.body.data.list.find((entry) => entry.type === 'activity')!
    const englishDetail = await call<Entry>('/api/member/apply_detail', { headers, query: { type: 'activity', id: String(join.id), lang: 'en' } })
    expect(englishDetail.body.data).toMatchObject({ type_text: 'Event registration', status_text: 'Registered' })
    expect((await call<Entry>('/api/member/apply_detail', { headers, query: { type: 'training', id: String(training.id), lang: 'en' } })).body.data).toMatchObject({
      type_text: 'Training request',
      status_text: 'Pending',
    })
    expect(detail.body.data).toMatchObject({ type_text: '培训申请', status_text: '待处理' })
    const paged = await call<{ list: unknown[] }>('/api/member/apply_list', { headers, body: { page: 2, size: 2 } })
    expect(paged.body.data.list).toHaveLength(1)
    expect((await call('/api/member/apply_list', { body: {} })).body.code).toBe(10004)
  })
})
