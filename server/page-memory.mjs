// A second's memory of cached pages: a page Next sent from its cache (the same
// document for every visitor, docs/decisions/0010) is sent again without passing
// through Next, until a publish on this instance forgets them all at once
// (docs/decisions/0022). Another instance's publish reaches this one within a
// second more.
import { createAnswerMemory } from './answer-memory.mjs'
import { SAME_FOR_EVERY_ANSWER } from './security-headers.mjs'

/**
 * Request headers under which Next answers the same address with something else
 * than the cached document: the framework's navigations and prefetches (the RSC
 * payload), and a request to render the page again.
 */
const OTHER_ANSWER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'x-prerender-revalidate']
/** Draft mode's cookie: Next renders the page per request for its holder. */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/
/** Addresses that are never a cached page: the contract, the framework's files, the admin and its API. */
const NEVER_A_PAGE = /^\/(?:api|_next|admin|cms-api)(?:[/?]|$)/
/**
 * Answer headers not sent again with a remembered page: set per request (the
 * request id, the security headers but the page's own policy), or per sending.
 * Every other header (Next's, the site's configured ones) goes with the page.
 */
const PER_REQUEST_HEADERS = new Set(['x-request-id', ...SAME_FOR_EVERY_ANSWER, 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

/** Whether Next could answer this request with a cached page. */
export function mayBeCachedPage(/** @type {import('node:http').IncomingMessage} */ req) {
  if (req.method !== 'GET' || NEVER_A_PAGE.test(req.url ?? '/')) return false
  for (const name of OTHER_ANSWER_HEADERS) if (req.headers[name] !== undefined) return false
  return !DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '')
}

/** The key of a page request: its address. Headers and cookies do not change a cached page. */
export function pageKey(/** @type {import('node:http').IncomingMessage} */ req) {
  return `${req.headers.host ?? ''} ${req.url ?? '/'}`
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number }} [options]
 */
export function createPageMemory({ ttlMs = 1000, maxEntries = 200, maxBytes = 32 * 1024 * 1024 } = {}) {
  return createAnswerMemory({
    ttlMs,
    maxEntries,
    maxBytes,
    keptHeaders: (res) => res.getHeaderNames().filter((name) => !PER_REQUEST_HEADERS.has(name)),
    // A page found fresh in Next's cache: marked as prerendered, HTML, and shared caches may keep it.
    // Not one made for this request (MISS: the next one finds it in Next's cache, and says so), nor
    // a stale one (STALE: Next is making it again, and the next visitor gets that).
    keeps: (res) =>
      res.hasHeader('x-nextjs-prerender') &&
      res.getHeader('x-nextjs-cache') === 'HIT' &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
      !/\b(?:private|no-store|no-cache)\b/.test(String(res.getHeader('cache-control') ?? '')),
  })
}
