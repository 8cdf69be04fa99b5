// Next's cache handler for rendered pages and cached reads (next.config.ts:
// cacheHandler), chosen once at start: shared through Redis when REDIS_URL is
// set (docs/decisions/0013), else this instance's bounded memory
// (docs/decisions/0010). The build never uses Redis: it must run where no
// service is reachable.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { MemoryPageCache } from './memory-page-cache.mjs'
import { createRedisPageCache } from './redis-page-cache.mjs'

const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
// Next may load this module more than once in a process; they share one connection.
const once = Symbol.for('site.redis-page-cache')

export default shared
  ? (globalThis[once] ??= createRedisPageCache({
      url: process.env.REDIS_URL,
      prefix: process.env.REDIS_PREFIX || 'site:',
      maxBytes: Math.max(1, Number(process.env.REDIS_CACHE_MB || 256)) * 1024 * 1024,
    }))
  : MemoryPageCache
