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
  onContentExpired(() => {
    entries.clear()
    bytes = 0
    generation += 1
  })

  return {
    /** @returns {RememberedAnswer | undefined} */
    get(/** @type {string} */ key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires > Date.now()) return entry
      forget(key)
      return undefined
    },
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
