import { INLINE_SCRIPTS } from './app/(site)/inline-scripts'

/** Runs once when the server starts: tells server/index.mjs which inline scripts are the site's own. */
export function register() {
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('site.inline-scripts')] = new Set(INLINE_SCRIPTS)
}
