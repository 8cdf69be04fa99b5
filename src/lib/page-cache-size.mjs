/**
 * How much Next's in-memory cache of pages and reads may hold (PAGE_CACHE_MB,
 * default 64): the least recently used entries go first. Next counts
 * characters of HTML and JSON, so the memory used can be up to about twice this.
 * Read when the server starts (the cache handlers), not only when the app is built.
 */
export const PAGE_CACHE_BYTES = Math.max(1, Number(process.env.PAGE_CACHE_MB || 64)) * 1024 * 1024
