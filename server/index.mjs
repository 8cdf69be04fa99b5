// The site's HTTP server: Next's request handler behind a thin layer that
// decides what Next cannot see or cannot know under `next start`
// (docs/decisions/0011-own-server.md):
//   - the client address, believed only from the socket or a trusted proxy;
//   - a malformed URL, answered 400 before routing;
//   - the security headers, and each HTML document's script hashes;
//   - the 404 message in the HTML of a 404 (server/not-found-body.mjs);
//   - compression, after the document's policy is computed.
// Usage: node server/index.mjs [-p PORT] [-H HOST] [--dev]
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import compression from 'compression'
import next from 'next'

import { compileTrust, settleClientAddress } from './client-address.mjs'
import { allowedScriptHashes, createPolicyMemo, documentPolicy } from './content-security-policy.mjs'
import { bufferHtml } from './html-buffer.mjs'
import { withMissingPath } from './not-found-body.mjs'
import { setSecurityHeaders } from './security-headers.mjs'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean', default: false },
  },
})
const dev = options.dev
const port = Number(options.port || process.env.PORT || 3000)
const hostname = options.hostname || process.env.HOSTNAME || undefined
const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

const app = next({ dev, dir, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
const trust = compileTrust(process.env.TRUSTED_PROXIES)
const compress = compression()
const policyFor = createPolicyMemo()

// Screens rendered per request (member screens, applications, the admin): Next puts a
// per-request nonce on every script it writes, React's streaming runtime included.
const PER_REQUEST_SCREENS = /^\/(?:admin|member|apply|sign-up)(?:[/?]|$)/

/** @param {string | undefined} url */
function isWellFormed(url) {
  const pathname = (url ?? '/').split('?')[0]
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function badRequest(req, res) {
  res.statusCode = 400
  if ((req.url ?? '').startsWith('/api/')) {
    res.setHeader('content-type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ code: 0, msg: '请求地址格式错误', data: null, time: String(Math.floor(Date.now() / 1000)) }))
    return
  }
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.end('<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>请求地址无效</title><p>请求地址无效：地址中含有无法识别的字符。<a href="/">返回首页</a></p></html>')
}

await app.prepare()

/** Connections that have carried a request: a parse error on them is the rest of a refused body. */
const usedConnections = new WeakSet()

const server = http.createServer((req, res) => {
  usedConnections.add(req.socket)
  const https = settleClientAddress(req, trust)
  setSecurityHeaders(res, { https, dev })
  if (!isWellFormed(req.url)) return badRequest(req, res)
  // Next takes its script nonce from this request header: never from the client.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  const nonce = !dev && PER_REQUEST_SCREENS.test(req.url ?? '') ? randomBytes(16).toString('base64') : null
  if (nonce) req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
    if (!dev) {
      bufferHtml(res, (html) => {
        const body = res.statusCode === 404 ? withMissingPath(html, (req.url ?? '/').split('?')[0]) : html
        const policy = nonce ? documentPolicy([...allowedScriptHashes(body.toString('utf8')), `'nonce-${nonce}'`]) : policyFor(body)
        res.setHeader('content-security-policy', policy)
        return body
      })
    }
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
})
// Node refuses a request head over 16 KB (a very long URL) before any handler runs: answer it
// in the contract's envelope rather than with Node's bare 431.
server.on('clientError', (error, socket) => {
  const tooLarge = /** @type {{ code?: string }} */ (error).code === 'HPE_HEADER_OVERFLOW'
  if (!socket.writable || socket.writableEnded || (usedConnections.has(socket) && !tooLarge)) return socket.destroy()
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'
  const body = JSON.stringify({ code: 0, msg: tooLarge ? '请求地址或请求头过长' : '请求格式错误', data: null, time: String(Math.floor(Date.now() / 1000)) })
  socket.end(`HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\nx-content-type-options: nosniff\r\n\r\n${body}`)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.log(`▲ ready on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`)
})

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
