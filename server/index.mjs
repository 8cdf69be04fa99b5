// The site's HTTP server: Next's request handler behind a thin layer that
// decides what Next cannot see or cannot know under `next start`
// (docs/decisions/0011-own-server.md):
//   - the client address, believed only from the socket or a trusted proxy;
//   - a malformed URL, answered 400 before routing;
//   - the security headers, and each HTML document's script policy (a nonce per render, see
//     server/content-security-policy.mjs);
//   - the 404 message in the HTML of a 404 (server/not-found-body.mjs);
//   - compression, after the document's policy is computed;
//   - a second's memory of cached pages (server/page-memory.mjs) and of the public
//     contract's reads (server/public-read-cache.mjs);
//   - the order requests start in, first come first served (server/request-turns.mjs);
//   - the request id, in every log line the request causes and in X-Request-Id.
// Usage: node server/index.mjs [-p PORT] [-H HOST] [--dev]
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseArgs } from 'node:util'

import compression from 'compression'
import Negotiator from 'negotiator'
import next from 'next'

import { callerHolds } from '../src/lib/etag-match.mjs'
import { logger, logsAsJson, requestContext } from '../src/lib/logger.mjs'
import { payloadSecret } from '../src/lib/secrets.mjs'
import { missingSiteUrlWarning } from '../src/lib/site-url.mjs'
import { wantsFreshAnswer } from './answer-memory.mjs'
import { compileTrust, settleClientAddress } from './client-address.mjs'
import { createScriptNonces, documentPolicy, scriptsByProvenance } from './content-security-policy.mjs'
import { createDocumentMemo } from './document-memo.mjs'
import { withMissingPath } from './not-found-body.mjs'
import { createPageMemory, mayBeCachedPage, pageKey } from './page-memory.mjs'
import { createRequestTurns } from './request-turns.mjs'
import { createPublicReadCache, mayBePublicRead, readSmallBody, withBody } from './public-read-cache.mjs'
import { setSecurityHeaders } from './security-headers.mjs'
import { bufferWholeAnswer } from './whole-answer.mjs'

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
// The app's absolute links fall back to this instance's own port (src/lib/site-url.mjs).
process.env.PORT ||= String(port)
const siteUrlWarning = missingSiteUrlWarning()
if (!dev && siteUrlWarning) logger.warn(siteUrlWarning)

// A built app runs on the configuration its build recorded, as Next's own standalone
// server.js does: in .next/standalone (the Docker image) there is no next.config.ts, and
// beside it the file would only be compiled again (and Next would warn that the
// standalone build is not started by its own server.js).
const recordedConfig = path.join(dir, '.next', 'required-server-files.json')
if (!dev && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG && fs.existsSync(recordedConfig)) {
  const { config } = JSON.parse(fs.readFileSync(recordedConfig, 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

const app = next({ dev, dir, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
const trust = compileTrust(process.env.TRUSTED_PROXIES)
const compress = compression()
const nonces = createScriptNonces(payloadSecret())
// The file's name is written out: the build's tracer would take a computed one for the whole .next folder.
const provenanceHashes = scriptsByProvenance(path.join(dir, '.next', 'prerendered-script-hashes.json'))
/** A document's policy: the nonce of the render that wrote it, and the scripts allowed by their source. @param {string} html */
const policyOf = (html) => documentPolicy({ nonce: nonces.newestIn(html), hashes: provenanceHashes() })
const documentFacts = createDocumentMemo({ policyOf })
// Public reads carry the time of the answer, so they change every second: a memory of their own.
const publicReadFacts = createDocumentMemo({ limit: 64 })
const publicReads = createPublicReadCache({ ttlMs: Number(process.env.PUBLIC_READ_CACHE_MS ?? 1000) })
const pages = createPageMemory({ ttlMs: Number(process.env.PAGE_MEMORY_MS ?? 1000) })
/** Smaller documents are not worth compressing (compression's own threshold). */
const MIN_COMPRESSED_BYTES = 1024
// One line per answer where lines are read by machines; build assets are left to nginx's log.
const accessLog = logsAsJson() && process.env.ACCESS_LOG !== 'false'

// Screens rendered per request (member screens, applications, the admin): their scripts carry the
// nonce of the request itself.
const PER_REQUEST_SCREENS = /^\/(?:admin|(?:en\/)?(?:member|apply|sign-up|inquiry))(?:[/?]|$)/

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

/** How long a connection may stay open after an answer to a request whose body was left unread. */
const UNREAD_BODY_LINGER_MS = 5000

/**
 * A body the app stopped reading (an upload past the contract's drain limit)
 * leaves its keep-alive connection unable to read the next request: Node
 * detaches such a request from its socket without closing it. The
 * connection is closed a few seconds after the answer, once the client has
 * had time to read it (closing at once could reset it while the client is
 * still sending); a body Node is still reading to its end then is cut too.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function closeIfBodyLeftUnread(req, res) {
  const socket = req.socket
  res.once('finish', () => {
    if (req.complete) return
    const timer = setTimeout(() => {
      if (!req.complete) socket.destroy()
    }, UNREAD_BODY_LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
  })
}

/**
 * A request body must arrive within this time (the browser's own timeout for a contract call is 10 s,
 * spec section 7); the admin's uploads under /cms-api have the server's requestTimeout instead.
 */
const BODY_DEADLINE_MS = 10_000

/**
 * A client that sends its body slower than anyone real (a byte a second, say) is answered 408 and
 * cut off at BODY_DEADLINE_MS, so it cannot hold a request open for minutes.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function closeIfBodyTooSlow(req, res) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (!hasBody || (req.url ?? '').startsWith('/cms-api/')) return
  const timer = setTimeout(() => {
    if (req.complete) return
    if (!res.headersSent) {
      res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
      res.end(JSON.stringify({ code: 0, msg: '请求内容发送超时', data: null, time: String(Math.floor(Date.now() / 1000)) }))
    }
    req.socket.destroy()
  }, BODY_DEADLINE_MS)
  timer.unref()
  req.once('end', () => clearTimeout(timer))
  req.socket.once('close', () => clearTimeout(timer))
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} started */
function logAnswer(req, res, started) {
  if ((req.url ?? '').startsWith('/_next/static/')) return
  res.once('close', () => {
    const ms = Math.round((performance.now() - started) * 10) / 10
    const level = res.statusCode >= 500 ? 'error' : 'info'
    logger[level]({ method: req.method, url: req.url, status: res.statusCode, ms, client: req.headers['x-client-address'], done: res.writableFinished }, 'answer')
  })
}

/**
 * A request that failed inside the server or Next: logged, and answered 500 if nothing was sent yet.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {unknown} error
 */
function failRequest(req, res, error) {
  logger.error({ err: error, method: req.method, url: req.url }, 'request failed')
  if (!res.headersSent) res.statusCode = 500
  res.end()
}

const turns = createRequestTurns()

// A request head must arrive within 20 s and a whole request within 5 minutes (the admin's largest
// upload on a slow line); the server looks for overdue connections every 2 s.
const server = http.createServer({ headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 2000 }, (req, res) => {
  usedConnections.add(req.socket)
  closeIfBodyTooSlow(req, res)
  const { https, requestId } = settleClientAddress(req, trust)
  res.setHeader('x-request-id', requestId)
  if (accessLog) logAnswer(req, res, performance.now())
  closeIfBodyLeftUnread(req, res)
  turns.add(
    () => requestContext.run({ requestId }, () => serve(req, res, https)),
    (error) => requestContext.run({ requestId }, () => failRequest(req, res, error)),
  )
})

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {boolean} https */
function serve(req, res, https) {
  setSecurityHeaders(res, { https, dev })
  if (!isWellFormed(req.url)) return badRequest(req, res)
  // Next takes its script nonce from this request header: never from the client.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  if (dev) return answer(req, res, null)
  if (pages.enabled && mayBeCachedPage(req) && !PER_REQUEST_SCREENS.test(req.url ?? '')) {
    const key = pageKey(req)
    if (wantsFreshAnswer(req)) return answer(req, res, { memory: pages, key, since: pages.generation })
    return sendRememberedOrAsk(req, res, pages, key)
  }
  if (!publicReads.enabled || !mayBePublicRead(req)) return answer(req, res, null)
  readSmallBody(req, (body) => {
    // The client left before its body was whole: nobody to answer.
    if (!body) return req.socket.destroy()
    const key = publicReads.key(req, body)
    if (wantsFreshAnswer(req)) return answer(withBody(req, body), res, { memory: publicReads, key, since: publicReads.generation })
    // The request is made again with its body only for Next: a remembered answer needs none.
    sendRememberedOrAsk(req, res, publicReads, key, () => withBody(req, body))
  })
}

/**
 * Sends the answer kept under `key`, or asks Next for it, once for all the requests that
 * miss it at the same moment (the others wait for that answer: see `lead` in answer-memory.mjs).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {ReturnType<typeof import('./answer-memory.mjs').createAnswerMemory>} memory @param {string} key
 * @param {() => http.IncomingMessage} [forNext] the request as Next is to read it (a POST's body already read)
 */
function sendRememberedOrAsk(req, res, memory, key, forNext = () => req) {
  const remembered = memory.get(key)
  if (remembered) return sendRemembered(req, res, remembered)
  const turn = memory.lead(key, res, (kept) => {
    if (res.destroyed) return
    if (kept) return sendRemembered(req, res, kept)
    answer(forNext(), res, { memory, key, since: memory.generation })
  })
  if (turn === 'ask') answer(forNext(), res, { memory, key, since: memory.generation })
}

/**
 * Sends a page or public read kept from a moment ago, as Next and compression would have sent it.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {import('./answer-memory.mjs').RememberedAnswer} kept
 */
function sendRemembered(req, res, kept) {
  for (const name in kept.headers) res.setHeader(name, kept.headers[name])
  const vary = kept.headers.vary
  if (!vary || !/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  if (callerHolds(req.headers['if-none-match'], kept.headers.etag)) {
    res.statusCode = 304
    return res.end()
  }
  const body = inEncodingTaken(req, res, kept.body, kept.facts.gzip)
  res.setHeader('content-length', body.length)
  res.end(body)
}

/**
 * Next's answer, compressed, with what is computed from the whole of it.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {{ memory: ReturnType<typeof import('./answer-memory.mjs').createAnswerMemory>, key: string, since: number } | null} keep
 *   where to remember the answer if it may be sent again to anyone, and the content's generation when it was asked for
 */
function answer(req, res, keep) {
  // The nonce of a render: Next writes it on every script of a page it renders now (server/content-security-policy.mjs).
  const nonce = dev ? null : nonces.issue()
  if (nonce) req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  const perRequest = PER_REQUEST_SCREENS.test(req.url ?? '')
  compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
    if (!dev) {
      bufferWholeAnswer(
        res,
        (whole) => {
          const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
          const body = html && res.statusCode === 404 ? withMissingPath(whole.bytes(), (req.url ?? '/').split('?')[0]) : (whole.text ?? whole.bytes())
          // Rendered for this request: its scripts carry this request's nonce.
          if (perRequest && html) {
            res.setHeader('content-security-policy', documentPolicy({ nonce, hashes: provenanceHashes() }))
            return typeof body === 'string' ? Buffer.from(body, 'utf8') : body
          }
          // A contract call's own answer (private: for this caller, or a search's new keyword) is compressed once, here.
          if (!html && !/\bpublic\b/.test(String(res.getHeader('cache-control') ?? ''))) {
            keep?.memory.land(keep.key, res)
            const bytes = whole.bytes()
            return inEncodingTaken(req, res, bytes, () => zlib.gzipSync(bytes))
          }
          const facts = html ? documentFacts(body) : publicReadFacts(body)
          if (html) res.setHeader('content-security-policy', facts.policy())
          keep?.memory.remember(keep.key, res, facts.body, facts, keep.since)
          keep?.memory.land(keep.key, res)
          // An answer seen before is sent as the gzip copy made the first time, with its length (which
          // lets nginx keep it whole).
          return inEncodingTaken(req, res, facts.body, facts.gzip)
        },
        { json: (req.url ?? '').startsWith('/api/') },
      )
    }
    handle(req, res).catch((error) => failRequest(req, res, error))
  })
}

/**
 * A whole answer as the caller takes it: its gzip copy when the caller accepts gzip and the
 * answer is worth compressing (compression then leaves it alone, and still adds Vary).
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Buffer} body @param {() => Buffer} gzip
 */
function inEncodingTaken(req, res, body, gzip) {
  if (body.length < MIN_COMPRESSED_BYTES || new Negotiator(req).encoding(['gzip', 'identity']) !== 'gzip') return body
  res.setHeader('content-encoding', 'gzip')
  return gzip()
}

// Node refuses a request head over 16 KB (a very long URL) before any handler runs: answer it
// in the contract's envelope rather than with Node's bare 431.
server.on('clientError', (error, socket) => {
  const tooLarge = /** @type {{ code?: string }} */ (error).code === 'HPE_HEADER_OVERFLOW'
  if (!socket.writable || socket.writableEnded || (usedConnections.has(socket) && !tooLarge)) return socket.destroy()
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'
  const body = JSON.stringify({ code: 0, msg: tooLarge ? '请求地址或请求头过长' : '请求格式错误', data: null, time: String(Math.floor(Date.now() / 1000)) })
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\nx-content-type-options: nosniff\r\n\r\n${body}`,
  )
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  logger.info(`▲ ready on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`)
  // Cached pages never reach Payload, so it is started here: its job runner must publish on schedule even with no dynamic traffic.
  const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  if (!dev) fetch(`http://${self}:${port}/readyz`).catch((error) => logger.warn({ err: error }, 'start-up: /readyz did not answer'))
})

/**
 * SIGTERM stops the server within 10 s whatever it is doing: no new connections, idle ones closed at
 * once, requests in flight answered within 5 s or their connections closed, then the process ends.
 */
let stopping = false
const stop = () => {
  if (stopping) return process.exit(0)
  stopping = true
  logger.info('stopping: answering the requests in flight')
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), 5000).unref()
  setTimeout(() => process.exit(0), 8000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
