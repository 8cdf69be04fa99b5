import type { ContentLocale } from './localized-sql'

/**
 * The language of the page in the browser, from `<html lang>` (`en` on the
 * English site, `zh-CN` otherwise): for code that runs only in the browser
 * (dialogs loaded on demand, calls of the contract). Rendered components get
 * their language as a prop instead.
 */
export function pageLanguage(): ContentLocale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'zh'
}

/** The contract's `lang` of each language: the spec's `zh-cn`, or `en` on the English site (messages and fields in English). */
export const CONTRACT_LANG = { zh: 'zh-cn', en: 'en' } as const satisfies Record<ContentLocale, string>

/** The contract's `lang` for the page (CONTRACT_LANG). */
export function contractLang(): (typeof CONTRACT_LANG)[ContentLocale] {
  return CONTRACT_LANG[pageLanguage()]
}
