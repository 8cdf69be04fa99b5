// The site's HTTP server: Next's request handler behind a thin layer for what Next cannot see or know
// under `next start` (docs/decisions/0011-own-server.md):
//   - the client address, believed only from the socket or a trusted proxy, and the request id in
//     every log line the request causes (server/client-address.mjs);
//   - malformed requests refused before routing, slow heads and bodies cut off;
//   - the security headers and each HTML document's script policy (server/security-headers.mjs);
//   - one bounded memory of complete public answers that a publish empties (server/answer-cache.mjs);
//   - what it served, counted for GET /metrics (src/lib/metrics.mjs).
// Pages rendered per request stream as Next writes them. Usage: node server/index.mjs [-p PORT] [-H HOST] [--dev]
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import compression from 'compression'
import Negotiator from 'negotiator'
import next from 'next'

import { callerHolds } from '../src/lib/etag-match.mjs'
import { applyRecordedConfig } from '../src/lib/framework-ties.mjs'
import { logger, logsAsJson, requestContext } from '../src/lib/logger.mjs'
import { countCacheLookup, serveMetrics, watchAnswer } from '../src/lib/metrics.mjs'
import { payloadSecret } from '../src/lib/secrets.mjs'
import { missingSiteUrlWarning } from '../src/lib/site-url.mjs'
import { answerKey, createAnswerCache, mayBeCachedPage, mayBePublicRead, readSmallBody, wantsFreshAnswer, withBody } from './answer-cache.mjs'
import { compileTrust, settleClientAddress } from './client-address.mjs'
import { withMissingPath } from './not-found-body.mjs'
import { createScriptNonces, documentPolicy, scriptsByProvenance, setSecurityHeaders } from './security-headers.mjs'
import { holdWholeAnswer } from './whole-answer.mjs'

const { values: options } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' }, dev: { type: 'boolean', default: false } } })
const dev = options.dev
const port = Number(options.port || process.env.PORT || 3000)
const hostname = options.hostname || process.env.HOSTNAME || undefined
const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
// The app's absolute links fall back to this instance's own port (src/lib/site-url.mjs).
process.env.PORT ||= String(port)
if (!dev && missingSiteUrlWarning()) logger.warn(missingSiteUrlWarning())
if (!dev) applyRecordedConfig(dir)

const app = next({ dev, dir, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
const trust = compileTrust(process.env.TRUSTED_PROXIES)
const compress = compression()
const nonces = createScriptNonces(payloadSecret())
// The file's name is written out: the build's tracer would take a computed one for the whole .next folder.
const provenanceHashes = scriptsByProvenance(path.join(dir, '.next', 'prerendered-script-hashes.json'))
const answers = createAnswerCache({ ttlMs: Number(process.env.ANSWER_CACHE_MS ?? 1000), maxBytes: Number(process.env.ANSWER_CACHE_MB ?? 48) * 1024 * 1024 })
// One line per answer where lines are read by machines; build assets are left to nginx's log.
const accessLog = logsAsJson() && process.env.ACCESS_LOG !== 'false'

/** Screens rendered per request (member screens, applications, previews, the admin): they stream, with this request's nonce. */
const PER_REQUEST_SCREENS = /^\/(?:admin|preview|(?:en\/)?(?:member|apply|sign-up|inquiry))(?:[/?]|$)/
/** A request body must arrive within the browser's own 10 s (spec section 7); the admin's uploads have the server's requestTimeout. */
const BODY_DEADLINE_MS = 10_000
/** How long a connection stays open after answering a request whose body the app left unread, before it is closed. */
const UNREAD_BODY_LINGER_MS = 5000

/** @param {http.IncomingMessage} req */
const acceptsGzip = (req) => new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip'

/** An answer in the contract's envelope, for a request the app never sees. @param {string} msg */
const envelope = (msg) => JSON.stringify({ code: 0, msg, data: null, time: String(Math.floor(Date.now() / 1000)) })

/** Answers 400 to an address that is not well-formed percent-encoding; whether it did. @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function refusedMalformed(req, res) {
  try {
    decodeURIComponent((req.url ?? '/').split('?')[0])
    return false
  } catch {
    res.statusCode = 400
    const api = (req.url ?? '').startsWith('/api/')
    res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
    res.end(
      api
        ? envelope('请求地址格式错误')
        : '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>请求地址无效</title><p>请求地址无效：地址中含有无法识别的字符。<a href="/">返回首页</a></p></html>',
    )
    return true
  }
}

/**
 * A body sent slower than anyone real is answered 408 and cut off; a body the app left unread (an
 * upload past the contract's limit) leaves its connection unable to read the next request, so it is
 * closed once the client has had time to read the answer.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function limitBody(req, res) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (hasBody && !(req.url ?? '').startsWith('/cms-api/')) {
    const timer = setTimeout(() => {
      if (req.complete) return
      if (!res.headersSent) {
        res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
        res.end(envelope('请求内容发送超时'))
      }
      req.socket.destroy()
    }, BODY_DEADLINE_MS).unref()
    req.once('end', () => clearTimeout(timer))
    req.socket.once('close', () => clearTimeout(timer))
  }
  res.once('finish', () => {
    if (req.complete) return
    const timer = setTimeout(() => req.complete || req.socket.destroy(), UNREAD_BODY_LINGER_MS).unref()
    req.socket.once('close', () => clearTimeout(timer))
  })
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} reqId @param {number} started */
function logAnswer(req, res, reqId, started) {
  if ((req.url ?? '').startsWith('/_next/static/')) return
  res.once('close', () => {
    const ms = Math.round((performance.now() - started) * 10) / 10
    const line = { reqId, method: req.method, url: req.url, status: res.statusCode, ms, client: req.headers['x-client-address'], done: res.writableFinished }
    logger[res.statusCode >= 500 ? 'error' : 'info'](line, 'answer')
  })
}

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {unknown} error */
function failRequest(req, res, error) {
  logger.error({ err: error, method: req.method, url: req.url }, 'request failed')
  if (!res.headersSent) res.statusCode = 500
  res.end()
}

/** Connections that have carried a request: a parse error on them is the rest of a refused body. */
const usedConnections = new WeakSet()
/** Set by SIGTERM (see `stop` below). */
let stopping = false

// A request head must arrive within 20 s and a whole request within 5 minutes (the admin's largest
// upload on a slow line); the server looks for overdue connections every 2 s.
const server = http.createServer({ headersTimeout: 20_000, requestTimeout: 300_000, connectionsCheckingInterval: 2000 }, (req, res) => {
  usedConnections.add(req.socket)
  if (stopping) res.setHeader('connection', 'close')
  const { https, requestId } = settleClientAddress(req, trust)
  res.setHeader('x-request-id', requestId)
  watchAnswer(req, res)
  if (accessLog) logAnswer(req, res, requestId, performance.now())
  limitBody(req, res)
  requestContext.run({ requestId }, () => {
    try {
      serve(req, res, https)
    } catch (error) {
      failRequest(req, res, error)
    }
  })
})

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {boolean} https */
function serve(req, res, https) {
  setSecurityHeaders(res, { https, dev })
  if (refusedMalformed(req, res)) return
  if (/^\/metrics(?:\?|$)/.test(req.url ?? '')) return void serveMetrics(req, res, trust).catch((error) => failRequest(req, res, error))
  // Next takes its script nonce from this request header: never from the client.
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  if (dev) return void handle(req, res).catch((error) => failRequest(req, res, error))
  if (PER_REQUEST_SCREENS.test(req.url ?? '')) return perRequest(req, res)
  const since = answers.generation
  if (answers.enabled && mayBeCachedPage(req)) return sendKeptOrAsk(req, res, answerKey(req, null), since)
  if (!answers.enabled || !mayBePublicRead(req)) return ask(req, res, null, since)
  readSmallBody(req, (body) => {
    // The client left before its body was whole: nobody to answer.
    if (!body) return req.socket.destroy()
    // The request is made again with its body only for Next: a kept answer needs none.
    sendKeptOrAsk(req, res, answerKey(req, body), since, () => withBody(req, body))
  })
}

/**
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} key @param {number} since
 * @param {() => http.IncomingMessage} [forNext] the request as Next is to read it (a POST's body already read)
 */
function sendKeptOrAsk(req, res, key, since, forNext = () => req) {
  const kept = wantsFreshAnswer(req) ? undefined : answers.get(key)
  countCacheLookup('answer', Boolean(kept))
  if (!kept) return ask(forNext(), res, key, since)
  for (const name in kept.headers) res.setHeader(name, kept.headers[name])
  if (!/\baccept-encoding\b/i.test(kept.headers.vary ?? '')) res.setHeader('vary', kept.headers.vary ? `${kept.headers.vary}, Accept-Encoding` : 'Accept-Encoding')
  if (callerHolds(req.headers['if-none-match'], kept.headers.etag)) {
    res.statusCode = 304
    return res.end()
  }
  const gzip = kept.gzip && acceptsGzip(req)
  if (gzip) res.setHeader('content-encoding', 'gzip')
  const body = gzip ? /** @type {Buffer} */ (kept.gzip) : kept.body
  res.setHeader('content-length', body.length)
  res.end(body)
}

/**
 * A screen rendered for this request: its scripts carry this request's nonce, known before the
 * render, so the policy goes first and the page streams as Next writes it.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function perRequest(req, res) {
  const nonce = nonces.issue()
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  res.setHeader('content-security-policy', documentPolicy({ nonce, hashes: provenanceHashes() }))
  compress(/** @type {never} */ (req), /** @type {never} */ (res), () => void handle(req, res).catch((error) => failRequest(req, res, error)))
}

/**
 * Next's answer. A document is held whole for its policy (the nonce of the render that wrote it: a
 * cached page keeps its render's), and so is a public read; what is the same for everyone is kept.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string | null} key @param {number} since
 */
function ask(req, res, key, since) {
  req.headers['content-security-policy'] = `script-src 'nonce-${nonces.issue()}'`
  const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html')
  compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
    holdWholeAnswer(
      res,
      (head) => isHtml() || (key !== null && String(head.getHeader('content-type') ?? '').startsWith('application/json')),
      (whole) => {
        const html = isHtml()
        const body = html && res.statusCode === 404 ? withMissingPath(whole, (req.url ?? '/').split('?')[0]) : whole
        if (html) res.setHeader('content-security-policy', documentPolicy({ nonce: nonces.newestIn(body.toString('utf8')), hashes: provenanceHashes() }))
        const kept = key === null ? null : answers.keep(key, res, body, since)
        if (!kept?.gzip || !acceptsGzip(req)) return body
        // The gzip copy made once for everyone: compression sees the encoding and leaves it be.
        res.setHeader('content-encoding', 'gzip')
        return kept.gzip
      },
    )
    handle(req, res).catch((error) => failRequest(req, res, error))
  })
}

// Node refuses a request head over 16 KB (a very long URL) before any handler runs: answer it in the
// contract's envelope rather than with Node's bare 431.
server.on('clientError', (error, socket) => {
  const tooLarge = /** @type {{ code?: string }} */ (error).code === 'HPE_HEADER_OVERFLOW'
  if (!socket.writable || socket.writableEnded || (usedConnections.has(socket) && !tooLarge)) return socket.destroy()
  const body = envelope(tooLarge ? '请求地址或请求头过长' : '请求格式错误')
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\nx-content-type-options: nosniff\r\n\r\n${body}`,
  )
})
server.keepAliveTimeout = 65_000

await app.prepare()
server.listen(port, hostname, () => {
  logger.info(`▲ ready on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`)
  // Cached pages never reach Payload, so it is started here: its job runner must publish on schedule even with no dynamic traffic.
  const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  if (!dev) fetch(`http://${self}:${port}/readyz`).catch((error) => logger.warn({ err: error }, 'start-up: /readyz did not answer'))
})

// SIGTERM stops the server within 10 s whatever it is doing: no new connections; a request that still
// arrives on an open one is answered with `connection: close`, and each connection is closed once it
// is idle, so a proxy sends its next request to another instance; requests in flight are answered
// within 5 s or their connections closed; the process ends when the last connection has closed.
const stop = () => {
  if (stopping) return process.exit(0)
  stopping = true
  logger.info('stopping: answering the requests in flight')
  server.close(() => process.exit(0))
  // Node keeps a connection open after answering on it, even once the server is closed.
  setInterval(() => server.closeIdleConnections(), 50).unref()
  setTimeout(() => server.closeAllConnections(), 5000).unref()
  setTimeout(() => process.exit(0), 8000).unref()
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop)
