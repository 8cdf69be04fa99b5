import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as restPost, PATCH as restPatch } from '@/app/(payload)/cms-api/[...slug]/route'
import { forget } from '@/data/rate-limits.server'
import { LIMITS } from '@/lib/rate-limit'
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

// The project's files share one database: the category and its products would show in other files' lists.
afterAll(async () => {
  await payload.delete({ collection: 'products', where: { category: { equals: categoryId } }, overrideAccess: true })
  await payload.delete({ collection: 'product-categories', id: categoryId, overrideAccess: true })
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

  it('an editor sees the staff list (to assign leads) but changes only their own account; an admin sees all', async () => {
    const seenByEditor = await payload.find({ collection: 'users', user: editor, overrideAccess: false, limit: 100 })
    expect(seenByEditor.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([admin.id, editor.id]))
    await expectForbidden(payload.update({ collection: 'users', id: admin.id, data: { name: '改名' }, user: editor, overrideAccess: false }))
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
  it('read no content collection through Payload, drafts or not (the site reads through the data layer); staff read drafts', async () => {
    await payload.create({
      collection: 'products',
      data: { model: `DRF-${suffix}`, name: '草稿产品', category: categoryId, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const where = { model: { equals: `DRF-${suffix}` } }
    await expectForbidden(payload.find({ collection: 'products', where, overrideAccess: false }))
    await expectForbidden(payload.find({ collection: 'products', where, draft: true, overrideAccess: false }))
    await expectForbidden(payload.find({ collection: 'products', where, user: member, overrideAccess: false }))
    await expectForbidden(payload.find({ collection: 'media', overrideAccess: false }))
    await expectForbidden(payload.findGlobal({ slug: 'company-info', overrideAccess: false }))
    const staff = await payload.find({ collection: 'products', where, draft: true, user: editor, overrideAccess: false })
    expect(staff.totalDocs).toBe(1)
  })

  it('cannot read members, staff, leads or private files', async () => {
    for (const collection of ['members', 'users', 'activity-joins', 'applications', 'files'] as const) {
      await expectForbidden(payload.find({ collection, overrideAccess: false }))
    }
  })

  it('a disabled member cannot read even their own record with a token they still hold', async () => {
    await expectForbidden(payload.find({ collection: 'members', user: { ...member, status: 'disabled' }, overrideAccess: false }))
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

/** A request through Payload's real REST route at /cms-api, as the Next server hands it over. */
async function rest(method: 'POST' | 'PATCH', path: string, body: unknown, headers: Record<string, string> = {}) {
  const url = new URL(`/cms-api/${path}`, 'http://localhost:3000')
  const request = new Request(url, {
    method,
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-client-address': '198.51.100.20', ...headers },
    body: JSON.stringify(body),
  })
  const handler = method === 'POST' ? restPost : restPatch
  const response = await handler(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, text: await response.text(), cookies: response.headers.getSetCookie() }
}

describe('Payload’s own member auth routes', () => {
  it('refuse the public: no token, no reset mail, no renewal, no first member', async () => {
    const credentials = { username: member.username, password: 'member-pass-1' }
    // Refused before Payload reads them (src/app/(payload)/cms-api/rest-guard.ts); the endpoints themselves refuse too.
    const login = await rest('POST', 'members/login', credentials)
    expect(login.status).toBe(401)
    expect(login.cookies).toEqual([])
    expect(login.text).not.toMatch(/token/i)
    const { token } = await payload.login({ collection: 'members', data: credentials })
    const others: [string, unknown, Record<string, string>?][] = [
      ['members/forgot-password', { email: member.email }],
      ['members/reset-password', { token: 'x'.repeat(40), password: 'taken-over-1' }],
      ['members/refresh-token', {}, { authorization: `JWT ${token}` }],
      ['members/first-register', { username: `first_${suffix}`, email: `first-${suffix}@example.com`, password: 'first-pass-1' }],
      ['members/unlock', { username: member.username }],
    ]
    for (const [path, body, headers] of others) {
      const answer = await rest('POST', path, body, headers)
      expect([401, 403], path).toContain(answer.status)
      expect(answer.cookies, path).toEqual([])
    }
  })

  it('still serve staff: an admin signs in and unlocks a member', async () => {
    const login = await rest('POST', 'users/login', { email: admin.email, password: 'admin-pass-1' })
    expect(login.status).toBe(200)
    const token = (JSON.parse(login.text) as { token: string }).token
    const unlock = await rest('POST', 'members/unlock', { username: member.username }, { authorization: `JWT ${token}` })
    expect(unlock.status).toBe(200)
  })
})

describe('staff sessions', () => {
  it('cookies are Secure over HTTPS and not over plain HTTP', async () => {
    const plain = await rest('POST', 'users/login', { email: editor.email, password: 'editor-pass-1' })
    expect(plain.cookies.find((cookie) => cookie.startsWith('payload-token='))).not.toMatch(/Secure/i)
    const secure = await rest('POST', 'users/login', { email: editor.email, password: 'editor-pass-1' }, { 'x-forwarded-proto': 'https' })
    expect(secure.cookies.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/;\s*Secure/i)
  })

  it('a staff cookie counts only from the site’s own origin', async () => {
    const login = await rest('POST', 'users/login', { email: admin.email, password: 'admin-pass-1' })
    const cookie = login.cookies.find((item) => item.startsWith('payload-token='))?.split(';')[0] as string
    const forged = await rest('PATCH', `users/${editor.id}`, { name: '被改名' }, { cookie, origin: 'http://evil.example' })
    expect([401, 403]).toContain(forged.status)
    expect((await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).name).not.toBe('被改名')
    const own = await rest('PATCH', `users/${editor.id}`, { name: '编辑甲' }, { cookie, origin: 'http://localhost:3000' })
    expect(own.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).name).toBe('编辑甲')
  })

  it('logins refused for their credentials are limited per client address', async () => {
    const ip = { 'x-client-address': `198.51.100.${Math.floor(Math.random() * 200) + 30}` }
    await forget(payload, 'staffLoginFailuresPerIp', ip['x-client-address'])
    for (let attempt = 0; attempt < LIMITS.staffLoginFailuresPerIp.points; attempt += 1) {
      const wrong = await rest('POST', 'users/login', { email: `nobody-${attempt}-${suffix}@example.com`, password: 'wrong-pass-1' }, ip)
      expect(wrong.status).toBe(401)
    }
    const blocked = await rest('POST', 'users/login', { email: admin.email, password: 'admin-pass-1' }, ip)
    expect(blocked.status).toBe(429)
    expect(JSON.parse(blocked.text).errors[0].message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/)
    expect((await rest('POST', 'users/login', { email: admin.email, password: 'admin-pass-1' })).status).toBe(200)
  })

  it('the admin’s password-reset mail is limited per client address and per address asked for', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 30}`
    await forget(payload, 'mailPerIp', address)
    for (let attempt = 0; attempt < LIMITS.mailPerIp.points; attempt += 1) {
      expect((await rest('POST', 'users/forgot-password', { email: `nobody-${attempt}-${suffix}@example.com` }, { 'x-client-address': address })).status).toBe(200)
    }
    const blocked = await rest('POST', 'users/forgot-password', { email: `nobody-more-${suffix}@example.com` }, { 'x-client-address': address })
    expect(blocked.status).toBe(429)
    expect(JSON.parse(blocked.text).errors[0].message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/)

    const target = `flooded-${suffix}@example.com`
    const from = (index: number) => ({ 'x-client-address': `203.0.113.${index + 1}` })
    for (let index = 0; index < LIMITS.mailPerAddress.points; index += 1) {
      await forget(payload, 'mailPerIp', from(index)['x-client-address'])
      expect((await rest('POST', 'users/forgot-password', { email: target }, from(index))).status).toBe(200)
    }
    expect((await rest('POST', 'users/forgot-password', { email: target.toUpperCase() }, from(LIMITS.mailPerAddress.points))).status).toBe(429)
  })
})
