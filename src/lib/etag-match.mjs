// Whether a caller already holds an answer: its If-None-Match names the answer's
// ETag (or `*`). One rule for the contract's route handler and for the site's
// server, which answers kept public reads itself (server/answer-cache.mjs).

/** @param {string | null | undefined} ifNoneMatch @param {string | null | undefined} etag */
export function callerHolds(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
}
