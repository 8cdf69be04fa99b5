import { LANGUAGE_SWITCH_SCRIPT } from '@/features/layout/language-counterpart'
import { REVEAL_SCRIPT, SCALE_SCRIPT } from '@/features/motion/boot-script'
import { EARLY_SEARCH_SCRIPT } from '@/features/search/early-search'
import { MEMBER_NAME_SCRIPT, MEMBER_STATE_SCRIPT } from '@/lib/member-hint'

/** Runs in <head> before the first paint: the large-screen scale, the member state on <html>, the language switch's click. */
export const HEAD_SCRIPT = `${SCALE_SCRIPT};${MEMBER_STATE_SCRIPT};${LANGUAGE_SWITCH_SCRIPT}`

/**
 * Every inline script the site writes into its pages, exactly as written. The
 * server lets only these (and the framework's data pushes) run: it lists their
 * hashes in each page's Content-Security-Policy (docs/decisions/0012).
 */
export const INLINE_SCRIPTS = [HEAD_SCRIPT, REVEAL_SCRIPT, MEMBER_NAME_SCRIPT, EARLY_SEARCH_SCRIPT]
