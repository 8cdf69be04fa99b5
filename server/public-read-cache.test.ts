import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { announceContentExpired } from '../src/lib/content-expiry.mjs'
import { createPublicReadCache, mayBePublicRead, readSmallBody, withBody } from './public-read-cache.mjs'

/** A server whose handler reads the body, then hands the request on to one that reads it as Next does (a web Request). */
let server: http.Server
let origin = ''
const seen: { peeked: string | null; read: string }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // The site's server starts a request a turn after it arrived (request-turns.mjs), when a small body is parsed already.
    const start = req.url?.endsWith('?later') ? (read: () => void) => setImmediate(read) : (read: () => void) => read()
    start(() =>
      readSmallBody(req, async (body) => {
        const again = withBody(req, body ?? Buffer.alloc(0))
        const hasBody = again.method === 'POST'
        const read = await new Request('http://n/', { method: again.method, body: hasBody ? (again as never) : null, duplex: 'half' } as RequestInit).text()
        seen.push({ peeked: body && body.toString('utf8'), read })
        res.end('ok')
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function post(body: string, init: RequestInit = {}) {
  return fetch(`${origin}/api/index/news`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, ...init })
}

describe('readSmallBody and withBody', () => {
  it('hands the handler after it the whole body it read, small or split over many packets', async () => {
    seen.length = 0
    const small = JSON.stringify({ page: 2, size: 3 })
    await post(small)
    const large = JSON.stringify({ keyword: '电源'.repeat(1300) })
    await post(large)
    // Sent in pieces, the body arrives over several reads.
    const streamed = await new Promise<string>((resolve, reject) => {
      const sending = http.request(`${origin}/api/index/news`, { method: 'POST', headers: { 'content-length': Buffer.byteLength(large) } }, (res) => {
        res.resume()
        res.on('end', () => resolve('done'))
      })
      sending.on('error', reject)
      const bytes = Buffer.from(large)
      const send = (at: number) => {
        if (at >= bytes.length) return void sending.end()
        sending.write(bytes.subarray(at, at + 500))
        setTimeout(() => send(at + 500), 2)
      }
      send(0)
    })
    expect(streamed).toBe('done')
    expect(seen).toEqual([
      { peeked: small, read: small },
      { peeked: large, read: large },
      { peeked: large, read: large },
    ])
  })

  it('takes a body parsed before the handler reads it, as the site starts requests a turn later', async () => {
    seen.length = 0
    const small = JSON.stringify({ page: 1, size: 4, keyword: '电源' })
    const response = await fetch(`${origin}/api/index/news?later`, { method: 'POST', body: small, headers: { 'content-type': 'application/json' } })
    expect(await response.text()).toBe('ok')
    expect(seen).toEqual([{ peeked: small, read: small }])
  })

  it('gives GET an empty body', async () => {
    seen.length = 0
    await fetch(`${origin}/api/index/config`)
    expect(seen).toEqual([{ peeked: '', read: '' }])
  })
})

function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers } as unknown as http.IncomingMessage
}

function answer(status: number, headers: Record<string, string>) {
  const kept = new Map(Object.entries(headers))
  return { statusCode: status, hasHeader: (name: string) => kept.has(name), getHeader: (name: string) => kept.get(name) } as unknown as http.ServerResponse
}

const publicJson = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=2', etag: 'W/"a"', vary: 'Accept-Encoding' }
const facts = (body: Buffer) => ({ gzip: () => zlib.gzipSync(body) })

describe('the public read cache', () => {
  it('takes only small reads of the public scope', () => {
    expect(mayBePublicRead(request('GET', '/api/index/config'))).toBe(true)
    expect(mayBePublicRead(request('POST', '/api/index/news', { 'content-length': '20' }))).toBe(true)
    expect(mayBePublicRead(request('POST', '/api/index/news', { 'content-length': String(64 * 1024) }))).toBe(false)
    expect(mayBePublicRead(request('POST', '/api/index/news', { 'transfer-encoding': 'chunked' }))).toBe(false)
    expect(mayBePublicRead(request('GET', '/api/member/user_info'))).toBe(false)
    expect(mayBePublicRead(request('HEAD', '/api/index/config'))).toBe(false)
    expect(mayBePublicRead(request('GET', '/product'))).toBe(false)
  })

  it('keys by method, address, body and every header the contract reads', () => {
    const cache = createPublicReadCache()
    const body = Buffer.from('{"page":1}')
    const base = cache.key(request('POST', '/api/index/news', { host: 'a' }), body)
    expect(cache.key(request('POST', '/api/index/news', { host: 'a' }), body)).toBe(base)
    const others = [
      cache.key(request('GET', '/api/index/news', { host: 'a' }), body),
      cache.key(request('POST', '/api/index/news?lang=en', { host: 'a' }), body),
      cache.key(request('POST', '/api/index/news', { host: 'a' }), Buffer.from('{"page":2}')),
      cache.key(request('POST', '/api/index/news', { host: 'a', origin: 'https://elsewhere.example' }), body),
      cache.key(request('POST', '/api/index/news', { host: 'a', 'sec-fetch-site': 'cross-site' }), body),
      cache.key(request('POST', '/api/index/news', { host: 'b' }), body),
      cache.key(request('POST', '/api/index/news', { host: 'a', 'content-type': 'text/plain' }), body),
    ]
    expect(new Set([base, ...others]).size).toBe(others.length + 1)
  })

  it('remembers public JSON answers only, and forgets them when they expire or content changes', () => {
    const cache = createPublicReadCache()
    const body = Buffer.from('{"code":1}')
    cache.remember('public', answer(200, publicJson), body, facts(body), cache.generation)
    cache.remember('private', answer(200, { ...publicJson, 'cache-control': 'private, no-store' }), body, facts(body), cache.generation)
    cache.remember('refused', answer(403, publicJson), body, facts(body), cache.generation)
    cache.remember('cookie', answer(200, { ...publicJson, 'set-cookie': 'token=x' }), body, facts(body), cache.generation)
    cache.remember('html', answer(200, { ...publicJson, 'content-type': 'text/html' }), body, facts(body), cache.generation)
    expect(cache.size).toBe(1)
    expect(cache.get('public')?.headers).toEqual(publicJson)
    announceContentExpired(['products'])
    expect(cache.get('public')).toBeUndefined()

    const brief = createPublicReadCache({ ttlMs: 0 })
    brief.remember('public', answer(200, publicJson), body, facts(body), brief.generation)
    expect(brief.get('public')).toBeUndefined()
  })

  it('stays within its entry and byte limits, dropping the oldest first', () => {
    const cache = createPublicReadCache({ maxEntries: 3, maxBytes: 1000 })
    const body = Buffer.alloc(100)
    for (const key of ['a', 'b', 'c', 'd']) cache.remember(key, answer(200, publicJson), body, facts(body), cache.generation)
    expect(cache.size).toBe(3)
    expect(cache.get('a')).toBeUndefined()
    // With the keys, 'large' and 'd' fill 996 bytes of the 1,000.
    cache.remember('large', answer(200, publicJson), Buffer.alloc(890), facts(body), cache.generation)
    expect(cache.size).toBe(2)
    expect(cache.get('large')).toBeDefined()
    expect(cache.get('d')).toBeDefined()
  })

  it("counts its keys towards the byte limit: a read's key holds its body", () => {
    const cache = createPublicReadCache({ maxEntries: 10, maxBytes: 1000 })
    const body = Buffer.alloc(100)
    const keyOf = (page: number) => cache.key(request('POST', '/api/index/news', { host: 'a' }), Buffer.from(JSON.stringify({ page, keyword: 'x'.repeat(400) })))
    cache.remember(keyOf(1), answer(200, publicJson), body, facts(body), cache.generation)
    cache.remember(keyOf(2), answer(200, publicJson), body, facts(body), cache.generation)
    expect(cache.size).toBe(1)
    expect(cache.get(keyOf(1))).toBeUndefined()
    expect(cache.get(keyOf(2))).toBeDefined()
  })
})
