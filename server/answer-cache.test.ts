import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { announceContentExpired } from '../src/lib/content-expiry.mjs'
import { answerKey, createAnswerCache, mayBeCachedPage, mayBePublicRead, wantsFreshAnswer } from './answer-cache.mjs'

const request = (method: string, url: string, headers: Record<string, string> = {}) => Object.assign(new http.IncomingMessage(null as never), { method, url, headers })

/** An answer as Next leaves it at its end: status and headers set. */
function answer(headers: Record<string, string>, statusCode = 200) {
  const res = new http.ServerResponse(request('GET', '/'))
  res.statusCode = statusCode
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  return res
}
const cachedPage = () =>
  answer({
    'content-type': 'text/html; charset=utf-8',
    'x-nextjs-prerender': '1',
    'x-nextjs-cache': 'HIT',
    'cache-control': 's-maxage=31536000',
    'x-request-id': 'r1',
    'x-content-type-options': 'nosniff',
  })
const publicRead = () => answer({ 'content-type': 'application/json', 'cache-control': 'public, max-age=0, s-maxage=2', etag: '"e1"' })
const page = Buffer.from(`<html><body>${'产品'.repeat(2000)}</body></html>`)

describe('what may be answered from the cache', () => {
  it('pages: a GET of a screen, not a router request, a draft or the contract', () => {
    expect(mayBeCachedPage(request('GET', '/product?category=1'))).toBe(true)
    expect(mayBeCachedPage(request('POST', '/product'))).toBe(false)
    expect(mayBeCachedPage(request('GET', '/product', { rsc: '1' }))).toBe(false)
    expect(mayBeCachedPage(request('GET', '/product', { cookie: 'a=1; __prerender_bypass=x' }))).toBe(false)
    for (const url of ['/api/index/news', '/_next/static/x.js', '/admin', '/cms-api/media/file/a.png']) expect(mayBeCachedPage(request('GET', url)), url).toBe(false)
  })

  it('public reads: the public scope by GET, or by POST with a small body', () => {
    expect(mayBePublicRead(request('GET', '/api/index/config'))).toBe(true)
    expect(mayBePublicRead(request('POST', '/api/index/news', { 'content-length': '20' }))).toBe(true)
    expect(mayBePublicRead(request('POST', '/api/index/news', { 'content-length': String(64 * 1024) }))).toBe(false)
    expect(mayBePublicRead(request('POST', '/api/index/news', { 'transfer-encoding': 'chunked' }))).toBe(false)
    expect(mayBePublicRead(request('GET', '/api/member/user_info'))).toBe(false)
  })

  it('a hard reload asks past it; keys are the address, and a read’s headers and body', () => {
    expect(wantsFreshAnswer(request('GET', '/', { 'cache-control': 'no-cache' }))).toBe(true)
    expect(wantsFreshAnswer(request('GET', '/', { pragma: 'no-cache' }))).toBe(true)
    expect(wantsFreshAnswer(request('GET', '/'))).toBe(false)
    expect(answerKey(request('GET', '/news', { host: 'a' }), null)).toBe('a /news')
    const read = request('POST', '/api/index/news', { host: 'a', origin: 'https://a' })
    expect(answerKey(read, Buffer.from('{"page":1}'))).not.toBe(answerKey(read, Buffer.from('{"page":2}')))
    expect(answerKey(read, Buffer.from('{"page":1}'))).not.toBe(answerKey(request('POST', '/api/index/news', { host: 'a', origin: 'https://b' }), Buffer.from('{"page":1}')))
  })
})

describe('the answer cache', () => {
  it('keeps a fresh cached page and a public read, with their gzip copy and without the per-request headers', () => {
    const cache = createAnswerCache({ ttlMs: 1000, maxBytes: 1024 * 1024 })
    const kept = cache.keep('page', cachedPage(), page, cache.generation)
    expect(kept?.headers['x-nextjs-cache']).toBe('HIT')
    expect(kept?.headers['x-request-id']).toBeUndefined()
    expect(kept?.headers['x-content-type-options']).toBeUndefined()
    expect(gunzipSync(kept?.gzip as Buffer).equals(page)).toBe(true)
    expect(cache.get('page')).toBe(kept)
    expect(cache.keep('read', publicRead(), Buffer.from('{"code":1}'), cache.generation)?.gzip).toBeNull()
  })

  it('keeps nothing made for one caller: a page rendered now or being rendered again, a cookie, a private read, an error', () => {
    const cache = createAnswerCache({ ttlMs: 1000, maxBytes: 1024 * 1024 })
    const refused = [
      answer({ 'content-type': 'text/html', 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'MISS' }),
      answer({ 'content-type': 'text/html', 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'STALE' }),
      answer({ 'content-type': 'text/html', 'x-nextjs-prerender': '1', 'x-nextjs-cache': 'HIT', 'cache-control': 'private, no-store' }),
      answer({ 'content-type': 'text/html' }),
      answer({ 'content-type': 'application/json', 'cache-control': 'private, no-store' }),
      answer({ 'content-type': 'application/json', 'cache-control': 'public', 'set-cookie': 'token=x' }),
      answer({ 'content-type': 'application/json', 'cache-control': 'public' }, 500),
    ]
    for (const [index, res] of refused.entries()) expect(cache.keep(`k${index}`, res, page, cache.generation), String(index)).toBeNull()
  })

  it('forgets everything at a publish, and keeps nothing asked for before it', () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 })
    const before = cache.generation
    cache.keep('page', cachedPage(), page, before)
    announceContentExpired(['products'])
    expect(cache.get('page')).toBeUndefined()
    expect(cache.keep('page', cachedPage(), page, before)).toBeNull()
    expect(cache.keep('page', cachedPage(), page, cache.generation)).not.toBeNull()
  })

  it('lets an answer go when its time is up, and the least recently used when full', () => {
    let clock = 1000
    const cache = createAnswerCache({ ttlMs: 1000, maxBytes: 3 * page.length, now: () => clock })
    cache.keep('a', cachedPage(), page, cache.generation)
    clock += 999
    expect(cache.get('a')).toBeDefined()
    clock += 2
    expect(cache.get('a')).toBeUndefined()
    for (const key of ['b', 'c', 'd']) cache.keep(key, cachedPage(), page, cache.generation)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('d')).toBeDefined()
    expect(createAnswerCache({ ttlMs: 0, maxBytes: 1024 }).keep('a', cachedPage(), page, 0)).toBeNull()
  })
})
