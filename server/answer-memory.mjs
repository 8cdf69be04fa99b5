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
 * How long the requests that miss a key wait behind the one asking Next for it, at most: past it,
 * the next request that misses asks Next in its place, and those waiting go on with its answer.
 * A safety net: a leader lands when its answer is complete or its connection closes.
 */
export const LEAD_LEASE_MS = 5000

/**
 * @param {{
 *   ttlMs: number, maxEntries: number, maxBytes: number, leaseMs?: number,
 *   keeps: (res: import('node:http').ServerResponse) => boolean,
 *   keptHeaders: (res: import('node:http').ServerResponse) => readonly string[],
 * }} options `keeps` says which complete answers may be sent to anyone; `keptHeaders` names the headers that go with them
 */
export function createAnswerMemory({ ttlMs, maxEntries, maxBytes, leaseMs = LEAD_LEASE_MS, keeps, keptHeaders }) {
  /** @type {Map<string, RememberedAnswer>} */
  const entries = new Map()
  /** Per key Next is answering now: the request asking it (the leader) and when it asked, and the requests waiting, each called with what was kept (or nothing). */
  /** @type {Map<string, { asked: number, leader: import('node:http').ServerResponse, waiting: ((kept: RememberedAnswer | undefined) => void)[] }>} */
  const flights = new Map()
  let bytes = 0
  // Counts the publishes this instance heard of: an answer that was being made while one
  // happened may hold the content from before it, and is not kept.
  let generation = 0

  const forget = (/** @type {string} */ key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= key.length + entry.body.length
  }
  const fresh = (/** @type {string} */ key) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expires > Date.now()) return entry
    forget(key)
    return undefined
  }
  /**
   * The answer of the request leading the flight for `key` is complete, kept or not, or its
   * client is gone: the requests waiting for it go on. Any other request's answer lands nothing.
   * @param {string} key @param {import('node:http').ServerResponse} res
   */
  const land = (key, res) => {
    const flight = flights.get(key)
    if (!flight || flight.leader !== res) return
    flights.delete(key)
    if (!flight.waiting.length) return
    const kept = fresh(key)
    queueMicrotask(() => {
      for (const then of flight.waiting) then(kept)
    })
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
      // A key is the request itself (a public read's body): it counts towards the bound too.
      bytes += key.length + body.length
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        forget(oldest)
      }
    },
    /**
     * Coalesces the requests that miss the same key at once (when an answer has just expired,
     * every connection of a busy moment would otherwise ask Next for it). The first one leads:
     * `lead` returns 'ask', and the request asks Next; the flight lands when the caller says its
     * answer is complete (`land(key, res)`) or when its connection closes, whichever comes first.
     * Each request after it, until then, gets 'wait', and `then` is called with the answer kept by
     * then, or with nothing (the answer could not be kept: a cookie, a miss in Next's cache, a
     * publish meanwhile), and it then asks Next itself. A request whose client already left gets
     * 'gone' and leads nothing: its connection's close is past, and Next does not answer a closed
     * response, so such a flight would never land. When Next has not answered a leader within the
     * lease, the next request to miss leads in its place.
     * @param {string} key @param {import('node:http').ServerResponse} res @param {(kept: RememberedAnswer | undefined) => void} then
     * @returns {'ask' | 'wait' | 'gone'}
     */
    lead(key, res, then) {
      if (res.destroyed) return 'gone'
      const flight = flights.get(key)
      const now = Date.now()
      if (flight && now - flight.asked <= leaseMs) {
        flight.waiting.push(then)
        return 'wait'
      }
      if (flight) Object.assign(flight, { asked: now, leader: res })
      else flights.set(key, { asked: now, leader: res, waiting: [] })
      res.once('close', () => land(key, res))
      return 'ask'
    },
    land,
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
