// A short memory of answers that are the same for every caller (the public
// contract's reads, cached pages): the same answer is sent again without
// passing through Next until it is a moment old, or until a publish on this
// instance forgets them all at once (docs/decisions/0016, 0022).
import { onContentExpired } from '../src/lib/content-expiry.mjs'

/**
 * @typedef {{ gzip: () => Buffer }} AnswerFacts
 * @typedef {{ headers: Record<string, string>, body: Buffer, facts: AnswerFacts, expires: number }} RememberedAnswer
 */

/**
 * Whether the caller asks for an answer from the origin, not from a cache (a browser's hard
 * reload, RFC 9111 5.2.1.4): it goes to Next, and its answer is kept for those after it.
 * @param {import('node:http').IncomingMessage} req
 */
export function wantsFreshAnswer(req) {
  return /\bno-cache\b/i.test(req.headers['cache-control'] ?? '') || /\bno-cache\b/i.test(String(req.headers.pragma ?? ''))
}

/**
 * @param {{
 *   ttlMs: number, maxEntries: number, maxBytes: number,
 *   keeps: (res: import('node:http').ServerResponse) => boolean,
 *   keptHeaders: (res: import('node:http').ServerResponse) => readonly string[],
 * }} options `keeps` says which complete answers may be sent to anyone; `keptHeaders` names the headers that go with them
 */
export function createAnswerMemory({ ttlMs, maxEntries, maxBytes, keeps, keptHeaders }) {
  /** @type {Map<string, RememberedAnswer>} */
  const entries = new Map()
  /** Requests waiting for an answer Next is making for the same key, each called with what was kept (or nothing). */
  /** @type {Map<string, ((kept: RememberedAnswer | undefined) => void)[]>} */
  const flights = new Map()
  let bytes = 0
  // Counts the publishes this instance heard of: an answer that was being made while one
  // happened may hold the content from before it, and is not kept.
  let generation = 0

  const forget = (/** @type {string} */ key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.body.length
  }
  const fresh = (/** @type {string} */ key) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expires > Date.now()) return entry
    forget(key)
    return undefined
  }
  onContentExpired(() => {
    entries.clear()
    bytes = 0
    generation += 1
  })

  return {
    /** @returns {RememberedAnswer | undefined} */
    get: fresh,
    /** Where the content stands now: read before asking Next, handed to `remember` with its answer. */
    get generation() {
      return generation
    },
    /**
     * Keeps a complete answer when `keeps` allows it, never one that sets a cookie, nor one
     * asked for before content last changed (`since`, the generation when it was asked for).
     * @param {string} key @param {import('node:http').ServerResponse} res @param {Buffer} body @param {AnswerFacts} facts @param {number} since
     */
    remember(key, res, body, facts, since) {
      if (ttlMs <= 0 || since !== generation || res.statusCode !== 200 || res.hasHeader('set-cookie') || !keeps(res)) return
      /** @type {Record<string, string>} */
      const headers = {}
      for (const name of keptHeaders(res)) if (res.hasHeader(name)) headers[name] = String(res.getHeader(name))
      forget(key)
      entries.set(key, { headers, body, facts, expires: Date.now() + ttlMs })
      bytes += body.length
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        forget(oldest)
      }
    },
    /**
     * Coalesces the requests that miss the same key at once (when an answer has just expired,
     * every connection of a busy moment would otherwise ask Next for it): the first one is
     * answered by Next and `lead` returns true; each one after it, until `land(key)`, waits
     * and `then` is called with the answer kept by then, or with nothing (the answer could not
     * be kept: a cookie, a miss in Next's cache, a publish meanwhile), and then asks Next itself.
     * @param {string} key @param {(kept: RememberedAnswer | undefined) => void} then
     */
    lead(key, then) {
      const waiting = flights.get(key)
      if (!waiting) {
        flights.set(key, [])
        return true
      }
      waiting.push(then)
      return false
    },
    /** The leader's answer is complete, kept or not, or its request is gone: the requests waiting for it go on. */
    land(/** @type {string} */ key) {
      const waiting = flights.get(key)
      if (!waiting) return
      flights.delete(key)
      if (!waiting.length) return
      const kept = fresh(key)
      queueMicrotask(() => {
        for (const then of waiting) then(kept)
      })
    },
    /** Whether answers are kept at all (a time of 0 keeps none). */
    enabled: ttlMs > 0,
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
