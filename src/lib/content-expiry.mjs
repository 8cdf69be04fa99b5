// Who else hears that content changed: the site's server (server/index.mjs)
// forgets the public reads it keeps when the app expires a cache tag. The
// server and the app's bundle each load their own copy of this module; they
// share the listeners through globalThis.
const LISTENERS_KEY = Symbol.for('power-site.content-expiry-listeners')

/** @type {Record<symbol, unknown>} */
const shared = /** @type {never} */ (globalThis)

/** @returns {Set<(tags: string[]) => void>} */
function listeners() {
  return /** @type {Set<(tags: string[]) => void>} */ (shared[LISTENERS_KEY] ??= new Set())
}

/** Calls `listener` each time content tags expire on this instance. */
export function onContentExpired(/** @type {(tags: string[]) => void} */ listener) {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** Tells every listener that these tags expired. */
export function announceContentExpired(/** @type {string[]} */ tags) {
  for (const listener of listeners()) listener(tags)
}
