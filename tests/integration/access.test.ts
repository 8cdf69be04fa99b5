import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Member, User } from '@/payload-types'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)

let payload: Payload
let admin: User
let editor: User
let member: Member
let otherMember: Member
let categoryId: number

async function expectForbidden(action: Promise<unknown>) {
  await expect(action).rejects.toMatchObject({ status: 403 })
}

beforeAll(async () => {
  payload = await testPayload()
  const asSystem = { overrideAccess: true } as const
  admin = await payload.create({ collection: 'users', data: { email: `admin-${suffix}@example.com`, password: 'admin-pass-1', role: 'admin' }, ...asSystem })
  editor = await payload.create({ collection: 'users', data: { email: `editor-${suffix}@example.com`, password: 'editor-pass-1', role: 'editor' }, ...asSystem })
  admin = { ...admin, collection: 'users' } as User
  editor = { ...editor, collection: 'users' } as User
  const memberData = (name: string) => ({
    username: `${name}_${suffix}`,
    email: `${name}-${suffix}@example.com`,
    password: 'member-pass-1',
    name: '测试会员',
    status: 'active' as const,
  })
  member = { ...(await payload.create({ collection: 'members', data: memberData('member'), ...asSystem })), collection: 'members' } as Member
  otherMember = await payload.create({ collection: 'members', data: memberData('other'), ...asSystem })
  const category = await payload.create({
    collection: 'product-categories',
    data: { name: `访问测试分类-${suffix}`, _status: 'published' },
    ...asSystem,
  })
  categoryId = category.id
})

describe('staff accounts', () => {
  it('an editor cannot create, promote or delete staff', async () => {
    await expectForbidden(
      payload.create({ collection: 'users', data: { email: `x-${suffix}@example.com`, password: 'whatever-1', role: 'editor' }, user: editor, overrideAccess: false }),
    )
    await expectForbidden(payload.delete({ collection: 'users', id: admin.id, user: editor, overrideAccess: false }))
    const promoted = await payload.update({ collection: 'users', id: editor.id, data: { role: 'admin' }, user: editor, overrideAccess: false })
    expect(promoted.role).toBe('editor')
  })

  it('an editor sees only their own staff account; an admin sees all', async () => {
    const seenByEditor = await payload.find({ collection: 'users', user: editor, overrideAccess: false, limit: 100 })
    expect(seenByEditor.docs.map((doc) => doc.id)).toEqual([editor.id])
    const seenByAdmin = await payload.find({ collection: 'users', user: admin, overrideAccess: false, limit: 100 })
    expect(seenByAdmin.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([admin.id, editor.id]))
  })

  it('only admins manage members and site settings; editors manage content and leads', async () => {
    await expectForbidden(payload.find({ collection: 'members', user: editor, overrideAccess: false }))
    const members = await payload.find({ collection: 'members', user: admin, overrideAccess: false })
    expect(members.totalDocs).toBeGreaterThanOrEqual(2)
    await expectForbidden(payload.updateGlobal({ slug: 'site-config', data: { icp: 'x' }, user: editor, overrideAccess: false }))
    const product = await payload.create({
      collection: 'products',
      data: { model: `EDT-${suffix}`, name: '编辑创建的产品', category: categoryId, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect(product.model).toBe(`EDT-${suffix}`)
    const leads = await payload.find({ collection: 'applications', user: editor, overrideAccess: false })
    expect(leads.docs).toBeInstanceOf(Array)
  })
})

describe('anonymous visitors and members', () => {
  it('cannot read drafts', async () => {
    await payload.create({
      collection: 'products',
      data: { model: `DRF-${suffix}`, name: '草稿产品', category: categoryId, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const where = { model: { equals: `DRF-${suffix}` } }
    const anonymous = await payload.find({ collection: 'products', where, overrideAccess: false })
    expect(anonymous.totalDocs).toBe(0)
    const anonymousDraft = await payload.find({ collection: 'products', where, draft: true, overrideAccess: false })
    expect(anonymousDraft.totalDocs).toBe(0)
    const staff = await payload.find({ collection: 'products', where, draft: true, user: editor, overrideAccess: false })
    expect(staff.totalDocs).toBe(1)
  })

  it('cannot read members, staff, leads or private files', async () => {
    for (const collection of ['members', 'users', 'activity-joins', 'applications', 'files'] as const) {
      await expectForbidden(payload.find({ collection, overrideAccess: false }))
    }
  })

  it('a member reads their own record and nobody else’s, and cannot write leads directly', async () => {
    const seen = await payload.find({ collection: 'members', user: member, overrideAccess: false })
    expect(seen.docs.map((doc) => doc.id)).toEqual([member.id])
    await expect(payload.findByID({ collection: 'members', id: otherMember.id, user: member, overrideAccess: false })).rejects.toMatchObject({
      status: 404,
    })
    await expectForbidden(payload.update({ collection: 'members', id: member.id, data: { name: '改名' }, user: member, overrideAccess: false }))
    await expectForbidden(
      payload.create({
        collection: 'applications',
        data: { kind: 'training', status: 'new', name: 'x', company: 'x', phone: '13800000000', email: 'x@example.com', address: ['11'], detail: 'x' },
        user: member,
        overrideAccess: false,
      }),
    )
  })
})
