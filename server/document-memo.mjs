// What the server works out from a whole answer, kept for the answers it sent
// last: a cached page or a public contract read is the same bytes on every
// request, so a document's Content-Security-Policy and any answer's gzip copy
// are made once, not per request.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { allowedScriptHashes, documentPolicy } from './content-security-policy.mjs'

/** @typedef {{ policy: () => string, gzip: () => Buffer }} DocumentFacts */

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
    /** @type {string | undefined} */
    let policy
    const facts = {
      policy: () => (policy ??= documentPolicy(allowedScriptHashes(body.toString('utf8')))),
      // Made once per document, so the best compression costs nothing after the first visitor.
      gzip: () => (gzipped ??= zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION })),
    }
    memo.set(key, facts)
    if (memo.size > limit) memo.delete(/** @type {string} */ (memo.keys().next().value))
    return facts
  }
}
