// Next's cache of rendered pages and cached reads, shared by every instance
// through Redis (docs/decisions/0013). Each process keeps what it has read in
// Next's bounded in-memory LRU, as the memory handler does, and checks every
// entry it serves against the tag timestamps in Redis, so a revalidateTag on
// any instance is seen by all of them on their next request.
//
// In Redis, under REDIS_PREFIX + 'next:':
//   e:<build id>:<key>  an entry (v8-serialised), with a TTL
//   t:<tag>             when the tag was last revalidated (ms), with a TTL
//   index, sizes, bytes the entries by expiry time, their sizes and their total,
//                       which keep the entries within maxBytes
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

import { Redis } from 'ioredis'

import { CACHE_TAGS_HEADER, nextMemoryCache } from './framework-ties.mjs'
import { logger } from './logger.mjs'
import { countCacheLookup } from './metrics.mjs'
import { MemoryPageCache } from './memory-page-cache.mjs'
import { PAGE_CACHE_BYTES } from './page-cache-size.mjs'

/** No entry or tag timestamp outlives this, so a tag's timestamp always outlives the entries it may expire. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000
/** After a failed Redis call, the cache works without Redis for this long before it tries again. */
const PAUSE_AFTER_FAILURE_MS = 1000

// Stores an entry and evicts whatever passed its expiry time, then the entries
// closest to their expiry until the total fits in the budget.
// KEYS: entry, index, sizes, bytes. ARGV: value, ttl ms, now ms, budget bytes.
const STORE_SCRIPT = `
local size = string.len(ARGV[1])
local ttl = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local budget = tonumber(ARGV[4])
if size > budget then return 0 end
local gone = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, 500)
for _, key in ipairs(gone) do
  redis.call('DECRBY', KEYS[4], tonumber(redis.call('HGET', KEYS[3], key) or '0'))
  redis.call('HDEL', KEYS[3], key)
  redis.call('ZREM', KEYS[2], key)
end
local previous = redis.call('HGET', KEYS[3], KEYS[1])
if previous then redis.call('DECRBY', KEYS[4], tonumber(previous)) end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZADD', KEYS[2], now + ttl, KEYS[1])
redis.call('HSET', KEYS[3], KEYS[1], size)
local total = redis.call('INCRBY', KEYS[4], size)
while total > budget do
  local first = redis.call('ZPOPMIN', KEYS[2])
  if #first == 0 then break end
  total = redis.call('DECRBY', KEYS[4], tonumber(redis.call('HGET', KEYS[3], first[1]) or '0'))
  redis.call('HDEL', KEYS[3], first[1])
  redis.call('DEL', first[1])
end
return 1
`

function readBuildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'no-build'
  }
}

/** The tags an entry depends on: a page's from its tags header, a read's from Next's context. */
function tagsOf(entry, ctx) {
  const value = entry.value
  if (value?.kind === 'FETCH') return [...new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value.tags ?? [])])]
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  if (typeof header === 'string' && header) return header.split(',')
  return entry.tags ?? []
}

/** Seconds after which Next revalidates the entry in the background, or undefined for never. */
function revalidateSeconds(entry, ctx) {
  const seconds = entry.value?.kind === 'FETCH' ? (ctx?.revalidate ?? entry.value.revalidate) : entry.cacheControl?.revalidate
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}

/** How long Redis keeps an entry: twice its revalidate time, so instances can still serve it stale while one renders it again. */
function ttlMs(value, cacheControl) {
  const seconds = value?.kind === 'FETCH' ? value.revalidate : cacheControl?.revalidate
  if (typeof seconds !== 'number' || seconds <= 0) return MAX_AGE_MS
  return Math.min(MAX_AGE_MS, Math.max(1000, seconds * 2000))
}

/**
 * The handler class for Next's cacheHandler, over one Redis connection.
 * `url` is the Redis URL, `prefix` the app's key prefix, `maxBytes` the budget
 * of all entries in Redis.
 */
export function createRedisPageCache({ url, prefix, maxBytes, commandTimeoutMs = 500 }) {
  const root = `${prefix}next:`
  const keys = { index: `${root}index`, sizes: `${root}sizes`, bytes: `${root}bytes` }
  const client = new Redis(url, {
    // Fail at once while disconnected instead of queueing: the page renders without the shared cache.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    enableAutoPipelining: true,
  })
  client.defineCommand('storePageCacheEntry', { numberOfKeys: 4, lua: STORE_SCRIPT })

  let pausedUntil = 0
  let failing = false
  /** Tag timestamps that could not be written while Redis was away; written once it answers. */
  const unsentTags = new Map()

  function reportFailure(reason) {
    if (failing) return
    failing = true
    logger.warn({ reason }, 'shared page cache: Redis failed; pages render without the shared cache until it answers')
  }
  function reportRecovery() {
    if (failing) logger.warn('shared page cache: Redis answers again')
    failing = false
    if (unsentTags.size > 0) void sendUnsentTags()
  }
  // ioredis reconnects by itself.
  client.on('error', (error) => reportFailure(error.message))
  client.on('ready', reportRecovery)

  async function redisCall(what, call) {
    if (client.status !== 'ready' || Date.now() < pausedUntil) return { ok: false }
    try {
      const result = await call()
      if (failing) reportRecovery()
      return { ok: true, result }
    } catch (error) {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
      reportFailure(`${what}: ${error instanceof Error ? error.message : error}`)
      return { ok: false }
    }
  }

  function writeTags(stamps) {
    const batch = client.multi()
    for (const [tag, at] of stamps) batch.set(`${root}t:${tag}`, String(at), 'PX', MAX_AGE_MS)
    return batch.exec()
  }

  async function sendUnsentTags() {
    const stamps = [...unsentTags]
    unsentTags.clear()
    try {
      await writeTags(stamps)
    } catch {
      for (const [tag, at] of stamps) if ((unsentTags.get(tag) ?? 0) < at) unsentTags.set(tag, at)
    }
  }

  /** Whether a tag changed after the entry was made; undefined when Redis cannot say. */
  async function isExpired(entry, ctx) {
    if (Date.now() - entry.lastModified > MAX_AGE_MS) return true
    const tags = tagsOf(entry, ctx)
    if (tags.length === 0) return false
    const answer = await redisCall('read tags', () => client.mget(tags.map((tag) => `${root}t:${tag}`)))
    if (!answer.ok) return undefined
    return tags.some((tag, i) => Math.max(Number(answer.result[i] ?? 0), unsentTags.get(tag) ?? 0) > entry.lastModified)
  }

  return class RedisPageCache extends MemoryPageCache {
    static client = client

    constructor(context) {
      super(context)
      this.memory = nextMemoryCache(PAGE_CACHE_BYTES)
      RedisPageCache.buildId ??= readBuildId(context.serverDistDir ?? '.')
    }

    entryKey(key) {
      return `${root}e:${RedisPageCache.buildId}:${key}`
    }

    async get(key, ctx) {
      // This process's copy, or a page prerendered at build.
      const local = await super.get(key, ctx)
      let usable = null
      if (local) {
        const expired = await isExpired(local, ctx)
        if (expired === undefined) return null
        if (expired) this.memory.remove(key)
        else {
          const revalidate = revalidateSeconds(local, ctx)
          if (revalidate === undefined || Date.now() - local.lastModified < revalidate * 1000) return local
          usable = local
        }
      }
      // Another instance may hold a newer copy.
      const remote = await this.newerRemoteCopy(key, usable, ctx)
      countCacheLookup('redis', Boolean(remote))
      if (!remote) return usable
      this.memory.set(key, remote)
      return remote
    }

    /** The copy Redis holds, when it is newer than `usable` and has not expired; else null. */
    async newerRemoteCopy(key, usable, ctx) {
      const answer = await redisCall('read entry', () => client.getBuffer(this.entryKey(key)))
      if (!answer.ok || !answer.result) return null
      let remote
      try {
        remote = v8.deserialize(answer.result)
      } catch {
        return null
      }
      if (usable && usable.lastModified >= remote.lastModified) return null
      if ((await isExpired(remote, ctx)) !== false) return null
      return { value: remote.value, lastModified: remote.lastModified, cacheControl: remote.cacheControl }
    }

    async set(key, data, ctx) {
      const lastModified = Date.now()
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      this.memory.set(key, { value: data, lastModified, cacheControl })
      if (!data) return
      const tags = data.kind === 'FETCH' ? (ctx?.tags ?? []) : tagsOf({ value: data }, ctx)
      let bytes
      try {
        bytes = v8.serialize({ value: data, lastModified, cacheControl, tags })
      } catch (error) {
        logger.warn({ key, err: error }, 'shared page cache: cannot store an entry')
        return
      }
      await redisCall('store entry', () =>
        client.storePageCacheEntry(this.entryKey(key), keys.index, keys.sizes, keys.bytes, bytes, ttlMs(data, cacheControl), lastModified, maxBytes),
      )
    }

    // Next passes the profile's durations as a second argument; every caller in this app expires at
    // once (expire: 0), and a later expiry is treated as immediate too.
    async revalidateTag(tags) {
      const list = typeof tags === 'string' ? [tags] : tags
      if (list.length === 0) return
      const now = Date.now()
      const stamps = list.map((tag) => [tag, now])
      const answer = await redisCall('write tags', () => writeTags(stamps))
      if (!answer.ok) {
        for (const [tag, at] of stamps) unsentTags.set(tag, at)
        logger.warn({ tags: list }, 'shared page cache: tags expire here now and on the other instances once Redis answers')
      }
    }
  }
}
