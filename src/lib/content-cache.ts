import { revalidateTag, unstable_cache } from 'next/cache'
import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external'

import { announceContentExpired } from './content-expiry.mjs'
import { PAGE_CACHE_BYTES } from './page-cache-size.mjs'
import { logger } from './logger.mjs'

/**
 * Cache tags of the public site: one per collection or global slug. A cached
 * read names every slug it depends on; a change to a document expires its slug.
 */
export type ContentTag = string

/** Safety net: even without a hook (another instance wrote), cached reads refresh after this many seconds. */
const MAX_AGE_SECONDS = 300

/** True inside the Next.js server, where the data cache and revalidateTag exist (not in scripts or Vitest). */
function insideNext(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/**
 * Wraps a read of public content in Next's data cache, tagged with the slugs it
 * depends on. Arguments and results must be JSON-serialisable. Outside the Next
 * server the read runs directly. Next never reads the cache for a cached read
 * called while another one is being computed (the inner read always runs):
 * call cached reads side by side, not from inside each other.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  tags: readonly ContentTag[],
  read: (...args: A) => Promise<R>,
  options: { maxAgeSeconds?: number } = {},
): (...args: A) => Promise<R> {
  let wrapped: ((...args: A) => Promise<R>) | undefined
  return (...args: A) => {
    if (!insideNext()) return read(...args)
    wrapped ??= unstable_cache(read, ['content', name], { tags: [...tags], revalidate: options.maxAgeSeconds ?? MAX_AGE_SECONDS })
    return wrapped(...args)
  }
}

/** Expires every cached read tagged with these slugs, so the next request renders fresh content. */
export function expireContent(...tags: ContentTag[]): void {
  if (!insideNext()) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a request (a script run inside the server process) there is nothing to expire.
      logger.warn({ tag, err: error }, 'could not expire a cache tag')
    }
  }
  announceContentExpired(tags)
}

export type PageCacheStatus = { entries: number; size: number; limit: number }

/**
 * The fill of Next's in-memory cache, which holds every cached page and read
 * (next.config.ts: cacheMaxMemorySize, nothing on disk). Its size is Next's
 * own estimate: characters of HTML and JSON, not bytes.
 */
export function pageCacheStatus(): PageCacheStatus {
  const cache = getMemoryCache(PAGE_CACHE_BYTES) as unknown as { size: number; currentSize: number; maxSize: number }
  return { entries: cache.size, size: cache.currentSize, limit: cache.maxSize }
}
