// What the server works out from a whole HTML document, kept for the documents
// it sent last: a cached page is the same bytes on every request, so its
// Content-Security-Policy and its gzip copy are made once, not per request.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { allowedScriptHashes, documentPolicy } from './content-security-policy.mjs'

/** @typedef {{ policy: string, gzip: () => Buffer }} DocumentFacts */

/** Facts about the `limit` documents seen last (least recently used go first). */
export function createDocumentMemo(limit = 256) {
  /** @type {Map<string, DocumentFacts>} */
  const memo = new Map()
  /** @param {Buffer} body @returns {DocumentFacts} */
  return function documentFacts(body) {
    const key = createHash('sha1').update(body).digest('base64')
    const known = memo.get(key)
    if (known) {
      memo.delete(key)
      memo.set(key, known)
      return known
    }
    /** @type {Buffer | undefined} */
    let gzipped
    const facts = {
      policy: documentPolicy(allowedScriptHashes(body.toString('utf8'))),
      // Made once per document, so the best compression costs nothing after the first visitor.
      gzip: () => (gzipped ??= zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION })),
    }
    memo.set(key, facts)
    if (memo.size > limit) memo.delete(/** @type {string} */ (memo.keys().next().value))
    return facts
  }
}
