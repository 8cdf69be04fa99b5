// What the server works out from a whole answer, kept for the answers it sent
// last: a cached page or a public contract read is the same bytes on every
// request, so a document's Content-Security-Policy and any answer's gzip copy
// are made once, not per request.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

/** @typedef {{ body: Buffer, policy: () => string, gzip: () => Buffer }} DocumentFacts */

/**
 * Facts about the `limit` documents seen last (least recently used go first),
 * and the `textLimit` seen last as text: those keep their string (up to 180 KB
 * for a 90 KB page of Chinese text) beside what the memo already holds.
 * `policyOf` gives a document's Content-Security-Policy from its HTML.
 * @param {{ limit?: number, textLimit?: number, policyOf?: (html: string) => string }} [options]
 */
export function createDocumentMemo({ limit = 256, textLimit = 64, policyOf = () => '' } = {}) {
  /** @type {Map<string, DocumentFacts>} */
  const memo = new Map()
  // The same documents by their text, when they came as one string (see WholeAnswer in
  // ./whole-answer.mjs): Next writes a cached page as the string it keeps, so V8 finds
  // it by the hash cached in that string and compares no characters.
  /** @type {Map<string, DocumentFacts>} */
  const byText = new Map()

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

  /** @param {Buffer} body @returns {DocumentFacts} */
  const factsOf = (body) => {
    const key = createHash('sha1').update(body).digest('base64')
    const known = recall(memo, key)
    if (known) return known
    /** @type {Buffer | undefined} */
    let gzipped
    /** @type {string | undefined} */
    let policy
    const facts = {
      body,
      policy: () => (policy ??= policyOf(body.toString('utf8'))),
      // Made once per document, so the best compression costs nothing after the first visitor.
      gzip: () => (gzipped ??= zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION })),
    }
    remember(memo, key, facts)
    return facts
  }

  /**
   * @param {Buffer | string} body the answer as Next sent it (a string is its UTF-8 text)
   * @returns {DocumentFacts} `body` is what to send
   */
  return function documentFacts(body) {
    if (Buffer.isBuffer(body)) return factsOf(body)
    const known = recall(byText, body)
    if (known) return known
    const facts = factsOf(Buffer.from(body, 'utf8'))
    remember(byText, body, facts, textLimit)
    return facts
  }
}
