import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as restGet, POST as restPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { MAX_LIST_LIMIT, TimeBudgetSpent, withinTimeBudget } from '@/lib/read-bounds'
import type { User } from '@/payload-types'

import { testPayload } from '../setup/payload'

const suffix = Date.now().toString(36)
const asSystem = { overrideAccess: true } as const

let payload: Payload
let staffToken: string
let staff: User
let memberToken: string

type Answer = { status: number; body: unknown; text: string; headers: Headers }

/** A request through Payload's real REST route at /cms-api, as the Next server hands it over. */
async function rest(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const url = new URL(`/cms-api/${path}`, 'http://localhost:3000')
  const headers: Record<string, string> = { host: 'localhost:3000', 'x-client-address': '198.51.100.61' }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const handler = method === 'GET' ? restGet : restPost
  // The route's own catch-all segments, as Next decodes them from the path.
  const slug = url.pathname
    .split('/')
    .slice(2)
    .map((segment) => decodeURIComponent(segment))
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, text, headers: response.headers }
}

const message = (answer: Answer) => (answer.body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message ?? ''

/** The deepest nesting of populated documents (objects with an id and a createdAt) in a value. */
function documentDepth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(documentDepth))
  if (!value || typeof value !== 'object') return 0
  const record = value as Record<string, unknown>
  const below = Math.max(0, ...Object.values(record).map(documentDepth))
  return 'id' in record && 'createdAt' in record ? below + 1 : below
}

beforeAll(async () => {
  payload = await testPayload()
  const email = `rest-guard-${suffix}@example.com`
  staff = {
    ...(await payload.create({ collection: 'users', data: { email, password: 'editor-pass-1', role: 'editor', name: '接口测试' }, ...asSystem })),
    collection: 'users',
  } as User
  staffToken = (await payload.login({ collection: 'users', data: { email, password: 'editor-pass-1' } })).token!
  const username = `rest_${suffix}`
  await payload.create({ collection: 'members', data: { username, email: `${username}@example.com`, password: 'member-pass-1', name: '会员', status: 'active' }, ...asSystem })
  memberToken = (await payload.login({ collection: 'members', data: { username, password: 'member-pass-1' } as never })).token!
})

describe('Payload REST for visitors and members', () => {
  const collectionReads = [
    'products?limit=100000&depth=100',
    'products?limit=5&depth=6',
    'products/1',
    'products/count',
    'products/versions',
    'products?draft=true&locale=*',
    'news?where[title][like]=电源&sort=content',
    'media?limit=0',
    'downloads?depth=10',
    'globals/company-info?depth=10',
    'globals/site-config',
    'members',
    'users',
    'payload-jobs',
    'audit-logs',
  ]

  it('refuse every collection and global read, whatever its depth or limit, with a message', async () => {
    for (const token of [undefined, memberToken]) {
      for (const path of collectionReads) {
        const answer = await rest('GET', path, { token })
        expect(answer.status, `${path} ${token ? 'as a member' : 'anonymous'}`).toBe(token ? 403 : 401)
        expect(message(answer)).toContain('仅供后台员工使用')
      }
    }
  })

  it('serve the uploaded images the site links to; a missing or crafted file name is a 404, a private file stays closed', async () => {
    const image = (await payload.find({ collection: 'media', where: { mimeType: { contains: 'image' } }, limit: 1, ...asSystem })).docs[0]
    expect(image?.filename).toBeTruthy()
    const served = await rest('GET', `media/file/${encodeURIComponent(image.filename!)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
    for (const name of ['nope-not-here.png', '..%2ffiles%2fx.pdf', '..%252ffiles%252fx.pdf', 'a%2fb.png', '.hidden']) {
      const answer = await rest('GET', `media/file/${name}`)
      expect(answer.status, name).toBe(404)
      expect(message(answer)).toBe('文件不存在')
    }
    const file = (await payload.find({ collection: 'files', limit: 1, ...asSystem })).docs[0]
    expect(file?.filename).toBeTruthy()
    expect((await rest('GET', `files/file/${encodeURIComponent(file.filename!)}`)).status).toBe(403)
  })

  it('leave the admin’s sign-in routes open', async () => {
    const me = await rest('GET', 'users/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ user: null })
    const wrong = await rest('POST', 'users/login', { body: { email: `nobody-${suffix}@example.com`, password: 'wrong-password' } })
    expect(wrong.status).toBe(401)
  })
})

describe('Payload REST for staff', () => {
  it(`returns at most ${MAX_LIST_LIMIT} documents a read, populated at most two levels deep, a product’s related products as ids`, async () => {
    const seeded = (await payload.count({ collection: 'products', ...asSystem })).totalDocs
    expect(seeded).toBeGreaterThan(0)
    for (const limit of ['100000', '0', '-5']) {
      const answer = await rest('GET', `products?limit=${limit}&depth=100`, { token: staffToken })
      expect(answer.status, limit).toBe(200)
      const body = answer.body as { docs: Record<string, unknown>[]; limit: number }
      expect(body.limit).toBe(MAX_LIST_LIMIT)
      expect(body.docs.length).toBe(Math.min(seeded, MAX_LIST_LIMIT))
      expect(documentDepth(body.docs)).toBeLessThanOrEqual(3)
      const withRelated = body.docs.filter((doc) => Array.isArray(doc.related) && doc.related.length > 0)
      expect(withRelated.length).toBeGreaterThan(0)
      for (const doc of withRelated) expect((doc.related as unknown[]).every((item) => typeof item === 'number')).toBe(true)
    }
    const one = await rest('GET', 'products?limit=1&depth=100', { token: staffToken })
    expect((one.body as { docs: unknown[] }).docs).toHaveLength(1)
  })

  it(`returns at most ${MAX_LIST_LIMIT} documents to an admin list read too, unless it is a streamed export`, async () => {
    const all = (await payload.count({ collection: 'activity-joins', ...asSystem })).totalDocs
    expect(all).toBeGreaterThan(MAX_LIST_LIMIT)
    for (const limit of [0, -1, 100_000]) {
      const listed = await payload.find({ collection: 'activity-joins', user: staff, overrideAccess: false, limit, depth: 0 })
      expect(listed.docs.length, String(limit)).toBe(MAX_LIST_LIMIT)
    }
    const unpaged = await payload.find({ collection: 'activity-joins', user: staff, overrideAccess: false, pagination: false, depth: 0 })
    expect(unpaged.docs.length).toBe(MAX_LIST_LIMIT)
    const exported = await payload.find({ collection: 'activity-joins', user: staff, overrideAccess: false, limit: 0, depth: 0, context: { streamedExport: true } })
    expect(exported.docs.length).toBe(all)
    // The site's own reads are bounded where they are written.
    expect((await payload.find({ collection: 'activity-joins', limit: 0, depth: 0, ...asSystem })).docs.length).toBe(all)
  })

  it('answers malformed ids and queries with 400 or 404, never 500', async () => {
    const paths = [
      'products/2147483648',
      'products/99999999999999999999',
      'products/abc',
      'products/-1',
      'products?where[id][equals]=2147483648',
      'products?where[id][equals]=abc',
      'products?where[id][in]=1,2147483648',
      'products?where[category][equals]=99999999999',
      'products?depth=abc&limit=abc&page=-1',
      'products?page=99999999999',
      'products?sort=no_such_field',
      'news?where[title][like]=%25%25%25&locale=*',
      'media/file/nope-not-here.png',
    ]
    for (const path of paths) {
      const answer = await rest('GET', path, { token: staffToken })
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
      if (answer.status >= 400) expect([400, 404], path).toContain(answer.status)
    }
    // An id that cannot name a document is not found before any query is made (src/collections/document-id-hooks.ts).
    for (const path of ['products/abc', 'products/-1', 'products/0', 'products/2147483648', 'products/99999999999999999999', 'news/1.5', 'media/abc']) {
      const answer = await rest('GET', path, { token: staffToken })
      expect(answer.status, path).toBe(404)
    }
  })
})

describe('time budgets', () => {
  it('answer a read the moment its budget is spent, and stop its work at the next document it reads', async () => {
    let stoppedWith: unknown
    const answer = await withinTimeBudget(
      1,
      async () => {
        // A read that keeps going: many pages, each populated.
        try {
          for (let page = 1; page < 1000; page += 1) await payload.find({ collection: 'products', page, limit: 5, depth: 2, ...asSystem })
          return 'finished'
        } catch (error) {
          stoppedWith = error
          throw error
        }
      },
      () => 'spent',
    )
    expect(answer).toBe('spent')
    await vi.waitFor(() => expect(stoppedWith).toBeInstanceOf(TimeBudgetSpent), { timeout: 5000 })
  })

  it('leave work outside a budget alone', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 5, depth: 2, ...asSystem })
    expect(docs.length).toBe(5)
    await expect(
      withinTimeBudget(
        60_000,
        async () => (await payload.find({ collection: 'products', limit: 1, depth: 0, ...asSystem })).docs.length,
        () => -1,
      ),
    ).resolves.toBe(1)
  })
})
