import type { CollectionSlug, FlattenedField, GlobalSlug, PayloadRequest, SanitizedCollectionConfig, Where } from 'payload'

import { DOCUMENT_TAGGED, documentTag, FEATURED_PRODUCTS_TAG, listTag, type DocumentTagged } from '@/lib/content-tags'

/** A document as hooks see it: relations as ids, or populated. */
export type StoredDocument = Record<string, unknown> & { id: number }

/** Collections of files: they have no pages of their own, so a change to one expires what shows it. */
const FILE_COLLECTIONS: readonly string[] = ['media', 'files']
/** Collections whose documents other documents show (a related product's card, a product's downloads and videos). */
const SHOWN_BY_OTHERS: readonly string[] = [...DOCUMENT_TAGGED, 'videos', ...FILE_COLLECTIONS]
/** Past this many documents showing one, their whole collection expires (every cached read carries its collections' slugs). */
const MAX_REFERRERS = 200
/** The category tree is read whole (products.server.ts reads at most as many). */
const MAX_CATEGORIES = 500

/** Marks a collection whose documents the public site shows (withContentExpiry): only those count as showing another. */
export const SHOWN_ON_SITE = 'shownOnSite'

const isDocumentTagged = (slug: string): slug is DocumentTagged => (DOCUMENT_TAGGED as readonly string[]).includes(slug)

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

/**
 * The cache tags a change to these states of one document expires (the document before and after, or as it
 * was before a delete): its own and its lists', and those of the documents that show it. A change to a file
 * expires what the documents showing it expire; a new file, shown nowhere yet, expires nothing. Images inside
 * rich text are not followed: such a page refreshes within the cache's safety net (content-cache.ts).
 */
export async function tagsOnChange(req: PayloadRequest, slug: string, states: StoredDocument[], { created = false } = {}): Promise<string[]> {
  const tags = new Set<string>()
  // A document just created is shown by no other yet.
  const id = created ? undefined : states[0]?.id
  if (FILE_COLLECTIONS.includes(slug)) {
    if (id === undefined) return []
    for (const { collection, docs, complete } of await referrers(req, slug, id)) {
      if (!complete) tags.add(collection)
      else for (const doc of docs) for (const tag of await tagsOnChange(req, collection, [doc])) tags.add(tag)
    }
    for (const global of await globalsShowing(req, slug, id)) tags.add(global)
    return [...tags]
  }
  for (const state of states) for (const tag of await ownTags(req, slug, state)) tags.add(tag)
  if (id !== undefined && SHOWN_BY_OTHERS.includes(slug)) {
    for (const { collection, docs, complete } of await referrers(req, slug, id)) {
      if (!complete || !isDocumentTagged(collection)) tags.add(collection)
      else for (const doc of docs) tags.add(documentTag(collection, doc.id))
    }
  }
  return [...tags]
}

/** The tags of a document's own pages and of the lists that show it. */
async function ownTags(req: PayloadRequest, slug: string, doc: StoredDocument): Promise<string[]> {
  if (!isDocumentTagged(slug)) return [slug]
  const own = [documentTag(slug, doc.id), listTag(slug, null)]
  const listed = doc._status !== 'draft'
  switch (slug) {
    case 'products':
      return [...own, ...(await categoryAndParents(req, idOf(doc.category))).map((category) => listTag(slug, category)), ...(doc.featured ? [FEATURED_PRODUCTS_TAG] : [])]
    case 'news':
      return [...own, listTag(slug, idOf(doc.column)), ...(listed ? (await neighbours(req, doc)).map((id) => documentTag(slug, id)) : [])]
    case 'downloads':
      return [...own, listTag(slug, idOf(doc.category))]
    default:
      return own
  }
}

/** A category and the categories above it: a category's product list includes its sub-categories'. */
async function categoryAndParents(req: PayloadRequest, categoryId: number | null): Promise<number[]> {
  if (categoryId === null) return []
  const { docs } = await req.payload.find({ collection: 'product-categories', limit: MAX_CATEGORIES, pagination: false, depth: 0, select: { parent: true }, req })
  const parentOf = new Map(docs.map((category) => [category.id, idOf(category.parent)]))
  const chain: number[] = []
  for (let current: number | null | undefined = categoryId; current != null && !chain.includes(current); current = parentOf.get(current)) chain.push(current)
  return chain
}

/** The published articles just before and after an article by date: their pages link to it by title. */
async function neighbours(req: PayloadRequest, doc: StoredDocument): Promise<number[]> {
  const at = (doc.publishedAt ?? doc.createdAt) as string | undefined
  if (!at) return []
  const near = async (where: Where, sort: string) =>
    (
      await req.payload.find({
        collection: 'news',
        where: { and: [{ _status: { equals: 'published' } }, { id: { not_equals: doc.id } }, where] },
        sort,
        limit: 1,
        depth: 0,
        select: { publishedAt: true },
        req,
      })
    ).docs[0]?.id
  const found = await Promise.all([near({ publishedAt: { greater_than: at } }, 'publishedAt'), near({ publishedAt: { less_than: at } }, '-publishedAt')])
  return found.filter((id): id is number => id !== undefined)
}

type Referrers = { collection: CollectionSlug; docs: StoredDocument[]; complete: boolean }

/** The documents of collections shown on the site that relate to this one, by collection; incomplete past MAX_REFERRERS. */
async function referrers(req: PayloadRequest, slug: string, id: number): Promise<Referrers[]> {
  const found: Referrers[] = []
  for (const collection of Object.values(req.payload.collections)) {
    const { config } = collection
    if (!config.custom?.[SHOWN_ON_SITE]) continue
    const paths = relationPaths(config.flattenedFields, slug)
    if (!paths.length) continue
    const { docs } = await req.payload.find({
      collection: config.slug,
      where: { or: paths.map((path) => ({ [path]: { equals: id } })) },
      limit: MAX_REFERRERS + 1,
      pagination: false,
      depth: 0,
      req,
    })
    if (docs.length) found.push({ collection: config.slug, docs: docs.slice(0, MAX_REFERRERS) as unknown as StoredDocument[], complete: docs.length <= MAX_REFERRERS })
  }
  return found
}

/** Globals holding a relation to this document (the site config's logo, the company profile's pictures). */
async function globalsShowing(req: PayloadRequest, slug: string, id: number): Promise<string[]> {
  const showing: string[] = []
  for (const global of req.payload.config.globals) {
    const paths = relationPaths(global.flattenedFields, slug)
    if (!paths.length) continue
    const doc = await req.payload.findGlobal({ slug: global.slug as GlobalSlug, depth: 0, req })
    if (paths.some((path) => idsAt(doc, path.split('.')).includes(id))) showing.push(global.slug)
  }
  return showing
}

/** The ids a relation path holds in a document, through groups and arrays. */
function idsAt(value: unknown, path: string[]): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, path))
  if (!path.length) return [idOf(value)].filter((id): id is number => id !== null)
  return value && typeof value === 'object' ? idsAt((value as Record<string, unknown>)[path[0]], path.slice(1)) : []
}

/** The query paths of the relationship and upload fields that point at `target`, through groups and arrays. */
export function relationPaths(fields: SanitizedCollectionConfig['flattenedFields'], target: string, prefix = ''): string[] {
  return fields.flatMap((field: FlattenedField) => {
    if (
      (field.type === 'relationship' || field.type === 'upload') &&
      (Array.isArray(field.relationTo) ? (field.relationTo as string[]).includes(target) : field.relationTo === target)
    ) {
      return [`${prefix}${field.name}`]
    }
    if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field)
      return relationPaths(field.flattenedFields, target, `${prefix}${field.name}.`)
    return []
  })
}
