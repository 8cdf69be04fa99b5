import { categoryPath } from '@/data/category-path'
import type { CategoryNode, Facet } from '@/data/products.server'
import { keywordParam, pageNumber, positiveId } from '@/features/routing/route-params'
import type { SearchParams } from '@/features/routing/view-segment'

/**
 * The whole filter state of /product lives in its URL:
 * /product?category=3&type=PSD-6000C+系列&f.voltage=0-40&keyword=…&page=2
 * Facet filters carry an "f." prefix because a facet key may be any word (an instrument category has a "type" facet).
 */
export type ProductQuery = { category: number | null; type: string; keyword: string; filters: Record<string, string>; page: number }

export const FACET_PREFIX = 'f.'

/** What a filter chip shows for a facet value (the value stays in the URL): a range's label, an option's label in the page's language. */
export function facetValueLabel(facet: Facet, value: string): string {
  return facet.kind === 'range' ? (facet.ranges.find((range) => range.value === value)?.label ?? value) : facet.option_labels[facet.options.indexOf(value)] || value
}

function validFacetValue(facet: Facet, value: string): boolean {
  return facet.kind === 'range' ? facet.ranges.some((range) => range.value === value) : facet.options.includes(value)
}

/** Reads the query string; unknown categories and facet values that the category does not offer are ignored. */
export function parseProductQuery(search: SearchParams, tree: CategoryNode[]): { query: ProductQuery; path: CategoryNode[] } {
  const path = categoryPath(tree, positiveId(search.category))
  const category = path.at(-1) ?? null
  const filters: Record<string, string> = {}
  for (const facet of category?.facets ?? []) {
    const value = search[`${FACET_PREFIX}${facet.key}`]
    if (typeof value === 'string' && validFacetValue(facet, value)) filters[facet.key] = value
  }
  return {
    query: { category: category?.id ?? null, type: keywordParam(search.type), keyword: keywordParam(search.keyword), filters, page: pageNumber(search.page) },
    path,
  }
}

/** The /product URL of the query with the patch applied (an empty string or null removes a value). */
export function productHref(query: ProductQuery, patch: Partial<ProductQuery> = {}): string {
  const next = { ...query, ...patch }
  const params = new URLSearchParams()
  if (next.category) params.set('category', String(next.category))
  if (next.type) params.set('type', next.type)
  for (const [key, value] of Object.entries(next.filters)) if (value) params.set(`${FACET_PREFIX}${key}`, value)
  if (next.keyword) params.set('keyword', next.keyword)
  if (next.page > 1) params.set('page', String(next.page))
  const text = params.toString()
  return `/product${text ? `?${text}` : ''}`
}

/** A filter change always returns to the first page. */
export function withFilter(query: ProductQuery, key: string, value: string | null): string {
  const filters = { ...query.filters }
  if (value) filters[key] = value
  else delete filters[key]
  return productHref(query, { filters, page: 1 })
}
