// A second's memory of the public contract's anonymous reads (config, nav, news,
// products…): the same answer is sent again without passing through Next, until
// a publish on this instance forgets them all at once (docs/decisions/0016).
// Another instance's publish reaches this one's reads within a second, as it
// reaches a proxy that keeps them (Cache-Control: s-maxage=2).
import http from 'node:http'

import { createAnswerMemory } from './answer-memory.mjs'

/** Request headers an answer of the contract may depend on besides the URL and the body. */
const KEYED_HEADERS = ['host', 'x-forwarded-host', 'origin', 'sec-fetch-site', 'content-type']
/** Answer headers sent again with a remembered answer (the security headers are set per request). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary']
/** A read's parameters are a few fields; a larger body is not worth keeping a copy of. */
const MAX_KEYED_BODY_BYTES = 8 * 1024

/** Whether a request may be a public read: the public scope, read by GET or by the spec's POST. */
export function mayBePublicRead(/** @type {import('node:http').IncomingMessage} */ req) {
  if (req.method !== 'GET' && req.method !== 'POST') return false
  if (!(req.url ?? '').startsWith('/api/index/')) return false
  if (req.method === 'GET') return true
  const length = Number(req.headers['content-length'] ?? 0)
  return !req.headers['transfer-encoding'] && Number.isInteger(length) && length <= MAX_KEYED_BODY_BYTES
}

/**
 * Reads a small POST body. Calls `done` with the body (empty for a GET), or with
 * null when the request ended or failed before it was whole.
 * @param {import('node:http').IncomingMessage} req @param {(body: Buffer | null) => void} done
 */
export function readSmallBody(req, done) {
  const length = req.method === 'POST' ? Number(req.headers['content-length'] ?? 0) : 0
  if (length === 0) return done(Buffer.alloc(0))
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  const settle = (/** @type {boolean} */ whole) => {
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onStop)
    req.off('close', onStop)
    done(whole ? Buffer.concat(chunks) : null)
  }
  const onData = (/** @type {Buffer} */ chunk) => {
    chunks.push(chunk)
    size += chunk.length
  }
  const onEnd = () => settle(size === length)
  const onStop = () => settle(false)
  req.on('data', onData)
  req.once('end', onEnd)
  req.once('error', onStop)
  req.once('close', onStop)
}

/**
 * The request again, with the body already read: Next reads it as a request no
 * one has touched (a stream that was read from counts as used, and Next refuses it).
 * @param {import('node:http').IncomingMessage} req @param {Buffer} body
 */
export function withBody(req, body) {
  if (body.length === 0) return req
  const copy = new http.IncomingMessage(req.socket)
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.httpVersion = req.httpVersion
  copy.method = req.method ?? 'POST'
  copy.url = req.url ?? '/'
  copy.headers = req.headers
  copy.rawHeaders = req.rawHeaders
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number }} [options]
 */
export function createPublicReadCache({ ttlMs = 1000, maxEntries = 500, maxBytes = 16 * 1024 * 1024 } = {}) {
  const memory = createAnswerMemory({
    ttlMs,
    maxEntries,
    maxBytes,
    keptHeaders: () => KEPT_HEADERS,
    // A public read: `Cache-Control: public` JSON (the contract marks only calls that read no member so).
    keeps: (res) => /^public\b/.test(String(res.getHeader('cache-control') ?? '')) && String(res.getHeader('content-type') ?? '').startsWith('application/json'),
  })
  return Object.assign(memory, {
    /** The key of a request whose body is known: the request itself (a read's body is at most MAX_KEYED_BODY_BYTES). */
    key(/** @type {import('node:http').IncomingMessage} */ req, /** @type {Buffer} */ body) {
      let key = `${req.method} ${req.url}\n`
      for (const name of KEYED_HEADERS) key += `${name}:${req.headers[name] ?? ''}\n`
      return key + body.toString('latin1')
    },
  })
}
