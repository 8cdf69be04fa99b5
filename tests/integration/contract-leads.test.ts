import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

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

  it('signs up once, refuses a second sign-up with the same phone, an ended, a full and an unpublished activity', async () => {
    const id = await activity({ capacity: 1 })
    expect((await call('/api/index/active_join', { body: joinForm(id, '13700000001') })).body).toMatchObject({ code: 1, msg: '报名成功' })
    expect((await call('/api/index/active_join', { body: joinForm(id, '13700000001') })).body.msg).toBe('您已使用该手机号报名此活动，请勿重复报名')
    expect((await call('/api/index/active_join', { body: joinForm(id, '13700000002') })).body.msg).toBe('活动名额已满')
    const ended = await activity({ deadlineInDays: -1 })
    expect((await call('/api/index/active_join', { body: joinForm(ended, '13700000003') })).body.msg).toBe('活动报名已截止')
    const draft = await activity({ status: 'draft' })
    expect((await call('/api/index/active_join', { body: joinForm(draft, '13700000004') })).body.msg).toBe('活动不存在或已下线')
    const listed = await payload.findByID({ collection: 'activities', id, overrideAccess: true })
    expect(listed.joined).toBe(1)
  })

  it('holds capacity under 300 concurrent sign-ups for 50 seats, with no duplicates', async () => {
    const id = await activity({ capacity: 50 })
    const phones = Array.from({ length: 300 }, (_, index) => `1360000${String(index % 280).padStart(4, '0')}`)
    const answers = await Promise.all(phones.map((phone) => call('/api/index/active_join', { body: joinForm(id, phone) })))
    const accepted = answers.filter((answer) => answer.body.code === 1)
    expect(accepted).toHaveLength(50)
    for (const answer of answers) expect(answer.body.code === 1 || ['活动名额已满', '您已使用该手机号报名此活动，请勿重复报名'].includes(answer.body.msg)).toBe(true)
    const joins = await payload.find({ collection: 'activity-joins', where: { activity: { equals: id } }, limit: 500, overrideAccess: true, depth: 0 })
    expect(joins.totalDocs).toBe(50)
    expect(new Set(joins.docs.map((join) => join.phone)).size).toBe(50)
    expect((await payload.findByID({ collection: 'activities', id, overrideAccess: true })).joined).toBe(50)
  })
})

describe('applications and the member log', () => {
  it('visitors apply with a captcha; members apply with their account and see it in their log', async () => {
    const after = { name: '赵工', company: '测试电子', email: 'zhao@example.com', mobile: '13800001111', address: '11,1101,110108', apply: 'ev', no: 'PSD-6080-60C', afterType: 'repair', detail: '输出电压不稳定' }
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
      body: { username, password: 'lead-pass-1', repassword: 'lead-pass-1', name: '钱工', company: '会员公司', email: `${username}@example.com`, mobile: '13900002222', address: '44,4403,440305', apply: 'pv', wechat: 'q', captcha: 'T3ST', hash: (await call<{ hash: string }>('/api/index/captcha')).body.data.hash },
    })
    const headers = { authorization: `Bearer ${registered.body.data.token}` }
    expect((await call('/api/index/apply_training', { headers, body: { studyType: 'programming', detail: '希望学习 SCPI 编程' } })).body.code).toBe(1)
    expect((await call('/api/index/apply_after', { headers, body: { no: 'ELD-8060-600', afterType: 'calibration', detail: '年度校准' } })).body.code).toBe(1)
    const openActivity = await activity()
    expect((await call('/api/index/active_join', { headers, body: joinForm(openActivity, '13900002222') })).body.code).toBe(1)

    const log = await call<{ list: { id: number; type: string; status_text: string }[]; total: number }>('/api/member/apply_list', { headers, body: {} })
    expect(log.body.data.total).toBe(3)
    expect(log.body.data.list.map((entry) => entry.type).sort()).toEqual(['activity', 'after-sales', 'training'])
    const training = log.body.data.list.find((entry) => entry.type === 'training')!
    const detail = await call<{ fields: { name: string; studyType: string } }>('/api/member/apply_detail', { headers, query: { type: 'training', id: String(training.id) } })
    expect(detail.body.data.fields).toMatchObject({ name: '钱工', studyType: 'programming' })
    const paged = await call<{ list: unknown[] }>('/api/member/apply_list', { headers, body: { page: 2, size: 2 } })
    expect(paged.body.data.list).toHaveLength(1)
    expect((await call('/api/member/apply_list', { body: {} })).body.code).toBe(10004)
  })
})
