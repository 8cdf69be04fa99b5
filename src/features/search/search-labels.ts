import type { SuggestLabels } from '@/features/search-suggest/suggesting-input'
import type { SiteLanguage } from '@/i18n/routing'

export type SearchGroupKind = 'products' | 'news' | 'downloads'

/** One result group's words; `count` and `viewAll` hold `{total}`. */
export type SearchGroupLabels = { title: string; count: string; more: string; empty: string; viewAll: string }

/**
 * The search screen's words in the page's language, from the `search`
 * catalogue. The screen runs in the browser without a translation runtime, so
 * messages with a value keep their `{placeholder}` and are filled with `fill`.
 */
export type SearchLabels = {
  lang: SiteLanguage
  title: string
  documentTitle: string
  documentTitleEmpty: string
  resultsTitle: string
  inputLabel: string
  placeholder: string
  button: string
  searching: string
  /** What the cached page says before it knows the keyword. */
  opening: string
  failed: string
  systemError: string
  empty: string
  total: { one: string; other: string }
  groupsLabel: string
  backToAll: string
  /** Holds `{words}`: the synonyms or corrections searched besides the keyword, joined by `alsoSeparator`. */
  also: string
  alsoSeparator: string
  /** Marks a hit that holds only part of the keyword. */
  partial: string
  suggest: SuggestLabels
  version: string
  groups: Record<SearchGroupKind, SearchGroupLabels>
}
