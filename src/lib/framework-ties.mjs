// What the site relies on of Next.js that Next does not document as its API: private headers,
// cookies, variables and markup. Each is named here, beside what it is for;
// src/lib/framework-ties.test.ts reads Next's own sources and fails when an upgrade changes one.
import fs from 'node:fs'
import path from 'node:path'

/**
 * Request headers under which Next answers a page's address with something else than its cached
 * document: the router's navigations and prefetches (the RSC payload) and a request to render it
 * again (next/dist/client/components/app-router-headers.js, PRERENDER_REVALIDATE_HEADER).
 */
export const OTHER_ANSWER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'x-prerender-revalidate']

/** Draft mode's cookie: Next renders the page per request for whoever holds it. */
export const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/

/**
 * Whether Next sent a page from its cache as it stands (x-nextjs-prerender, x-nextjs-cache: HIT):
 * not one rendered for this request (MISS) nor one being rendered again (STALE), and one that
 * shared caches may keep.
 * @param {import('node:http').ServerResponse} res
 */
export function isFreshCachedPage(res) {
  return res.hasHeader('x-nextjs-prerender') && res.getHeader('x-nextjs-cache') === 'HIT' && !/\b(?:private|no-store|no-cache)\b/.test(String(res.getHeader('cache-control') ?? ''))
}

/**
 * Whether an answer as a client received it came from Next's page cache unchanged (x-nextjs-cache: HIT),
 * not rendered for this request: the expiry tests list the pages a change expired by it.
 * @param {Record<string, string>} headers
 */
export const servedFromPageCache = (headers) => headers['x-nextjs-cache'] === 'HIT'

/**
 * A built app runs on the configuration its build recorded, as Next's own standalone server.js does
 * (__NEXT_PRIVATE_STANDALONE_CONFIG): in .next/standalone there is no next.config.ts, and beside the
 * build it would only be compiled again.
 * @param {string} dir the app's folder
 */
export function applyRecordedConfig(dir) {
  const recorded = path.join(dir, '.next', 'required-server-files.json')
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG || !fs.existsSync(recorded)) return
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(fs.readFileSync(recorded, 'utf8')).config)
}
