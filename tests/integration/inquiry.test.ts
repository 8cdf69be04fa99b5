import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed/seed'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)
const asSystem = { overrideAccess: true } as const

let payload: Payload
let published: { id: number; model: string }[]
let draftId: number

const contact = { name: '韩工', company: '成都电测科技有限公司', mobile: '13700004321', email: `inquiry-${suffix}@example.com`, address: '51,5101,510107', apply: 'battery' }

async function visitorInquiry(body: Record<string, unknown>) {
  const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
  return call<{ id: number }>('/api/index/inquiry', { body: { ...contact, captcha: 'T3ST', hash, ...body } })
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const products = await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, limit: 3, sort: 'id', depth: 0, ...asSystem })
  published = products.docs.map((doc) => ({ id: doc.id, model: doc.model }))
  const draft = await payload.find({ collection: 'products', where: { _status: { equals: 'draft' } }, draft: true, limit: 1, depth: 0, ...asSystem })
  draftId = draft.docs[0].id
})

describe('the inquiry call', () => {
  it('stores a visitor’s inquiry of three models as a new lead, with the models, quantities and one notification queued', async () => {
    const [a, b, c] = published
    const sent = await visitorInquiry({
      items: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
        { id: c.id, quantity: 10 },
        { id: a.id, quantity: 1 },
      ],
      message: '需要含税报价，月底前交货。',
    })
    expect(sent.body).toMatchObject({ code: 1, msg: '询价已提交，销售工程师会尽快与您联系' })
    const lead = await payload.findByID({ collection: 'inquiries', id: sent.body.data.id, depth: 0, ...asSystem })
    expect(lead).toMatchObject({ status: 'new', name: '韩工', phone: '13700004321', message: '需要含税报价，月底前交货。', address: ['51', '5101', '510107'] })
    // The same model twice is one line with the quantities added.
    expect(lead.items.map((item) => [item.product, item.model, item.quantity])).toEqual([
      [a.id, a.model, 3],
      [b.id, b.model, 1],
      [c.id, c.model, 10],
    ])
    expect(lead.summary).toBe(`${a.model} × 3，${b.model} × 1，${c.model} × 10`)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { workflowSlug: { equals: 'notifyNewLead' } }, limit: 0, pagination: false, ...asSystem })
    expect(jobs.docs.filter((job) => (job.input as { kind?: string; id?: string }).kind === 'inquiry' && (job.input as { id?: string }).id === String(lead.id))).toHaveLength(1)
  })

  it('refuses what cannot be quoted, with the reason in Chinese', async () => {
    expect((await visitorInquiry({ items: [] })).body).toMatchObject({ code: 0, msg: '询价单里还没有产品，请先在产品页点击“加入询价”' })
    expect((await visitorInquiry({})).body).toMatchObject({ code: 0, msg: '询价单里还没有产品，请先在产品页点击“加入询价”' })
    expect((await visitorInquiry({ items: [{ id: draftId, quantity: 1 }] })).body).toMatchObject({ code: 0, msg: '询价单里有无法识别的产品，请刷新页面后重试' })
    expect((await visitorInquiry({ items: [{ id: 99999999, quantity: 1 }] })).body).toMatchObject({ code: 0, msg: '询价单里有无法识别的产品，请刷新页面后重试' })
    expect((await visitorInquiry({ items: [{ id: published[0].id, quantity: 0 }] })).body.msg).toBe('每个型号的数量应为 1 到 9999 之间的整数')
    expect((await visitorInquiry({ items: [{ id: published[0].id, quantity: 1.5 }] })).body.msg).toBe('每个型号的数量应为 1 到 9999 之间的整数')
    const many = Array.from({ length: 51 }, (_, index) => ({ id: index + 1, quantity: 1 }))
    expect((await visitorInquiry({ items: many })).body.msg).toBe('一次最多询价 50 个型号')
    expect((await visitorInquiry({ items: [{ id: published[0].id, quantity: 1 }], mobile: '' })).body.msg).toBe('手机号不能为空')
    const noCaptcha = await call('/api/index/inquiry', { body: { ...contact, items: [{ id: published[0].id, quantity: 1 }] } })
    expect(noCaptcha.body).toMatchObject({ code: 0, msg: '图形验证码不能为空' })
  })

  it('a member inquires without the captcha and with their account’s details', async () => {
    const username = `inq_${suffix}`
    await payload.create({
      collection: 'members',
      data: {
        username,
        email: `member-inq-${suffix}@example.com`,
        password: 'member-pass-1',
        name: '彭工',
        company: '武汉测试仪器厂',
        phone: '13600009876',
        address: ['42', '4201', '420106'],
        apply: 'power',
        status: 'active',
      },
      context: { skipLeadNotification: true },
      ...asSystem,
    })
    const hash = (await call<{ hash: string }>('/api/index/captcha')).body.data.hash
    const login = await call<{ token: string }>('/api/index/login', { body: { username, password: 'member-pass-1', captcha: 'T3ST', hash } })
    expect(login.body.code).toBe(1)
    const sent = await call<{ id: number }>('/api/index/inquiry', {
      body: { items: [{ id: published[1].id, quantity: 4 }] },
      headers: { authorization: `Bearer ${login.body.data.token}` },
    })
    expect(sent.body.code).toBe(1)
    const lead = await payload.findByID({ collection: 'inquiries', id: sent.body.data.id, depth: 0, ...asSystem })
    expect(lead).toMatchObject({ name: '彭工', company: '武汉测试仪器厂', phone: '13600009876', email: `member-inq-${suffix}@example.com` })
  })
})
