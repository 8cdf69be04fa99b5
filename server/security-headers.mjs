// The security headers of every answer, and the Content-Security-Policy of documents
// (docs/decisions/0012-content-security-policy.md): inline scripts run by provenance, never by their shape.
//
// - The framework's scripts: every HTML request reaches Next with a nonce the
//   server issued, and Next and React put it on every script they write while
//   rendering (its data pushes, Turbopack's chunk list, React's streaming
//   runtime). A cached page keeps the nonce of the render that made it. A nonce
//   is signed with a key of the site's secret and stamped with its time, and a
//   page's policy names the newest authentic nonce in it: a script that came
//   from stored content has none, a forged one cannot be authentic, and one
//   copied from an older page is older than the render it sits in.
// - The site's own inline scripts, by the hash of their exact text
//   (src/app/(site)/inline-scripts.ts, published by src/instrumentation.ts).
// - Pages the build prerendered (no request, so no nonce: the 404 shell), by
//   the hashes of their inline scripts, listed by scripts/complete-standalone.mjs.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'

/** Where src/instrumentation.ts publishes the site's own inline scripts (their exact text). */
export const INLINE_SCRIPTS_KEY = Symbol.for('site.inline-scripts')

/** The file scripts/complete-standalone.mjs writes beside the build: the inline scripts of its prerendered pages. */
export const PRERENDERED_SCRIPTS_FILE = 'prerendered-script-hashes.json'

const ANALYTICS_ORIGIN = 'https://hm.baidu.com'

/** @param {string} text */
export const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// A nonce: 6 bytes of time (ms), 12 random bytes, 12 bytes of HMAC over both; 40 characters of base64url.
const TIME_BYTES = 6
const RANDOM_BYTES = 12
const TAG_BYTES = 12
const NONCE_ATTRIBUTE = /<script\b[^>]*?\snonce="([A-Za-z0-9_-]{40})"/g

/**
 * The nonces of one site: `issue()` makes the nonce of a render, `newestIn(html)`
 * finds the render's own among the nonces a document carries.
 * @param {string} secret the site's secret (PAYLOAD_SECRET), shared by every instance
 */
export function createScriptNonces(secret) {
  const key = createHmac('sha256', secret).update('site script nonce').digest()
  /** @param {Buffer} body */
  const tag = (body) => createHmac('sha256', key).update(body).digest().subarray(0, TAG_BYTES)
  return {
    /** @param {number} [now] */
    issue(now = Date.now()) {
      const body = Buffer.alloc(TIME_BYTES + RANDOM_BYTES)
      body.writeUIntBE(now, 0, TIME_BYTES)
      randomBytes(RANDOM_BYTES).copy(body, TIME_BYTES)
      return Buffer.concat([body, tag(body)]).toString('base64url')
    },
    /**
     * The newest nonce of this site that a script of the document carries, or null.
     * @param {string} html
     */
    newestIn(html) {
      let newest = null
      let newestTime = -1
      const seen = new Set()
      for (const [, nonce] of html.matchAll(NONCE_ATTRIBUTE)) {
        if (seen.has(nonce)) continue
        seen.add(nonce)
        const bytes = Buffer.from(nonce, 'base64url')
        const body = bytes.subarray(0, TIME_BYTES + RANDOM_BYTES)
        if (bytes.length !== TIME_BYTES + RANDOM_BYTES + TAG_BYTES || !timingSafeEqual(bytes.subarray(TIME_BYTES + RANDOM_BYTES), tag(body))) continue
        const time = body.readUIntBE(0, TIME_BYTES)
        if (time > newestTime) [newest, newestTime] = [nonce, time]
      }
      return newest
    },
  }
}

/**
 * The hash sources of the inline scripts that run on any page: the site's own and those of the
 * pages the build prerendered (read once, from `prerenderedFile`, which the build wrote beside itself).
 * @param {string} prerenderedFile
 */
export function scriptsByProvenance(prerenderedFile) {
  /** @type {string[] | null} */
  let prerendered = null
  return () => {
    prerendered ??= fs.existsSync(prerenderedFile) ? /** @type {string[]} */ (JSON.parse(fs.readFileSync(prerenderedFile, 'utf8'))) : []
    const own = /** @type {Record<symbol, unknown>} */ (globalThis)[INLINE_SCRIPTS_KEY]
    return [...new Set([...(own instanceof Set ? [...own].map(sha256Source) : []), ...prerendered])]
  }
}

/**
 * The policy of an HTML document: the render's nonce and the hash sources of inline scripts allowed by provenance.
 * @param {{ nonce: string | null, hashes: string[] }} allowed
 */
export function documentPolicy({ nonce, hashes }) {
  return [
    "default-src 'self'",
    // 'report-sample': a refused inline script's first characters show in its violation report.
    `script-src 'self' 'report-sample' ${ANALYTICS_ORIGIN}${nonce ? ` 'nonce-${nonce}'` : ''} ${hashes.join(' ')}`.trim(),
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

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=(), fullscreen=(self)'

/** The headers setSecurityHeaders sets on every answer, whatever it is (the policy aside, which an HTML answer has its own of). */
export const SAME_FOR_EVERY_ANSWER = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security']

/**
 * Set before the app answers; an HTML answer's policy replaces RESOURCE_POLICY
 * once its body is known (server/whole-answer.mjs).
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean, dev?: boolean }} request
 */
export function setSecurityHeaders(res, { https, dev = false }) {
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('x-frame-options', 'SAMEORIGIN')
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin')
  res.setHeader('permissions-policy', PERMISSIONS_POLICY)
  // React's development runtime evaluates code: `npm run dev` goes without a policy.
  if (!dev) res.setHeader('content-security-policy', RESOURCE_POLICY)
  if (https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains')
}
