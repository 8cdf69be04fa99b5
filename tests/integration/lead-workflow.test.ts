import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as restPatch } from '@/app/(payload)/cms-api/[...slug]/route'
import { memberLog } from '@/data/leads.server'
import type { Application, User } from '@/payload-types'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)
const asSystem = { overrideAccess: true } as const

let payload: Payload
let admin: User
let editor: User
let memberId: number

async function staff(role: 'admin' | 'editor') {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-lead-${suffix}@example.com`, password: `${role}-pass-1`, name: role === 'admin' ? '管理员甲' : '编辑乙', role },
    ...asSystem,
  })
  return { ...user, collection: 'users' } as User
}

async function application(kind: Application['kind'] = 'training') {
  return payload.create({
    collection: 'applications',
    data: {
      kind,
      member: memberId,
      name: '周工',
      company: '苏州测试设备有限公司',
      phone: '13800001111',
      email: `lead-${suffix}@example.com`,
      address: ['320000', '320500', '320505'],
      studyType: '产品操作培训',
      no: 'PSD-6080',
      afterType: '维修',
      detail: '希望安排一次培训。',
    } as never, // no status: the collection's default stands
    ...asSystem,
  })
}

/** Payload's REST API as the admin screens call it, signed in as `user`. */
async function restUpdate(user: User, password: string, collection: string, id: number, body: unknown) {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  const url = new URL(`/cms-api/${collection}/${id}`, 'http://localhost:3000')
  const request = new Request(url, {
    method: 'PATCH',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', authorization: `JWT ${token}`, 'x-client-address': '198.51.100.30' },
    body: JSON.stringify(body),
  })
  const response = await restPatch(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, body: (await response.json()) as { doc?: Application } }
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await staff('admin')
  editor = await staff('editor')
  const member = await payload.create({
    collection: 'members',
    data: { username: `lead_${suffix}`, email: `member-lead-${suffix}@example.com`, password: 'member-pass-1', name: '周工', status: 'active' },
    ...asSystem,
  })
  memberId = member.id
})

describe('the lead workflow', () => {
  it('starts as 新线索, unassigned, with no follow-ups', async () => {
    const lead = await application()
    expect(lead).toMatchObject({ status: 'new', assignee: null, followUps: [] })
    expect(lead.nextFollowUpAt ?? null).toBeNull()
  })

  it('an editor assigns it, plans the next call and writes a note that carries their name and the time', async () => {
    const lead = await application()
    const next = new Date(Date.now() + 86_400_000).toISOString()
    const before = Date.now()
    const worked = await payload.update({
      collection: 'applications',
      id: lead.id,
      user: editor,
      overrideAccess: false,
      data: { status: 'following', assignee: editor.id, nextFollowUpAt: next, followUps: [{ note: '已电话联系，约下周到厂。', author: admin.id, at: '2020-01-01T00:00:00.000Z' }] },
    })
    expect(worked).toMatchObject({ status: 'following', nextFollowUpAt: next })
    expect(typeof worked.assignee === 'object' ? worked.assignee?.id : worked.assignee).toBe(editor.id)
    expect(worked.followUps).toHaveLength(1)
    const [entry] = worked.followUps!
    expect(entry.note).toBe('已电话联系，约下周到厂。')
    // The author and the time are the save's, whatever was sent.
    expect(typeof entry.author === 'object' ? entry.author?.id : entry.author).toBe(editor.id)
    expect(Date.parse(entry.at!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('keeps saved notes as they were: a later save can add one, not rewrite or drop one', async () => {
    const lead = await application('after-sales')
    const first = await payload.update({ collection: 'applications', id: lead.id, user: editor, overrideAccess: false, data: { followUps: [{ note: '第一次联系' }] } })
    const saved = first.followUps![0]
    const second = await payload.update({
      collection: 'applications',
      id: lead.id,
      user: admin,
      overrideAccess: false,
      data: { status: 'done', followUps: [{ id: saved.id, note: '改写的内容', author: admin.id, at: '2020-01-01T00:00:00.000Z' }, { note: '已上门维修，客户确认关闭。' }] },
    })
    expect(second.followUps!.map((entry) => entry.note)).toEqual(['第一次联系', '已上门维修，客户确认关闭。'])
    const authors = second.followUps!.map((entry) => (typeof entry.author === 'object' ? entry.author?.id : entry.author))
    expect(authors).toEqual([editor.id, admin.id])
    expect(second.followUps![0].at).toBe(saved.at)
    const dropped = await payload.update({ collection: 'applications', id: lead.id, user: admin, overrideAccess: false, data: { followUps: [] } })
    expect(dropped.followUps!.map((entry) => entry.note)).toEqual(['第一次联系', '已上门维修，客户确认关闭。'])
    // A save that does not mention the notes leaves them alone.
    const untouched = await payload.update({ collection: 'applications', id: lead.id, user: editor, overrideAccess: false, data: { status: 'invalid' } })
    expect(untouched.followUps).toHaveLength(2)
  })

  it('works the same through the admin REST API for an editor and an admin; a stranger is refused', async () => {
    const lead = await application()
    const byEditor = await restUpdate(editor, 'editor-pass-1', 'applications', lead.id, { status: 'following', assignee: admin.id, followUps: [{ note: '转给管理员处理' }] })
    expect(byEditor.status).toBe(200)
    expect(byEditor.body.doc).toMatchObject({ status: 'following' })
    const byAdmin = await restUpdate(admin, 'admin-pass-1', 'applications', lead.id, { status: 'done', followUps: [...byEditor.body.doc!.followUps!, { note: '已完成培训' }] })
    expect(byAdmin.status).toBe(200)
    const notes = byAdmin.body.doc!.followUps!.map((entry) => [entry.note, typeof entry.author === 'object' ? entry.author?.id : entry.author])
    expect(notes).toEqual([
      ['转给管理员处理', editor.id],
      ['已完成培训', admin.id],
    ])
    await expect(payload.update({ collection: 'applications', id: lead.id, data: { status: 'new' }, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('an activity sign-up has the same workflow', async () => {
    const activity = await payload.create({
      collection: 'activities',
      data: {
        title: `线索测试活动-${suffix}`,
        place: '深圳',
        startAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 8 * 86_400_000).toISOString(),
        deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        capacity: 10,
        _status: 'published',
      },
      ...asSystem,
    })
    const join = await payload.create({
      collection: 'activity-joins',
      data: {
        activity: activity.id,
        member: memberId,
        name: '周工',
        company: '苏州测试',
        phone: '13800002222',
        email: `join-${suffix}@example.com`,
        address: ['320000', '320500', '320505'],
      } as never,
      ...asSystem,
    })
    expect(join.status).toBe('new')
    const worked = await payload.update({
      collection: 'activity-joins',
      id: join.id,
      user: editor,
      overrideAccess: false,
      data: { status: 'following', assignee: editor.id, followUps: [{ note: '已确认参会' }] },
    })
    expect(worked.followUps![0]).toMatchObject({ note: '已确认参会' })
  })

  it('the member reads each stage in plain Chinese in the member centre', async () => {
    const log = await memberLog(payload, memberId, { page: 1, size: 50 })
    const texts = new Set(log.list.map((entry) => `${entry.type}:${entry.status}:${entry.status_text}`))
    expect(texts).toContain('training:new:待处理')
    expect(texts).toContain('training:done:已完成')
    expect(texts).toContain('after-sales:invalid:已关闭')
    expect(texts).toContain('activity:following:已联系')
  })
})
