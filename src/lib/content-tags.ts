/**
 * The names of the public site's cache tags (docs/decisions/0007). A cached read carries the tags of what it
 * shows; a change expires the tags of what it touched (src/collections/expiry-tags.ts):
 * - a collection or global slug (`faqs`, `site-config`): everything that shows it, for small collections shown whole;
 * - a document (`products:12`): the pages and reads that show that one document;
 * - a list (`products:in:3`, `products:in:all`): the lists scoped to a category or column, or unscoped;
 * - the home page's featured products.
 */

/** Collections whose documents and lists carry tags of their own; every other collection is tagged by its slug alone. */
export const DOCUMENT_TAGGED = ['products', 'news', 'activities', 'downloads'] as const
export type DocumentTagged = (typeof DOCUMENT_TAGGED)[number]

export const documentTag = (slug: DocumentTagged, id: number): string => `${slug}:${id}`

/** The lists of a collection scoped to one category or column (a category's list includes its sub-categories), or unscoped (null). */
export const listTag = (slug: DocumentTagged, scope: number | null | undefined): string => `${slug}:in:${scope ?? 'all'}`

export const FEATURED_PRODUCTS_TAG = 'products:featured'
