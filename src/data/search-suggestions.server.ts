import 'server-only'

import { sql } from 'drizzle-orm'

import { DEFAULT_LOCALE, localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { pinyinLetters, pinyinWords } from '@/lib/pinyin-words'
import { payloadDatabase, toNumber } from '@/lib/raw-sql'
import { matchingIds } from '@/lib/search-index'
import { normaliseQuery } from '@/lib/search-plan'
import { queryTerms } from '@/lib/search-tokens'

import { payloadClient } from './payload-client.server'
import { categoryTree, seriesOfAllProducts, type CategoryNode } from './products.server'
import { popularSearches } from './search-stats.server'

/** What a suggestion names: a product (by model; choosing it opens the product), a series, a category or a popular search. */
export type SuggestionType = 'model' | 'series' | 'category' | 'query'
export type Suggestion = { type: SuggestionType; text: string; detail: string; id: number | null }
export type Suggestions = { keyword: string; list: Suggestion[] }

/** At most this many suggestions in all, and of each kind. */
export const MAX_SUGGESTIONS = 10
const MAX_MODELS = 5
const MAX_SERIES = 2
const MAX_CATEGORIES = 3
const MAX_POPULAR = 3

const flatten = (nodes: CategoryNode[], parent = ''): { id: number; name: string; parent: string }[] =>
  nodes.flatMap((node) => [{ id: node.id, name: node.name, parent }, ...flatten(node.children, node.name)])

/** The models whose model number or name starts with what was typed (the search index's title part), heaviest first. */
async function models(keyword: string, locale: ContentLocale): Promise<Suggestion[]> {
  const terms = queryTerms(keyword)
  if (!terms.length) return []
  const db = await payloadDatabase(await payloadClient())
  const rows = await db.rows<{ id: unknown; model: string; name: string | null }>(sql`
    SELECT t."id", t."model", ${localized('t', 'name', locale)} AS "name" FROM "products" t${localeJoins('products', 't', locale)}
    WHERE t."_status" = 'published' AND t."id" IN (${matchingIds(db.dialect, 'products', terms, 'title')})
    ORDER BY t."weight" DESC, t."id" DESC LIMIT ${MAX_MODELS}`)
  return rows.map((row) => ({ type: 'model', text: row.model, detail: row.name ?? '', id: toNumber(row.id) }))
}

/** The series of published products that hold what was typed (from the product list's cached series). */
async function series(keyword: string, locale: ContentLocale): Promise<Suggestion[]> {
  const typed = normaliseQuery(keyword)
  return (await seriesOfAllProducts(locale))
    .filter((name) => normaliseQuery(name).includes(typed))
    .slice(0, MAX_SERIES)
    .map((name) => ({ type: 'series', text: name, detail: '', id: null }))
}

/** The categories whose name holds what was typed, or that its pinyin spells. */
async function categories(keyword: string, locale: ContentLocale): Promise<Suggestion[]> {
  const typed = normaliseQuery(keyword)
  const all = flatten(await categoryTree(locale))
  const letters = pinyinLetters(keyword)
  const spelled = letters
    ? new Set(
        pinyinWords(
          letters,
          all.map((category) => category.name),
          MAX_CATEGORIES * 2,
        ),
      )
    : new Set<string>()
  return all
    .filter((category) => normaliseQuery(category.name).includes(typed) || [...spelled].some((word) => category.name.includes(word)))
    .slice(0, MAX_CATEGORIES)
    .map((category) => ({ type: 'category', text: category.name, detail: category.parent, id: category.id }))
}

/**
 * Suggestions as a visitor types (the contract's search_suggest): models first, then series, categories and popular searches,
 * at most MAX_SUGGESTIONS, each once.
 */
export async function searchSuggestions(keyword: string, locale: ContentLocale = DEFAULT_LOCALE): Promise<Suggestions> {
  const typed = keyword.trim()
  if (!typed) return { keyword: typed, list: [] }
  const popular = popularSearches(typed, locale, MAX_POPULAR).then((queries) => queries.map((query): Suggestion => ({ type: 'query', text: query, detail: '', id: null })))
  const groups = await Promise.all([models(typed, locale), series(typed, locale), categories(typed, locale), popular])
  const seen = new Set<string>()
  const list = groups
    .flat()
    .filter((suggestion) => {
      const key = `${suggestion.type}:${suggestion.text.toLowerCase()}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_SUGGESTIONS)
  return { keyword: typed, list }
}
