import { revalidateTag, unstable_cache } from 'next/cache'

import { announceContentExpired } from './content-expiry.mjs'
import { nextMemoryCache } from './framework-ties.mjs'
import { PAGE_CACHE_BYTES } from './page-cache-size.mjs'
import { logger } from './logger.mjs'
import { countExpiry } from './metrics.mjs'

/** Safety net: even without a hook (another instance wrote), cached reads refresh after this many seconds. */
const MAX_AGE_SECONDS = 300

/** True inside the Next.js server, where the data cache and revalidateTag exist (not in scripts or Vitest). */
export function contentCacheActive(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/**
 * Wraps a read of public content in Next's data cache, tagged with what it shows
 * (src/lib/content-tags.ts): fixed tags, or tags of its first argument. Arguments and results must be JSON-serialisable. Outside the Next
 * server the read runs directly. Next never reads the cache for a cached read
 * called while another one is being computed (the inner read always runs):
 * call cached reads side by side, not from inside each other.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  tags: readonly string[] | ((first: NoInfer<A>[0]) => readonly string[]),
  read: (...args: A) => Promise<R>,
  options: { maxAgeSeconds?: number } = {},
): (...args: A) => Promise<R> {
  const revalidate = options.maxAgeSeconds ?? MAX_AGE_SECONDS
  let fixed: ((...args: A) => Promise<R>) | undefined
  return (...args: A) => {
    if (!contentCacheActive()) return read(...args)
    if (typeof tags === 'function') return unstable_cache(read, ['content', name], { tags: [...tags(args[0])], revalidate })(...args)
    fixed ??= unstable_cache(read, ['content', name], { tags: [...tags], revalidate })
    return fixed(...args)
  }
}

/** Expires every cached read and page carrying one of these tags, so the next request renders fresh content. */
export function expireContent(...tags: string[]): void {
  if (!contentCacheActive() || !tags.length) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a request (a script run inside the server process) there is nothing to expire.
      logger.warn({ tag, err: error }, 'could not expire a cache tag')
    }
  }
  announceContentExpired(tags)
  countExpiry(tags)
}

export type PageCacheStatus = { entries: number; size: number; limit: number }

/**
 * The fill of Next's in-memory cache, which holds every cached page and read
 * (next.config.ts: cacheMaxMemorySize, nothing on disk). Its size is Next's
 * own estimate: characters of HTML and JSON, not bytes.
 */
export function pageCacheStatus(): PageCacheStatus {
  const cache = nextMemoryCache(PAGE_CACHE_BYTES) as unknown as { size: number; currentSize: number; maxSize: number }
  return { entries: cache.size, size: cache.currentSize, limit: cache.maxSize }
}
