// What the site relies on of Next.js and Payload that they do not document as their API: private
// modules, headers, cookies, variables and formats. Each is named here, beside what it is for;
// src/lib/framework-ties.test.ts reads their own sources and fails when an upgrade changes one.
import fs from 'node:fs'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external.js'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'

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

/** Next's cache handler of pages and reads (its default), which the site's handlers extend (memory-page-cache.mjs). */
export const NextFileSystemCache = fileSystemCache.default ?? fileSystemCache

/**
 * The one in-memory LRU of Next's cache handler in this process (created on first use with that
 * size): the cache-status endpoint reads its fill, the Redis handler keeps what it read in it.
 */
export const nextMemoryCache = getMemoryCache

/** The file methods Next hands a cache handler in its context: the handler's tests drive it as Next does. */
export const nextHandlerFs = nodeFs

/** The header of a cached page's entry that lists the tags it was rendered with. */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * Payload's password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * 'pbkdf2-sha256-v1:' + hex of PBKDF2-SHA256 at 600,000 rounds and 32 bytes, or the legacy bare
 * hex at 25,000 rounds and 512 bytes. The members' unknown-username check costs what Payload's own does.
 * @param {string} hash
 */
export function payloadPasswordHash(hash) {
  if (hash.startsWith(PAYLOAD_HASH_PREFIX)) return { expected: hash.slice(PAYLOAD_HASH_PREFIX.length), iterations: 600_000, keyLength: 32 }
  return { expected: hash, iterations: 25_000, keyLength: 512 }
}

export const PAYLOAD_HASH_PREFIX = 'pbkdf2-sha256-v1:'

/**
 * Next sends the first 404 of a cached screen as an empty error shell (`<html id="__next_error__">`)
 * and draws its not-found page only in the browser (vercel/next.js#62228). The server puts the
 * not-found message into the shell's body, for crawlers, readers without JavaScript and slow phones;
 * the browser's render replaces it. Returns the filled document, or null when `html` is not the shell.
 * @param {string} html @param {string} content
 */
export function fillEmptyErrorShell(html, content) {
  const emptyBody = '<body><div hidden=""><!--$--><!--/$--></div>'
  if (!html.includes('id="__next_error__"') || !html.includes(emptyBody)) return null
  return html.replace(emptyBody, `<body>${content}<div hidden=""><!--$--><!--/$--></div>`)
}

/**
 * React's mark of a part of the page sent before it was ready (a pending Suspense boundary, whose
 * content follows later in the stream): tests see by it that a screen's first part left early.
 */
export const PENDING_PART_MARK = '<!--$?--><template id="'
