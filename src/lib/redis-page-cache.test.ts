import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { nextHandlerFs, nextMemoryCache } from './framework-ties.mjs'
import { logger } from './logger.mjs'
import { createRedisPageCache } from './redis-page-cache.mjs'

// Drives the shared handler as Next does (get/set/revalidateTag with Next's
// contexts), on the real Redis of TEST_REDIS_URL. Two handler classes with
// their own connections stand for two instances; since both run in this
// process, the test empties Next's in-memory LRU where the second instance
// would not hold the entry. It runs only where Redis does (vitest.config.ts).
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const MEMORY_BYTES = 8 * 1024 * 1024
const prefix = `page-cache-test-${process.pid}-${Date.now().toString(36)}:`
const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-test-'))

type Handler = {
  get(key: string, ctx: object): Promise<{ value: Record<string, unknown> | null; lastModified: number; cacheControl?: object } | null>
  set(key: string, data: object | null, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type HandlerClass = (new (context: object) => Handler) & { client: Redis }

const context = { fs: nextHandlerFs, serverDistDir, maxMemoryCacheSize: MEMORY_BYTES, revalidatedTags: [], _requestHeaders: {}, dev: false }
const classes: HandlerClass[] = []

function instance(options: { maxBytes?: number; url?: string } = {}): Handler {
  const Class = createRedisPageCache({ url: options.url ?? redisUrl, prefix, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 }) as unknown as HandlerClass
  classes.push(Class)
  return new Class(context)
}

/** What a process that never held the entry sees: nothing in memory. */
function forgetLocalCopies() {
  const memory = nextMemoryCache(MEMORY_BYTES)
  for (const [key] of [...memory]) memory.remove(key)
}

const pageContext = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false }
function page(html: string, tags: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  }
}
const pageSet = { cacheControl: { revalidate: 300, expire: 31536000 } }
let keyNumber = 0
const pageKey = () => `/route-cache/app-page/0123abcd/$/zh/product-${++keyNumber}`

let admin: Redis
let readyA: Handler
let readyB: Handler

async function untilReady(...handlers: Handler[]) {
  for (const handler of handlers) {
    const { client } = handler.constructor as HandlerClass
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
  }
}

describe('the page cache shared through Redis', () => {
  beforeAll(async () => {
    admin = new Redis(redisUrl)
    readyA = instance()
    readyB = instance()
    await untilReady(readyA, readyB)
  })

  afterAll(async () => {
    const stale = await admin.keys(`${prefix}*`)
    if (stale.length > 0) await admin.del(...stale)
    for (const Class of classes) Class.client.disconnect()
    await admin.quit()
    fs.rmSync(serverDistDir, { recursive: true, force: true })
  })

  it('serves a page rendered by one instance from another, with its lifetime', async () => {
    const key = pageKey()
    await readyA.set(key, page('<p>旧名称</p>', 'products,_N_T_/layout'), pageSet)
    forgetLocalCopies()
    const seen = await readyB.get(key, pageContext)
    expect(seen?.value?.html).toBe('<p>旧名称</p>')
    expect(Buffer.isBuffer(seen?.value?.rscData)).toBe(true)
    expect((seen?.value?.segmentData as Map<string, Buffer>).get('/_tree')?.toString()).toBe('tree')
    // Next would revalidate an entry without its lifetime after 1 s on an instance that did not render it.
    expect(seen?.cacheControl).toEqual(pageSet.cacheControl)
  })

  it('misses on every instance once a tag of the page is revalidated on one', async () => {
    const key = pageKey()
    await readyA.set(key, page('<p>旧名称</p>', 'products,_N_T_/layout'), pageSet)
    forgetLocalCopies()
    expect(await readyB.get(key, pageContext)).not.toBeNull()
    // B now holds its own copy in memory; only the tag's timestamp in Redis can expire it.
    // eslint-disable-next-line no-restricted-syntax -- a tag's millisecond timestamp must be later than the entry's
    await new Promise((resolve) => setTimeout(resolve, 2))
    await readyA.revalidateTag('products', { expire: 0 })
    expect(await readyB.get(key, pageContext)).toBeNull()
    expect(await readyA.get(key, pageContext)).toBeNull()
    // A renders it again; B takes the new copy instead of rendering too.
    await readyA.set(key, page('<p>新名称</p>', 'products,_N_T_/layout'), pageSet)
    forgetLocalCopies()
    expect((await readyB.get(key, pageContext))?.value?.html).toBe('<p>新名称</p>')
  })

  it('expires a cached read by its tags and by the soft tags of the page that reads it', async () => {
    const key = 'a1b2c3-content-news'
    const read = { kind: 'FETCH', data: { headers: {}, body: '{"title":"旧"}', url: '', status: 200 }, revalidate: 300, tags: ['news'] }
    const getContext = { kind: 'FETCH', revalidate: 300, tags: ['news'], softTags: ['_N_T_/zh/news'] }
    await readyA.set(key, read, { fetchCache: true, tags: ['news'] })
    forgetLocalCopies()
    expect((await readyB.get(key, getContext))?.value?.data).toEqual(read.data)
    // eslint-disable-next-line no-restricted-syntax -- a tag's millisecond timestamp must be later than the entry's
    await new Promise((resolve) => setTimeout(resolve, 2))
    await readyA.revalidateTag(['_N_T_/zh/news'])
    expect(await readyB.get(key, getContext)).toBeNull()
    await readyA.set(key, read, { fetchCache: true, tags: ['news'] })
    // eslint-disable-next-line no-restricted-syntax -- a tag's millisecond timestamp must be later than the entry's
    await new Promise((resolve) => setTimeout(resolve, 2))
    await readyB.revalidateTag('news')
    expect(await readyA.get(key, getContext)).toBeNull()
  })

  it('works the same across processes: another process serves the entry, then drops its own copy when a tag expires', async () => {
    // The other instance: a process of its own with its own memory, driven over IPC.
    const driver = path.join(serverDistDir, 'other-instance.mjs')
    fs.writeFileSync(
      driver,
      `import { nextHandlerFs } from ${JSON.stringify(path.resolve('src/lib/framework-ties.mjs'))}
import { createRedisPageCache } from ${JSON.stringify(path.resolve('src/lib/redis-page-cache.mjs'))}
const Handler = createRedisPageCache({ url: process.env.URL, prefix: process.env.PREFIX, maxBytes: 1 << 26 })
const handler = new Handler({ fs: nextHandlerFs, serverDistDir: process.env.DIST, maxMemoryCacheSize: 1 << 23, revalidatedTags: [] })
Handler.client.once('ready', () => process.send('ready'))
process.on('message', async ({ key, ctx }) => {
  const entry = await handler.get(key, ctx)
  process.send(entry ? entry.value.html : null)
  if (!key) process.exit(0)
})
`,
    )
    const other = fork(driver, [], { cwd: process.cwd(), env: { ...process.env, URL: redisUrl, PREFIX: prefix, DIST: serverDistDir } })
    const next = () => new Promise((resolve) => other.once('message', resolve))
    const ask = (key: string) => (other.send({ key, ctx: pageContext }), next())
    try {
      await next()
      const key = pageKey()
      await readyA.set(key, page('<p>进程甲</p>', 'news,_N_T_/layout'), pageSet)
      expect(await ask(key)).toBe('<p>进程甲</p>')
      expect(await ask(key)).toBe('<p>进程甲</p>')
      // eslint-disable-next-line no-restricted-syntax -- a tag's millisecond timestamp must be later than the entry's
      await new Promise((resolve) => setTimeout(resolve, 2))
      await readyA.revalidateTag('news', { expire: 0 })
      expect(await ask(key)).toBeNull()
    } finally {
      other.kill()
    }
  }, 20_000)

  it('keeps an entry in Redis for twice its revalidate time', async () => {
    const key = pageKey()
    await readyA.set(key, page('<p>短</p>', 'activities'), { cacheControl: { revalidate: 1 } })
    const ttl = await admin.pttl(`${prefix}next:e:no-build:${key}`)
    expect(ttl).toBeGreaterThan(1000)
    expect(ttl).toBeLessThanOrEqual(2000)
    // Redis's clock cannot be moved: the entry's expiry is brought to now instead of waited for.
    await admin.pexpireat(`${prefix}next:e:no-build:${key}`, Date.now() - 1)
    forgetLocalCopies()
    expect(await readyB.get(key, pageContext)).toBeNull()
    expect(await admin.exists(`${prefix}next:e:no-build:${key}`)).toBe(0)
  })

  it('keeps all entries within the budget, dropping those closest to expiry first', async () => {
    const budget = 64 * 1024
    const small = instance({ maxBytes: budget })
    await untilReady(small)
    const keys = Array.from({ length: 30 }, () => pageKey())
    for (const key of keys) await small.set(key, page('页'.repeat(4000), 'products'), pageSet)
    const total = Number(await admin.get(`${prefix}next:bytes`))
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(budget)
    const kept = await Promise.all(keys.map((key) => admin.exists(`${prefix}next:e:no-build:${key}`)))
    expect(kept.filter(Boolean).length).toBeLessThan(keys.length / 2)
    expect(kept.at(-1)).toBe(1)
    expect(kept[0]).toBe(0)
    // The bookkeeping holds only what is stored.
    const sizes = await admin.hgetall(`${prefix}next:sizes`)
    expect(Object.keys(sizes).length).toBe(await admin.zcard(`${prefix}next:index`))
    expect(Object.values(sizes).reduce((sum, size) => sum + Number(size), 0)).toBe(total)
    // An entry larger than the whole budget is not stored at all.
    const huge = pageKey()
    await small.set(huge, page('大'.repeat(budget), 'products'), pageSet)
    expect(await admin.exists(`${prefix}next:e:no-build:${huge}`)).toBe(0)
  })

  it('renders without the shared cache, with a warning, when Redis does not answer', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    try {
      const down = instance({ url: 'redis://127.0.0.1:1' })
      // eslint-disable-next-line no-restricted-syntax -- ioredis gives up connecting to a closed port on its own timer; the test then sees the fallback
      await new Promise((resolve) => setTimeout(resolve, 200))
      const key = pageKey()
      await down.set(key, page('<p>无缓存</p>', 'products'), pageSet)
      // The copy in memory cannot be checked against the tags: render instead of risking an expired page.
      expect(await down.get(key, pageContext)).toBeNull()
      await down.revalidateTag('products', { expire: 0 })
      expect(warn.mock.calls.some((args) => args.some((arg) => String(arg).includes('shared page cache: Redis failed')))).toBe(true)
    } finally {
      warn.mockRestore()
    }
  })
})
