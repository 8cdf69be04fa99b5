import type http from 'node:http'
import zlib from 'node:zlib'

import { describe, expect, it, onTestFinished, vi } from 'vitest'

import { announceContentExpired } from '../src/lib/content-expiry.mjs'
import { wantsFreshAnswer } from './answer-memory.mjs'
import { createPageMemory, mayBeCachedPage, pageKey } from './page-memory.mjs'

function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers } as unknown as http.IncomingMessage
}

function answer(status: number, headers: Record<string, string>) {
  const kept = new Map(Object.entries(headers))
  return {
    statusCode: status,
    hasHeader: (name: string) => kept.has(name),
    getHeader: (name: string) => kept.get(name),
    getHeaderNames: () => [...kept.keys()],
  } as unknown as http.ServerResponse
}

const cachedPage = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=31536000',
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': '1',
  etag: '"abc"',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'content-security-policy': "script-src 'sha256-x'",
  'accept-ch': 'Sec-CH-Prefers-Color-Scheme',
}
/** What the server set before Next answered, or sets for each sending: never remembered. */
const perRequest = {
  'x-request-id': 'r1',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=1',
  'content-length': '9',
  'content-encoding': 'gzip',
  date: 'now',
}
const facts = (body: Buffer) => ({ gzip: () => zlib.gzipSync(body) })

describe('the page memory', () => {
  it('takes only requests Next answers with the cached document', () => {
    expect(mayBeCachedPage(request('GET', '/'))).toBe(true)
    expect(mayBeCachedPage(request('GET', '/product?category=1&page=2', { cookie: 'token=abc; power-member=1' }))).toBe(true)
    expect(mayBeCachedPage(request('HEAD', '/'))).toBe(false)
    expect(mayBeCachedPage(request('POST', '/'))).toBe(false)
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'x-prerender-revalidate']) {
      expect(mayBeCachedPage(request('GET', '/product', { [name]: '1' }))).toBe(false)
    }
    expect(mayBeCachedPage(request('GET', '/news/1', { cookie: 'a=1; __prerender_bypass=secret' }))).toBe(false)
    for (const url of ['/api/index/config', '/_next/static/chunks/a.js', '/admin', '/admin/collections/products', '/cms-api/products']) {
      expect(mayBeCachedPage(request('GET', url))).toBe(false)
    }
    expect(mayBeCachedPage(request('GET', '/administration'))).toBe(true)
  })

  it('keys by host and address only', () => {
    expect(pageKey(request('GET', '/news/1', { host: 'a', cookie: 'token=1' }))).toBe(pageKey(request('GET', '/news/1', { host: 'a' })))
    const keys = [pageKey(request('GET', '/news/1', { host: 'a' })), pageKey(request('GET', '/news/1', { host: 'b' })), pageKey(request('GET', '/news/1?x=1', { host: 'a' }))]
    expect(new Set(keys).size).toBe(3)
  })

  it('remembers cached pages only, with their headers, and forgets them when content changes', () => {
    const memory = createPageMemory()
    const body = Buffer.from('<!doctype html><p>页面</p>')
    memory.remember('cached', answer(200, { ...cachedPage, ...perRequest }), body, facts(body), memory.generation)
    const rendered: Record<string, string> = { ...cachedPage }
    delete rendered['x-nextjs-prerender']
    memory.remember('rendered per request', answer(200, rendered), body, facts(body), memory.generation)
    memory.remember('private', answer(200, { ...cachedPage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }), body, facts(body), memory.generation)
    memory.remember('missing', answer(404, cachedPage), body, facts(body), memory.generation)
    memory.remember('cookie', answer(200, { ...cachedPage, 'set-cookie': 'token=x' }), body, facts(body), memory.generation)
    memory.remember('made now', answer(200, { ...cachedPage, 'x-nextjs-cache': 'MISS' }), body, facts(body), memory.generation)
    memory.remember('stale', answer(200, { ...cachedPage, 'x-nextjs-cache': 'STALE' }), body, facts(body), memory.generation)
    memory.remember('payload', answer(200, { ...cachedPage, 'content-type': 'text/x-component' }), body, facts(body), memory.generation)
    expect(memory.size).toBe(1)
    expect(memory.get('cached')?.headers).toEqual(cachedPage)
    expect(memory.get('cached')?.body).toBe(body)
    announceContentExpired(['news'])
    expect(memory.get('cached')).toBeUndefined()
    expect(memory.size).toBe(0)
  })

  it('keeps a page for its time only, and none with a time of 0', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const body = Buffer.from('<p>x</p>')
    const brief = createPageMemory({ ttlMs: 30 })
    brief.remember('page', answer(200, cachedPage), body, facts(body), brief.generation)
    expect(brief.get('page')).toBeDefined()
    vi.setSystemTime(Date.now() + 40)
    expect(brief.get('page')).toBeUndefined()
    const none = createPageMemory({ ttlMs: 0 })
    expect(none.enabled).toBe(false)
    none.remember('page', answer(200, cachedPage), body, facts(body), none.generation)
    expect(none.get('page')).toBeUndefined()
  })

  it('stays within its bounds whatever addresses visitors send', () => {
    const memory = createPageMemory({ maxEntries: 50, maxBytes: 64 * 1024 })
    const body = Buffer.alloc(4 * 1024)
    for (let n = 0; n < 20_000; n += 1) memory.remember(`/search?keyword=${n}`, answer(200, cachedPage), body, facts(body), memory.generation)
    // 16 bodies would fill 64 KB, with their keys it is 15.
    expect(memory.size).toBe(15)
    expect(memory.bytes).toBe(15 * (4 * 1024 + '/search?keyword=19999'.length))
    expect(memory.get('/search?keyword=19999')).toBeDefined()
    expect(memory.get('/search?keyword=0')).toBeUndefined()
  })
})

describe('a page asked for before a publish', () => {
  it('is not kept: it may show the content from before', () => {
    const memory = createPageMemory()
    const body = Buffer.from('<p>旧内容</p>')
    const asked = memory.generation
    announceContentExpired(['products'])
    memory.remember('page', answer(200, cachedPage), body, facts(body), asked)
    expect(memory.get('page')).toBeUndefined()
    memory.remember('page', answer(200, cachedPage), body, facts(body), memory.generation)
    expect(memory.get('page')).toBeDefined()
  })
})

describe('a hard reload', () => {
  it('asks for a fresh answer (Cache-Control or Pragma: no-cache); an ordinary reload does not', () => {
    expect(wantsFreshAnswer(request('GET', '/', { 'cache-control': 'no-cache' }))).toBe(true)
    expect(wantsFreshAnswer(request('GET', '/', { pragma: 'no-cache' }))).toBe(true)
    expect(wantsFreshAnswer(request('GET', '/', { 'cache-control': 'max-age=0' }))).toBe(false)
    expect(wantsFreshAnswer(request('GET', '/'))).toBe(false)
  })
})
