import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { holdWholeAnswer } from './whole-answer.mjs'

let server: http.Server
let base = ''

beforeAll(async () => {
  const compress = compression({ threshold: 0 })
  server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      // As the site's server holds a document: HTML answers only; the body is replaced by what beforeSend returns.
      holdWholeAnswer(
        res,
        (head) => String(head.getHeader('content-type') ?? '').startsWith('text/html'),
        (body) => {
          res.setHeader('x-body-length', String(body.length))
          return Buffer.from(body.toString('utf8').replace('第一段', '第一段（已看过）'), 'utf8')
        },
      )
      if (req.url === '/html') {
        // As Next streams a page: headers, an early flush, then chunks.
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.flushHeaders()
        res.write('<html><body>')
        setTimeout(() => {
          res.write(Buffer.from('<p>第一段</p>'))
          res.end('</body></html>')
        }, 20)
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, no-store' })
        res.write('{"a":')
        setTimeout(() => res.end('1}'), 20)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The answer, and its body as it arrived: the chunks, and whether the head came before the body was complete. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; chunks: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), chunks: chunks.length }))
      })
      .on('error', reject)
  })
}

describe('holding an answer whole', () => {
  it('holds a document until it is complete, sends what beforeSend made of it with its length, and compression still applies', async () => {
    const plain = await get('/html')
    expect(plain.headers['x-body-length']).toBe(String(Buffer.byteLength('<html><body><p>第一段</p></body></html>')))
    expect(plain.body.toString('utf8')).toBe('<html><body><p>第一段（已看过）</p></body></html>')
    expect(plain.headers['content-length']).toBe(String(plain.body.length))
    const gzipped = await get('/html', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(plain.body.toString('utf8'))
  })

  it('lets every other answer stream through untouched', async () => {
    const json = await get('/json')
    expect(json.headers['x-body-length']).toBeUndefined()
    expect(json.headers['transfer-encoding']).toBe('chunked')
    expect(json.body.toString('utf8')).toBe('{"a":1}')
  })
})
