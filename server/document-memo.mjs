// What the server works out from a whole answer, kept for the answers it sent
// last: a cached page or a public contract read is the same bytes on every
// request, so a document's Content-Security-Policy and any answer's gzip copy
// are made once, not per request.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { allowedScriptHashes, documentPolicy } from './content-security-policy.mjs'
import { deferChunkScripts } from './deferred-scripts.mjs'

/** @typedef {{ body: Buffer, policy: () => string, gzip: () => Buffer }} DocumentFacts */

/**
 * Facts about the `limit` documents seen last (least recently used go first),
 * and the `textLimit` seen last as text: those keep their string (up to 180 KB
 * for a 90 KB page of Chinese text) beside what the memo already holds.
 */
export function createDocumentMemo(limit = 256, textLimit = 64) {
  /** @type {Map<string, DocumentFacts>} */
  const memo = new Map()
  // The same documents by their text, when they came as one string (see WholeAnswer in
  // ./whole-answer.mjs): Next writes a cached page as the string it keeps, so V8 finds
  // it by the hash cached in that string and compares no characters.
  /** @type {Record<'d' | 'n', Map<string, DocumentFacts>>} */
  const byText = { d: new Map(), n: new Map() }

  /** @template K, V @param {Map<K, V>} map @param {K} key @param {V} value @param {number} [most] */
  const remember = (map, key, value, most = limit) => {
    map.set(key, value)
    if (map.size > most) map.delete(/** @type {K} */ (map.keys().next().value))
  }
  /** @template K, V @param {Map<K, V>} map @param {K} key */
  const recall = (map, key) => {
    const known = map.get(key)
    if (known) {
      map.delete(key)
      map.set(key, known)
    }
    return known
  }

  /** @param {Buffer} body @param {boolean} deferScripts @returns {DocumentFacts} */
  const factsOf = (body, deferScripts) => {
    const key = `${deferScripts ? 'd' : 'n'}${createHash('sha1').update(body).digest('base64')}`
    const known = recall(memo, key)
    if (known) return known
    /** @type {Buffer | undefined} */
    let gzipped
    /** @type {string | undefined} */
    let policy
    const sent = deferScripts ? Buffer.from(deferChunkScripts(body.toString('utf8'))) : body
    const facts = {
      body: sent,
      policy: () => (policy ??= documentPolicy(allowedScriptHashes(sent.toString('utf8')))),
      // Made once per document, so the best compression costs nothing after the first visitor.
      gzip: () => (gzipped ??= zlib.gzipSync(sent, { level: zlib.constants.Z_BEST_COMPRESSION })),
    }
    remember(memo, key, facts)
    return facts
  }

  /**
   * @param {Buffer | string} body the answer as Next sent it (a string is its UTF-8 text)
   * @param {{ deferScripts?: boolean }} [options] a cached page: its framework scripts start after load (./deferred-scripts.mjs)
   * @returns {DocumentFacts} `body` is what to send
   */
  return function documentFacts(body, { deferScripts = false } = {}) {
    if (Buffer.isBuffer(body)) return factsOf(body, deferScripts)
    const texts = byText[deferScripts ? 'd' : 'n']
    const known = recall(texts, body)
    if (known) return known
    const facts = factsOf(Buffer.from(body, 'utf8'), deferScripts)
    remember(texts, body, facts, textLimit)
    return facts
  }
}
