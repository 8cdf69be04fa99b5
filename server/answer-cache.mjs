// One bounded memory of complete public answers: cached pages (the same document for every visitor,
// docs/decisions/0010) and the public contract's reads. An answer is sent again without passing
// through Next until it is ANSWER_CACHE_MS old (a second by default) or a publish on this instance
// empties the memory; another instance's publish reaches this one within that second
// (docs/decisions/0022).
import { AsyncResource } from 'node:async_hooks'
import http from 'node:http'
import { buffer } from 'node:stream/consumers'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { onContentExpired } from '../src/lib/content-expiry.mjs'
import { DRAFT_MODE_COOKIE, isFreshCachedPage, OTHER_ANSWER_HEADERS } from '../src/lib/framework-ties.mjs'
import { SAME_FOR_EVERY_ANSWER } from './security-headers.mjs'

/**
 * An answer as it is sent again: its headers (those that go with it, not the per-request ones), its
 * body, and its gzip copy (made once, when the answer is kept; null when not worth compressing).
 * @typedef {{ headers: Record<string, string>, body: Buffer, gzip: Buffer | null }} KeptAnswer
 */

/** Smaller answers are not worth compressing (the compression middleware's own threshold). */
const MIN_COMPRESSED_BYTES = 1024

/** Addresses that are never a cached page: the contract, the framework's files, the admin and its API. */
const NEVER_A_PAGE = /^\/(?:api|_next|admin|cms-api)(?:[/?]|$)/
/** A public read's parameters are a few fields: a larger body is not kept a copy of. */
const MAX_KEYED_BODY_BYTES = 8 * 1024
/** Request headers a contract answer may depend on besides its address and body. */
const KEYED_HEADERS = ['host', 'x-forwarded-host', 'origin', 'sec-fetch-site', 'content-type']
/** Answer headers that are set per request or per sending, never kept. */
const PER_SENDING = new Set([...SAME_FOR_EVERY_ANSWER, 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])

/** @param {http.IncomingMessage} req */
export function mayBeCachedPage(req) {
  if (req.method !== 'GET' || NEVER_A_PAGE.test(req.url ?? '/')) return false
  if (OTHER_ANSWER_HEADERS.some((name) => req.headers[name] !== undefined)) return false
  return !DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '')
}

/** A read of the public contract, by GET or by the spec's POST with a small body. @param {http.IncomingMessage} req */
export function mayBePublicRead(req) {
  if (!(req.url ?? '').startsWith('/api/index/')) return false
  if (req.method === 'GET') return true
  const length = Number(req.headers['content-length'] ?? 0)
  return req.method === 'POST' && !req.headers['transfer-encoding'] && Number.isInteger(length) && length <= MAX_KEYED_BODY_BYTES
}

/** Whether the caller asks past every cache (a hard reload, RFC 9111 5.2.1.4). @param {http.IncomingMessage} req */
export const wantsFreshAnswer = (req) => /\bno-cache\b/i.test(`${req.headers['cache-control'] ?? ''} ${req.headers.pragma ?? ''}`)

/** @param {http.IncomingMessage} req @param {Buffer | null} body a public read's body; null for a page */
export function answerKey(req, body) {
  if (!body) return `${req.headers.host ?? ''} ${req.url ?? '/'}`
  return `${req.method} ${req.url}\n${KEYED_HEADERS.map((name) => `${name}:${req.headers[name] ?? ''}`).join('\n')}\n${body.toString('latin1')}`
}

/** Whether a complete answer is the same for everyone: a fresh cached page, or a public JSON read. @param {http.ServerResponse} res */
function isPublic(res) {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return false
  const type = String(res.getHeader('content-type') ?? '')
  if (type.startsWith('text/html')) return isFreshCachedPage(res)
  return type.startsWith('application/json') && /^public\b/.test(String(res.getHeader('cache-control') ?? ''))
}

/** @param {{ ttlMs: number, maxBytes: number, now?: () => number }} options `now`: the clock answers age by (tests move it) */
export function createAnswerCache({ ttlMs, maxBytes, now = () => performance.now() }) {
  /** @type {LRUCache<string, KeptAnswer>} */
  const answers = new LRUCache({
    maxSize: maxBytes,
    ttl: Math.max(ttlMs, 1),
    perf: { now },
    ttlResolution: 0,
    sizeCalculation: (kept, key) => key.length + kept.body.length + (kept.gzip?.length ?? 0),
  })
  // Counts the publishes heard of: an answer asked for before one may hold the content from before it.
  let generation = 0
  onContentExpired(() => {
    answers.clear()
    generation += 1
  })
  return {
    enabled: ttlMs > 0,
    get generation() {
      return generation
    },
    /** @param {string} key */
    get: (key) => answers.get(key),
    /**
     * Keeps a complete answer if it is the same for everyone and content did not change since it was asked for.
     * @param {string} key @param {http.ServerResponse} res @param {Buffer} body @param {number} since the generation when it was asked for
     * @returns {KeptAnswer | null}
     */
    keep(key, res, body, since) {
      if (ttlMs <= 0 || since !== generation || !isPublic(res)) return null
      /** @type {Record<string, string>} */
      const headers = {}
      for (const name of res.getHeaderNames()) if (!PER_SENDING.has(name)) headers[name] = String(res.getHeader(name))
      const gzip = body.length >= MIN_COMPRESSED_BYTES ? zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }) : null
      const kept = { headers, body, gzip }
      answers.set(key, kept)
      return kept
    },
  }
}

/**
 * Reads a public read's small body: `done` gets it (empty for a GET), or null when the request ended before it was whole.
 * @param {http.IncomingMessage} req @param {(body: Buffer | null) => void} done
 */
export function readSmallBody(req, done) {
  const length = req.method === 'POST' ? Number(req.headers['content-length'] ?? 0) : 0
  if (length === 0) return done(Buffer.alloc(0))
  // The body's events come from the connection: `done` runs in the request's own context (its id in every log line).
  const bound = AsyncResource.bind(done)
  buffer(req).then(
    (body) => bound(body.length === length ? body : null),
    () => bound(null),
  )
}

/**
 * The request again with its body already read, as a stream nobody has read from (Next refuses a used one).
 * @param {http.IncomingMessage} req @param {Buffer} body
 */
export function withBody(req, body) {
  if (body.length === 0) return req
  const copy = new http.IncomingMessage(req.socket)
  Object.assign(copy, { httpVersionMajor: req.httpVersionMajor, httpVersionMinor: req.httpVersionMinor, httpVersion: req.httpVersion })
  Object.assign(copy, { method: req.method, url: req.url, headers: req.headers, rawHeaders: req.rawHeaders })
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}
