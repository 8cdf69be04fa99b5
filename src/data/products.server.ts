import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Where } from 'payload'

import type { Product, ProductCategory } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'
import { documentTag, FEATURED_PRODUCTS_TAG, listTag } from '@/lib/content-tags'
import { DEFAULT_LOCALE, localeJoins, localized, localizedEquals, type ContentLocale } from '@/lib/localized-sql'
import { incrementCounter, payloadDatabase, type RawDatabase, toNumber } from '@/lib/raw-sql'
import { countMatches, matchCondition, orderedIndexHint } from '@/lib/search-index'
import { queryTerms } from '@/lib/search-tokens'

import { categoryPath } from './category-path'
import { mediaDto, type MediaDto } from './media'
import { publishedDocument } from './published-document.server'
import { distinctIds, idList, inIdOrder, namesById } from './list-rows.server'
import { mediaColumns, mediaFromRow, mediaJoin, type MediaRow } from './media-columns.server'
import { limitOf, offsetOf, pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'
import type { StaffUser } from './staff-session.server'

const published: Where = { _status: { equals: 'published' } }

export type Facet = {
  key: string
  name: string
  unit: string
  kind: 'range' | 'options'
  ranges: { value: string; label: string; min: number | null; max: number | null }[]
  /** The values of an options facet: what filters, URLs and key parameters hold. */
  options: string[]
  /** What the page shows for each of `options` (same order), in the read's language: its label, else the value itself. */
  option_labels: string[]
}

export type CategoryNode = {
  id: number
  name: string
  description: string
  image: MediaDto | null
  weight: number
  parent_id: number | null
  facets: Facet[]
  children: CategoryNode[]
}

/** A range is addressed in URLs and filters as "min-max" ("0-40", "600-"). */
export const rangeValue = (min?: number | null, max?: number | null) => `${min ?? ''}-${max ?? ''}`

function facetsOf(category: Pick<ProductCategory, 'facets'>): Facet[] {
  return (category.facets ?? []).map((facet) => ({
    key: facet.key,
    name: facet.name,
    unit: facet.unit ?? '',
    kind: facet.kind,
    ranges: (facet.ranges ?? []).map((range) => ({ value: rangeValue(range.min, range.max), label: range.label, min: range.min ?? null, max: range.max ?? null })),
    options: (facet.options ?? []).map((option) => option.value),
    option_labels: (facet.options ?? []).map((option) => option.label || option.value),
  }))
}

/** What a page shows for an options facet's value: its label in the read's language, else the value itself. */
const optionLabel = (facet: Pick<Facet, 'options' | 'option_labels'>, value: string): string => facet.option_labels[facet.options.indexOf(value)] || value

/**
 * Most categories read: the tree is the site's navigation and is read whole
 * (tens of categories in practice); categories past this bound would not show.
 */
const MAX_CATEGORIES = 500

async function allCategories(locale: ContentLocale = DEFAULT_LOCALE): Promise<ProductCategory[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'product-categories', where: published, sort: ['-weight', 'createdAt'], limit: MAX_CATEGORIES, depth: 1, locale })
  return docs
}

const parentId = (category: ProductCategory) => (typeof category.parent === 'object' && category.parent ? category.parent.id : (category.parent ?? null))

/** Published categories as a tree, highest weight first, each with its filter facets. */
async function readCategoryTree(locale: ContentLocale = DEFAULT_LOCALE): Promise<CategoryNode[]> {
  const categories = await allCategories(locale)
  const node = (category: ProductCategory): CategoryNode => ({
    id: category.id,
    name: category.name,
    description: category.description ?? '',
    image: mediaDto(category.image, category.name),
    weight: category.weight ?? 0,
    parent_id: parentId(category),
    facets: facetsOf(category),
    children: categories.filter((child) => parentId(child) === category.id).map(node),
  })
  const ids = new Set(categories.map((category) => category.id))
  return categories.filter((category) => !parentId(category) || !ids.has(parentId(category) as number)).map(node)
}

export type ProductCard = {
  id: number
  model: string
  name: string
  series: string
  summary: string
  image: MediaDto | null
  category: { id: number; name: string } | null
  /** `text`: an options facet's value as stored (what filters match); `display`: what the page shows (that value's label, or the number with its unit). */
  params: { key: string; name: string; unit: string; value: number | null; text: string; display: string }[]
}

/** The fields of a product that a card shows. */
type CardSource = Pick<Product, 'id' | 'model' | 'name' | 'series' | 'summary' | 'gallery' | 'category' | 'params'>

function paramsOf(product: CardSource, facets: Facet[]): ProductCard['params'] {
  return (product.params ?? []).map((param) => {
    const facet = facets.find((item) => item.key === param.key)
    const value = param.value ?? null
    const unit = facet?.unit ?? ''
    const display = (param.text && facet ? optionLabel(facet, param.text) : param.text) || (value !== null ? `${value}${unit ? ` ${unit}` : ''}` : '')
    return { key: param.key, name: facet?.name ?? param.key, unit, value, text: param.text ?? '', display }
  })
}

/** A product as a card; its category is the populated relation, or looked up in `categories`. */
function cardOf(product: CardSource, categories?: Map<number, Pick<ProductCategory, 'id' | 'name' | 'facets'>>): ProductCard {
  const category = typeof product.category === 'object' && product.category ? product.category : categories?.get(product.category as number)
  return {
    id: product.id,
    model: product.model,
    name: product.name,
    series: product.series ?? '',
    summary: product.summary ?? '',
    image: mediaDto(product.gallery?.[0], `${product.model} ${product.name}`),
    category: category ? { id: category.id, name: category.name } : null,
    params: paramsOf(product, category ? facetsOf(category) : []),
  }
}

/** Featured products for the home page, highest weight first. */
async function readFeaturedProducts(limit: number, locale: ContentLocale = DEFAULT_LOCALE): Promise<ProductCard[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [published, { featured: { equals: true } }] },
    sort: ['-weight', '-id'],
    limit,
    depth: 1,
    select: { model: true, name: true, series: true, summary: true, gallery: true, category: true, params: true },
    locale,
  })
  return docs.map((product) => cardOf(product))
}

export type ProductFilters = Record<string, string>

/**
 * A range filter "min-max" ("0-40", "600-", "-5"): min inclusive, max
 * exclusive, either side open; a bound that is not a number is ignored.
 */
export function rangeBounds(wanted: string): { min: number | null; max: number | null } {
  const [minText, maxText] = wanted.split('-')
  const bound = (text: string | undefined) => (text === undefined || text === '' || !Number.isFinite(Number(text)) ? null : Number(text))
  return { min: bound(minText), max: bound(maxText) }
}

export type ProductListOptions = { page: number; size: number; categoryId?: number; type?: string; keyword?: string; filters?: ProductFilters; locale?: ContentLocale }

/** `type` is the series filter as the list's language names it (see seriesInLocale); `types` the series to choose from. */
export type ProductListing = Page<ProductCard> & { type: string; types: string[]; facets: Facet[] }

/**
 * A series named in either language, as `locale` names it: a link or a
 * language switch can carry `type=PSD-6000C 系列` to /en, whose products are in
 * the "PSD-6000C Series". A name no published product carries stays as it is,
 * and so does a name that some product carries in `locale` (a series only partly
 * translated keeps the name it was asked by).
 */
async function seriesInLocale(db: RawDatabase, type: string, locale: ContentLocale): Promise<string> {
  const rows = await db.rows<{ series: string | null }>(sql`
    SELECT ${localized('p', 'series', locale)} AS "series" FROM "products" p${localeJoins('products', 'p', locale)}
    WHERE p."_status" = 'published' AND p."id" IN (SELECT l."_parent_id" FROM "products_locales" l WHERE l."series" = ${type})
    ORDER BY CASE WHEN ${localized('p', 'series', locale)} = ${type} THEN 0 ELSE 1 END, p."weight" DESC, p."id" DESC
    LIMIT 1`)
  return rows[0]?.series || type
}

/** A filter on one of the category's facets: the value or range (see rangeBounds) wanted. */
type FacetFilter = { key: string; kind: Facet['kind']; wanted: string }

/** One facet filter as an EXISTS condition on the product's key parameters (products_params). */
function facetCondition({ key, kind, wanted }: FacetFilter): SQL {
  if (kind === 'options') {
    return sql`EXISTS (SELECT 1 FROM "products_params" pp WHERE pp."_parent_id" = p."id" AND pp."key" = ${key} AND pp."text" = ${wanted})`
  }
  const { min, max } = rangeBounds(wanted)
  return sql`EXISTS (SELECT 1 FROM "products_params" pp WHERE pp."_parent_id" = p."id" AND pp."key" = ${key} AND pp."value" IS NOT NULL${
    min !== null ? sql` AND pp."value" >= ${min}` : sql``
  }${max !== null ? sql` AND pp."value" < ${max}` : sql``})`
}

/** The facets of one published category, or none: read from the cached category tree, which holds every published category. */
async function categoryFacets(categoryId: number, locale: ContentLocale): Promise<Facet[]> {
  return categoryPath(await categoryTree(locale), categoryId).at(-1)?.facets ?? []
}

/** The series named by the products that `scope` lists, in list order (highest weight first), as `locale` names them. */
async function seriesOfList(db: RawDatabase, scope: SQL, hint: SQL, locale: ContentLocale): Promise<string[]> {
  const rows = await db.rows<{ series: string }>(sql`
    SELECT "series" FROM (
      SELECT ${localized('p', 'series', locale)} AS "series", row_number() OVER (ORDER BY p."weight" DESC, p."id" DESC) AS "position"
      FROM "products" p${hint}${localeJoins('products', 'p', locale)} WHERE ${scope}
    ) AS "listed" WHERE "series" IS NOT NULL AND "series" <> '' GROUP BY "series" ORDER BY min("position")`)
  return rows.map((row) => row.series)
}

/** The published products' scope of a list: every product, or a category with its published sub-categories. */
const listScope = (categoryId: number | null): SQL[] => [sql`p."_status" = 'published'`, ...(categoryId ? [inCategoryTree(categoryId)] : [])]

/**
 * The series of a list with no keyword (a category's, or every product's):
 * one per category and language, so it is kept in the data cache, where a
 * window over every product of the category would otherwise run per request.
 */
async function readListedSeries(categoryId: number | null, locale: ContentLocale): Promise<string[]> {
  const db = await payloadDatabase(await payloadClient())
  return seriesOfList(db, sql.join(listScope(categoryId), sql` AND `), sql``, locale)
}

/**
 * Products of these ids as cards, in the order of the ids, read with a few
 * small queries (rows, key parameters, first images, categories and their
 * facets): Payload's find runs every field hook per product and costs more
 * than the whole list query at catalogue size.
 */
export async function cardsOf(ids: number[], locale: ContentLocale = DEFAULT_LOCALE): Promise<ProductCard[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const [rows, params] = await Promise.all([
    db.rows<{ id: number; model: string; name: string; series: string | null; summary: string | null; category_id: number | null } & MediaRow>(
      sql`SELECT p."id", p."model", ${localized('p', 'name', locale)} AS "name", ${localized('p', 'series', locale)} AS "series", ${localized('p', 'summary', locale)} AS "summary", p."category_id", ${mediaColumns('m', locale)}
        FROM "products" p${localeJoins('products', 'p', locale)}${mediaJoin('m', firstGalleryImage('p'), locale)} WHERE p."id" IN (${idList(ids)})`,
    ),
    db.rows<{ _parent_id: number; key: string; value: number | string | null; text: string | null }>(
      sql`SELECT "_parent_id", "key", "value", "text" FROM "products_params" WHERE "_parent_id" IN (${idList(ids)}) ORDER BY "_parent_id", "_order"`,
    ),
  ])
  const categoryIds = distinctIds(rows.map((row) => row.category_id))
  const [categories, facets, options] = await Promise.all([
    namesById(db, 'product_categories', categoryIds, locale),
    categoryIds.length
      ? db.rows<{ id: string; _parent_id: number; key: string; name: string; unit: string | null; kind: 'range' | 'options' }>(
          sql`SELECT f."id", f."_parent_id", f."key", ${localized('f', 'name', locale)} AS "name", f."unit", f."kind"
            FROM "product_categories_facets" f${localeJoins('product_categories_facets', 'f', locale)} WHERE f."_parent_id" IN (${idList(categoryIds)}) ORDER BY f."_order"`,
        )
      : [],
    // The options' labels: a key parameter shows its value's label.
    categoryIds.length
      ? db.rows<{ facet_id: string; value: string; label: string | null }>(
          sql`SELECT o."_parent_id" AS "facet_id", o."value", ${localized('o', 'label', locale)} AS "label"
            FROM "product_categories_facets_options" o${localeJoins('product_categories_facets_options', 'o', locale)}
            JOIN "product_categories_facets" f ON f."id" = o."_parent_id" WHERE f."_parent_id" IN (${idList(categoryIds)}) ORDER BY o."_order"`,
        )
      : [],
  ])
  const categoryMap = new Map(
    [...categories.values()].map((category) => [
      category.id,
      {
        ...category,
        facets: facets
          .filter((facet) => toNumber(facet._parent_id) === category.id)
          .map((facet) => ({ ...facet, options: options.filter((option) => option.facet_id === facet.id) })),
      },
    ]),
  )
  const paramsOfProduct = new Map<number, NonNullable<CardSource['params']>>()
  for (const param of params) {
    const list = paramsOfProduct.get(toNumber(param._parent_id)) ?? []
    list.push({ key: param.key, value: param.value === null ? null : toNumber(param.value), text: param.text })
    paramsOfProduct.set(toNumber(param._parent_id), list)
  }
  return inIdOrder(ids, rows, (row, id) => {
    const image = mediaFromRow(payload, row)
    return cardOf(
      {
        id,
        model: row.model,
        name: row.name,
        series: row.series,
        summary: row.summary,
        gallery: image ? [image] : [],
        category: toNumber(row.category_id),
        params: paramsOfProduct.get(id) ?? [],
      },
      categoryMap,
    )
  })
}

/** The id of product `alias`'s first gallery image (a scalar subquery; join it with mediaJoin). */
export function firstGalleryImage(alias: string): SQL {
  return sql`(SELECT r."media_id" FROM "products_rels" r WHERE r."parent_id" = ${sql.raw(`"${alias}"`)}."id" AND r."path" = 'gallery' AND r."media_id" IS NOT NULL ORDER BY r."order" LIMIT 1)`
}

/** The condition that product `p` is in the category or one of its published sub-categories (a recursive query). */
export function inCategoryTree(categoryId: number): SQL {
  return sql`p."category_id" IN (
      WITH RECURSIVE "scope"("id") AS (
        SELECT CAST(${categoryId} AS integer)
        UNION
        SELECT c."id" FROM "product_categories" c JOIN "scope" s ON c."parent_id" = s."id" WHERE c."_status" = 'published'
      )
      SELECT "id" FROM "scope")`
}

/** One page of a product list, with every filter resolved against the category (see productList). */
type ProductPageQuery = {
  page: number
  size: number
  categoryId: number | null
  keyword: string
  type: string
  /** The type is a series the list offers in its language already, so its name needs no lookup. */
  typeListed: boolean
  filters: FacetFilter[]
  locale: ContentLocale
}

/**
 * Published products, highest weight first, paged in the database. A
 * category includes its published sub-categories (a recursive query); facet
 * filters are EXISTS conditions on the key parameters; type is the series;
 * keyword uses the search index, and then the series to choose from are the
 * matches' (`types`, in list order; null without a keyword). The page size
 * is bounded by the contract (MAX_PAGE_SIZE).
 */
async function readProductPage(query: ProductPageQuery): Promise<Page<ProductCard> & { type: string; types: string[] | null }> {
  const payload = await payloadClient()
  const db = await payloadDatabase(payload)
  const { categoryId, keyword, locale } = query
  const scope = listScope(categoryId)
  const terms = keyword ? queryTerms(keyword) : []
  const matches = keyword ? await countMatches(db, 'products', terms) : null
  if (keyword) scope.push(matchCondition(db.dialect, 'products', terms, sql`p."id"`))
  // The type filter is the series in the list's language.
  const type = !query.type || query.typeListed ? query.type : await seriesInLocale(db, query.type, locale)
  const filters = [...(type ? [localizedEquals('products', 'p', 'series', locale, type)] : []), ...query.filters.map(facetCondition)]
  const where = sql.join([...scope, ...filters], sql` AND `)
  // Many keyword matches across every category: walk the list order and keep the matches.
  const hint = orderedIndexHint(db.dialect, categoryId ? null : matches, 'products_public_order_idx')
  const offset = offsetOf(query.page, query.size)
  // One pass gives the page and the count (a window over the filtered rows); only a page past the end needs a count of its own.
  const [idRows, types] = await Promise.all([
    db.rows<{ id: number; total: number | string }>(sql`
      SELECT p."id", count(*) OVER () AS "total" FROM "products" p${hint} WHERE ${where}
      ORDER BY p."weight" DESC, p."id" DESC LIMIT ${limitOf(query.size)} OFFSET ${offset}`),
    keyword ? seriesOfList(db, sql.join(scope, sql` AND `), hint, locale) : null,
  ])
  const total = idRows.length
    ? toNumber(idRows[0].total)
    : offset === 0
      ? 0
      : toNumber((await db.rows<{ total: number | string }>(sql`SELECT count(*) AS "total" FROM "products" p${hint} WHERE ${where}`))[0]?.total)
  const list = await cardsOf(
    idRows.map((row) => toNumber(row.id)),
    locale,
  )
  return { ...pageOf(list, total, query.page, query.size), type, types }
}

/**
 * A product list. The category's facets (from the cached category tree) and,
 * without a keyword, the series it offers (one cache entry per category and
 * language) are read before the page: Next never reads a cached read from inside another one's miss,
 * so a page read could not share them. Filters for keys the category has no
 * facet for are ignored. `type` is the series filter as the list's language
 * names it (see seriesInLocale), `types` the series to choose from.
 */
export async function productList(options: ProductListOptions): Promise<ProductListing> {
  const locale = options.locale ?? DEFAULT_LOCALE
  const categoryId = options.categoryId ?? null
  const keyword = options.keyword?.trim() ?? ''
  const [facets, listed] = await Promise.all([categoryId ? categoryFacets(categoryId, locale) : [], keyword ? null : listedSeries(categoryId, locale)])
  const filters = Object.entries(options.filters ?? {}).flatMap(([key, wanted]) => {
    const facet = facets.find((item) => item.key === key)
    return wanted && facet ? [{ key, kind: facet.kind, wanted }] : []
  })
  const type = options.type ?? ''
  const { types, ...page } = await productPage({ page: options.page, size: options.size, categoryId, keyword, type, typeListed: Boolean(listed?.includes(type)), filters, locale })
  return { ...page, types: types ?? listed ?? [], facets }
}

export type ProductDetail = ProductCard & {
  gallery: MediaDto[]
  content: string
  specs: { group: string; name: string; value: string }[]
  downloads: { id: number; title: string; version: string; size: number; format: string; member_only: boolean }[]
  videos: { id: number; title: string; cover: MediaDto | null; url: string; duration: number }[]
  related: ProductCard[]
  breadcrumb: { id: number; name: string }[]
  /** false when the page's language has no version of this product (it shows in the default language). */
  translated: boolean
}

async function readProductDetail(id: number, locale: ContentLocale = DEFAULT_LOCALE): Promise<ProductDetail | null> {
  const { doc, translated } = await publishedDocument('products', id, locale, 2)
  return doc ? { ...(await detailOf(doc, locale)), translated } : null
}

/** A product as staff are editing it (its latest draft), for the admin's live preview: read with the staff member's access, never cached. */
export async function productPreview(id: number, user: StaffUser, locale: ContentLocale = DEFAULT_LOCALE): Promise<ProductDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'products', where: { id: { equals: id } }, draft: true, limit: 1, depth: 2, overrideAccess: false, user, locale })
  return docs[0] ? detailOf(docs[0], locale) : null
}

async function detailOf(product: Product, locale: ContentLocale = DEFAULT_LOCALE): Promise<ProductDetail> {
  const categories = await allCategories(locale)
  const byId = new Map(categories.map((category) => [category.id, category]))
  const card = cardOf(product, byId)
  const breadcrumb: ProductDetail['breadcrumb'] = []
  for (let current = card.category ? byId.get(card.category.id) : undefined; current; current = byId.get(parentId(current) as number)) {
    breadcrumb.unshift({ id: current.id, name: current.name })
  }
  const isPublished = <T>(doc: number | T): doc is T => typeof doc === 'object' && doc !== null && (doc as { _status?: string })._status === 'published'
  const relatedIds = (product.related ?? []).map((related) => (typeof related === 'object' ? related.id : related))
  const related = await relatedCards(relatedIds, byId, locale)
  return {
    ...card,
    gallery: (product.gallery ?? []).map((media) => mediaDto(media, `${product.model} ${product.name}`)).filter((media): media is MediaDto => media !== null),
    content: richTextToHtml(product.content),
    specs: (product.specs ?? []).map((row) => ({ group: row.group ?? '', name: row.name, value: row.value })),
    downloads: (product.downloads ?? []).filter(isPublished).map((download) => ({
      id: download.id,
      title: download.title,
      version: download.version ?? '',
      size: download.size ?? 0,
      format: download.format ?? '',
      member_only: Boolean(download.memberOnly),
    })),
    videos: (product.videos ?? []).filter(isPublished).map((video) => ({
      id: video.id,
      title: video.title,
      cover: mediaDto(video.cover, video.title),
      url: mediaDto(video.file)?.url ?? video.url ?? '',
      duration: video.duration ?? 0,
    })),
    related,
    breadcrumb,
    translated: true,
  }
}

/** The cards of the published products among `ids`, in their order (a product's related products are kept as ids). */
async function relatedCards(ids: number[], categories: Map<number, ProductCategory>, locale: ContentLocale): Promise<ProductCard[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [published, { id: { in: ids } }] },
    limit: ids.length,
    pagination: false,
    depth: 1,
    select: { model: true, name: true, series: true, summary: true, gallery: true, category: true, params: true },
    locale,
  })
  return inIdOrder(ids, docs, (doc) => cardOf(doc, categories))
}

/** `translated`: false when the locale has no version of the product (it shows in the default language). */
export type CompareProduct = ProductCard & { specs: ProductDetail['specs']; translated: boolean }

/**
 * Published products of these ids for the compare page, in the order of the
 * ids (drafts and unknown ids are left out), with one find: the category comes
 * populated for its facets' names and units, the gallery for the first image.
 * In another locale than the default, a second small find tells which
 * products have a version of their own in it.
 */
async function readProductsForCompare(ids: number[], locale: ContentLocale = DEFAULT_LOCALE): Promise<CompareProduct[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const where: Where = { and: [published, { id: { in: ids } }] }
  const [{ docs }, own] = await Promise.all([
    payload.find({
      collection: 'products',
      where,
      limit: ids.length,
      pagination: false,
      depth: 1,
      select: { model: true, name: true, series: true, summary: true, gallery: true, category: true, params: true, specs: true },
      locale,
    }),
    locale === DEFAULT_LOCALE
      ? null
      : payload
          .find({ collection: 'products', where, limit: ids.length, pagination: false, depth: 0, locale, fallbackLocale: false, select: { name: true } })
          .then(({ docs }) => new Set(docs.filter((doc) => Boolean(doc.name)).map((doc) => doc.id))),
  ])
  return inIdOrder(ids, docs, (product, id) => ({
    ...cardOf(product),
    specs: (product.specs ?? []).map((row) => ({ group: row.group ?? '', name: row.name, value: row.value })),
    translated: own ? own.has(id) : true,
  }))
}

/** More products than this on one compare read are tagged as a list of every product (a read carries at most 128 tags). */
const MAX_TAGGED_PRODUCTS = 64

export const categoryTree = cachedRead('categoryTree', ['product-categories'], readCategoryTree)
export const featuredProducts = cachedRead('featuredProducts', ['products', FEATURED_PRODUCTS_TAG, 'product-categories'], readFeaturedProducts)
const listedSeries = cachedRead('listedSeries', (categoryId) => ['products', listTag('products', categoryId)], readListedSeries)
/** The series of every published product (the unscoped list's), for suggestions. */
export const seriesOfAllProducts = (locale: ContentLocale = DEFAULT_LOCALE) => listedSeries(null, locale)
const productPage = cachedRead('productPage', (query) => ['products', listTag('products', query.categoryId), 'product-categories'], readProductPage)
export const productDetail = cachedRead('productDetail', (id) => ['products', documentTag('products', id), 'product-categories'], readProductDetail)
export const productsForCompare = cachedRead(
  'productsForCompare',
  (ids) => ['products', ...(ids.length > MAX_TAGGED_PRODUCTS ? [listTag('products', null)] : ids.map((id) => documentTag('products', id))), 'product-categories'],
  readProductsForCompare,
)

/** Counts one view of a published product with a single atomic UPDATE; null when there is no such product. */
export async function countProductView(id: number): Promise<number | null> {
  const db = await payloadDatabase(await payloadClient())
  return (await incrementCounter(db, { table: 'products', column: 'views', where: sql`"id" = ${id} AND "_status" = 'published'` }))?.value ?? null
}

/** The published products among `ids` (model and name), for an inquiry: never more than the ids asked for. */
export async function publishedModels(ids: readonly number[]): Promise<{ id: number; model: string; name: string }[]> {
  if (!ids.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [published, { id: { in: [...new Set(ids)] } }] },
    limit: ids.length,
    pagination: false,
    depth: 0,
    select: { model: true, name: true },
  })
  return docs.map((doc) => ({ id: doc.id, model: doc.model, name: doc.name }))
}
