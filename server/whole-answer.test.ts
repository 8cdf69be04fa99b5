import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bufferWholeAnswer } from './whole-answer.mjs'

let server: http.Server
let base = ''

beforeAll(async () => {
  const compress = compression({ threshold: 0 })
  server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      bufferWholeAnswer(
        res,
        (whole) => {
          res.setHeader('x-body-length', String(whole.bytes().length))
          res.setHeader('x-as-text', whole.text === null ? 'no' : String(Buffer.byteLength(whole.text)))
        },
        // As the site's server asks for a contract call: every JSON answer held.
        { json: req.url === '/contract-json' },
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
      } else if (req.url === '/cached-page') {
        // As Next sends a cached page: the whole document as one string.
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end('<html><body><p>缓存的页面</p></body></html>')
      } else if (req.url === '/public-json') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=0, s-maxage=60' })
        res.write('{"a":')
        res.end('1}')
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, no-store' })
        res.write('{"a":')
        res.end('1}')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('an answer held until complete', () => {
  it('gets headers computed from the whole body, and is still compressed', async () => {
    const { headers, body } = await get('/html', { 'accept-encoding': 'gzip' })
    const html = '<html><body><p>第一段</p></body></html>'
    expect(headers['x-body-length']).toBe(String(Buffer.byteLength(html)))
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString('utf8')).toBe(html)
    expect(headers['x-as-text']).toBe('no')
  })

  it('hands over an answer written as one string as that text, so it can be recognised without encoding it', async () => {
    const { headers, body } = await get('/cached-page', { 'accept-encoding': 'gzip' })
    const html = '<html><body><p>缓存的页面</p></body></html>'
    expect(headers['x-as-text']).toBe(String(Buffer.byteLength(html)))
    expect(headers['x-body-length']).toBe(String(Buffer.byteLength(html)))
    expect(gunzipSync(body).toString('utf8')).toBe(html)
  })

  it('is sent whole without compression when the client takes none', async () => {
    const { headers, body } = await get('/html')
    expect(headers['content-length']).toBe(String(body.length))
    expect(body.toString('utf8')).toContain('第一段')
  })

  it('holds a public JSON answer too: the same bytes for every visitor', async () => {
    const { headers, body } = await get('/public-json')
    expect(headers['x-body-length']).toBe('7')
    expect(body.toString()).toBe('{"a":1}')
  })

  it('leaves other answers alone', async () => {
    const { headers, body } = await get('/json')
    expect(headers['x-body-length']).toBeUndefined()
    expect(headers['transfer-encoding']).toBe('chunked')
    expect(body.toString()).toBe('{"a":1}')
  })

  it("holds a contract call's private JSON when asked, and sends it with its length", async () => {
    const { headers, body } = await get('/contract-json')
    expect(headers['x-body-length']).toBe('7')
    expect(headers['content-length']).toBe('7')
    expect(headers['transfer-encoding']).toBeUndefined()
    expect(body.toString()).toBe('{"a":1}')
  })
})
