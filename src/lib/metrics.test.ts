import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compileTrust, settleClientAddress } from '../../server/client-address.mjs'
import { countCacheLookup, countExpiry, countNotification, mayReadMetrics, requestGroup, serveMetrics, watchAnswer } from './metrics.mjs'

/** The site's server in small: the believed client address, the answer watched, /metrics served. */
let origin = ''
const server = http.createServer((req, res) => {
  settleClientAddress(req, compileTrust('loopback'))
  watchAnswer(req, res)
  if (req.url === '/metrics') return void serveMetrics(req, res, compileTrust('loopback'))
  res.statusCode = req.url === '/missing' ? 404 : 200
  res.end('ok')
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const scrape = async (headers: Record<string, string> = {}) => fetch(`${origin}/metrics`, { headers })
/** The value of one series in the text format, 0 when absent. */
const valueOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  )

describe('GET /metrics', () => {
  it('names request groups, never paths', () => {
    expect(
      [
        '/',
        '/product/12?x=1',
        '/en/news/3',
        '/_next/static/chunks/a.js',
        '/_next/image?url=x',
        '/cms-api/media/file/a.jpg',
        '/cms-api/products',
        '/admin/collections',
        '/api/index/login',
        '/member',
        '/en/apply/training',
        '/healthz',
        '/metrics',
      ].map(requestGroup),
    ).toEqual(['page', 'page', 'page', 'static', 'image', 'file', 'cms-api', 'admin', 'api', 'member', 'member', 'health', 'metrics'])
  })

  it('counts each answer by group and status, with its time, in the Prometheus text format', async () => {
    const before = await (await scrape()).text()
    await fetch(`${origin}/product/1`)
    await fetch(`${origin}/missing`)
    const answer = await scrape()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    const text = await answer.text()
    expect(valueOf(text, 'site_http_requests_total{group="page",status="200"}') - valueOf(before, 'site_http_requests_total{group="page",status="200"}')).toBe(1)
    expect(valueOf(text, 'site_http_requests_total{group="page",status="404"}') - valueOf(before, 'site_http_requests_total{group="page",status="404"}')).toBe(1)
    expect(valueOf(text, 'site_http_request_duration_seconds_count{group="page"}') - valueOf(before, 'site_http_request_duration_seconds_count{group="page"}')).toBe(2)
    expect(text).toContain('# TYPE site_http_request_duration_seconds histogram')
    expect(text).toMatch(/^site_http_request_duration_seconds_bucket\{le="0.1",group="page"\} \d+$/m)
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) expect(text).toContain(`# TYPE ${name} gauge`)
  })

  it('counts cache lookups, expiries and notifications by their labels', async () => {
    const before = await (await scrape()).text()
    countCacheLookup('answer', true)
    countCacheLookup('page', false)
    countExpiry(['product:12', 'product:in:3', 'media:4'])
    countNotification('mail', true)
    countNotification('robot', false)
    const text = await (await scrape()).text()
    const moved = (series: string) => valueOf(text, series) - valueOf(before, series)
    expect(
      [
        'site_cache_lookups_total{layer="answer",result="hit"}',
        'site_cache_lookups_total{layer="page",result="miss"}',
        'site_content_changes_total',
        'site_content_expired_tags_total{kind="product"}',
        'site_content_expired_tags_total{kind="media"}',
        'site_notifications_total{channel="mail",result="sent"}',
        'site_notifications_total{channel="robot",result="failed"}',
      ].map(moved),
    ).toEqual([1, 1, 1, 2, 1, 1, 1])
  })

  it('is read by this machine, the proxy network, or a bearer of METRICS_TOKEN; refused to anyone else', async () => {
    // Through the proxy (loopback, trusted) for a client outside: refused, unless the token is right.
    const outside = { 'x-forwarded-for': '203.0.113.9' }
    expect((await scrape(outside)).status).toBe(403)
    const token = 'a-metrics-token-of-at-least-32-characters'
    process.env.METRICS_TOKEN = token
    try {
      expect((await scrape({ ...outside, authorization: `Bearer ${token}` })).status).toBe(200)
      expect((await scrape({ ...outside, authorization: `Bearer ${token}x` })).status).toBe(403)
      process.env.METRICS_TOKEN = 'short'
      expect((await scrape({ ...outside, authorization: 'Bearer short' })).status).toBe(403)
    } finally {
      delete process.env.METRICS_TOKEN
    }
    // A client on the proxy network TRUSTED_PROXIES names may read; a number of hops names no network.
    const request = (address: string) => ({ headers: { 'x-client-address': address } }) as unknown as http.IncomingMessage
    expect(mayReadMetrics(request('10.0.0.7'), compileTrust('10.0.0.0/8'))).toBe(false)
    process.env.TRUSTED_PROXIES = '10.0.0.0/8'
    try {
      expect(mayReadMetrics(request('10.0.0.7'), compileTrust('10.0.0.0/8'))).toBe(true)
      expect(mayReadMetrics(request('203.0.113.9'), compileTrust('10.0.0.0/8'))).toBe(false)
      process.env.TRUSTED_PROXIES = '1'
      expect(mayReadMetrics(request('203.0.113.9'), compileTrust('1'))).toBe(false)
    } finally {
      delete process.env.TRUSTED_PROXIES
    }
    expect(mayReadMetrics(request('::1'), compileTrust(''))).toBe(true)
  })
})
