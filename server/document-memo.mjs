// What the server works out from a whole answer, kept for the answers it sent
// last: a cached page or a public contract read is the same bytes on every
// request, so a document's Content-Security-Policy and any answer's gzip copy
// are made once, not per request.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { allowedScriptHashes, documentPolicy } from './content-security-policy.mjs'
import { deferChunkScripts } from './deferred-scripts.mjs'

/** @typedef {{ body: Buffer, policy: () => string, gzip: () => Buffer }} DocumentFacts */

/** Facts about the `limit` documents seen last (least recently used go first). */
export function createDocumentMemo(limit = 256) {
  /** @type {Map<string, DocumentFacts>} */
  const memo = new Map()
  /**
   * @param {Buffer} body the answer as Next sent it
   * @param {{ deferScripts?: boolean }} [options] a cached page: its framework scripts start after load (./deferred-scripts.mjs)
   * @returns {DocumentFacts} `body` is what to send
   */
  return function documentFacts(body, { deferScripts = false } = {}) {
    const key = `${deferScripts ? 'd' : 'n'}${createHash('sha1').update(body).digest('base64')}`
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
    const sent = deferScripts ? Buffer.from(deferChunkScripts(body.toString('utf8'))) : body
    const facts = {
      body: sent,
      policy: () => (policy ??= documentPolicy(allowedScriptHashes(sent.toString('utf8')))),
      // Made once per document, so the best compression costs nothing after the first visitor.
      gzip: () => (gzipped ??= zlib.gzipSync(sent, { level: zlib.constants.Z_BEST_COMPRESSION })),
    }
    memo.set(key, facts)
    if (memo.size > limit) memo.delete(/** @type {string} */ (memo.keys().next().value))
    return facts
  }
}
