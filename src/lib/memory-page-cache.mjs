// The page cache of one instance: Next's own file-system cache with its disk
// half switched off, so everything lives in its size-bounded in-memory LRU
// (cacheMaxMemorySize). Tags expire as in Next's default handler; pages
// prerendered at build (the bench's reference page) are still read from the
// build output.
//
// Only pages and reads are kept from the disk: the image optimizer keeps its
// own disk cache (bounded, images.maximumDiskCacheSize), which needs Next's
// isrFlushToDisk left on.
import { NextFileSystemCache } from './framework-ties.mjs'
import { countCacheLookup } from './metrics.mjs'
import { PAGE_CACHE_BYTES } from './page-cache-size.mjs'

export class MemoryPageCache extends NextFileSystemCache {
  constructor(context) {
    super({ ...context, maxMemoryCacheSize: PAGE_CACHE_BYTES, flushToDisk: false })
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    countCacheLookup('page', Boolean(entry))
    return entry
  }
}
