// The Content-Security-Policy of every answer (docs/decisions/0012-content-security-policy.md).
// Pages are cached and shared, so they cannot carry a per-request nonce:
// each HTML answer's policy lists the SHA-256 of the inline scripts it may
// run, and only two kinds qualify: the site's own boot scripts (published by
// src/instrumentation.ts from their source, and the server's chunk loader) and the framework's data pushes,
// whose argument must parse as JSON. Any other inline script, such as one
// slipped into stored content, gets no hash and does not run.
import { createHash } from 'node:crypto'

import { CHUNK_LOADER } from './deferred-scripts.mjs'

/** Where src/instrumentation.ts publishes the site's own inline scripts (their exact text). */
export const INLINE_SCRIPTS_KEY = Symbol.for('site.inline-scripts')

const ANALYTICS_ORIGIN = 'https://hm.baidu.com'

const DATA_PUSHES = [
  // React Server Components payload, streamed into the page by Next.
  /^self\.__next_f\.push\(([\s\S]*)\);?$/,
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\);?$/,
  // Turbopack's list of the page's chunks.
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
]

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /^\s*$|^(?:text|application)\/(?:javascript|ecmascript)$|^module$/i

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** @param {string} body */
function isDataPush(body) {
  for (const pattern of DATA_PUSHES) {
    const match = pattern.exec(body)
    if (!match) continue
    try {
      JSON.parse(match[1])
      return true
    } catch {
      return false
    }
  }
  return false
}

/** The hash sources of the inline scripts in `html` that may run. */
export function allowedScriptHashes(html, ownScripts = siteInlineScripts()) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    if (ownScripts.has(body) || body === CHUNK_LOADER || isDataPush(body)) hashes.add(sha256(body))
  }
  return [...hashes]
}

/** @returns {Set<string>} */
function siteInlineScripts() {
  const published = /** @type {Record<symbol, unknown>} */ (globalThis)[INLINE_SCRIPTS_KEY]
  return published instanceof Set ? published : new Set()
}

/** The policy of an HTML document whose inline scripts hash to `hashes`. */
export function documentPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${ANALYTICS_ORIGIN} ${hashes.join(' ')}`.trim(),
    // antd and Payload's admin write style elements and attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${ANALYTICS_ORIGIN}`,
    "font-src 'self' data:",
    `connect-src 'self' ${ANALYTICS_ORIGIN}`,
    "media-src 'self' blob:",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Everything that is not a document (JSON, images, files): nothing may run, nothing may frame it from elsewhere. */
export const RESOURCE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'"
