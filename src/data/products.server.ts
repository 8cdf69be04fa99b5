import 'server-only'

import type { Where } from 'payload'

import type { Product, ProductCategory } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'

import { mediaDto, type MediaDto } from './media'
import { pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'

const published: Where = { _status: { equals: 'published' } }

export type Facet = {
  key: string
  name: string
  unit: string
  kind: 'range' | 'options'
  ranges: { value: string; label: string; min: number | null; max: number | null }[]
  options: string[]
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

function facetsOf(category: ProductCategory): Facet[] {
  return (category.facets ?? []).map((facet) => ({
    key: facet.key,
    name: facet.name,
    unit: facet.unit ?? '',
    kind: facet.kind,
    ranges: (facet.ranges ?? []).map((range) => ({ value: rangeValue(range.min, range.max), label: range.label, min: range.min ?? null, max: range.max ?? null })),
    options: (facet.options ?? []).map((option) => option.value),
  }))
}

async function allCategories(): Promise<ProductCategory[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'product-categories', where: published, sort: ['-weight', 'createdAt'], limit: 500, depth: 1 })
  return docs
}

const parentId = (category: ProductCategory) => (typeof category.parent === 'object' && category.parent ? category.parent.id : (category.parent ?? null))

/** Published categories as a tree, highest weight first, each with its filter facets. */
async function readCategoryTree(): Promise<CategoryNode[]> {
  const categories = await allCategories()
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
  params: { key: string; name: string; unit: string; value: number | null; text: string; display: string }[]
}

function paramsOf(product: Product, facets: Facet[]): ProductCard['params'] {
  return (product.params ?? []).map((param) => {
    const facet = facets.find((item) => item.key === param.key)
    const value = param.value ?? null
    const unit = facet?.unit ?? ''
    const display = param.text || (value !== null ? `${value}${unit ? ` ${unit}` : ''}` : '')
    return { key: param.key, name: facet?.name ?? param.key, unit, value, text: param.text ?? '', display }
  })
}

function cardOf(product: Product, categories: Map<number, ProductCategory>): ProductCard {
  const categoryId = typeof product.category === 'object' && product.category ? product.category.id : (product.category as number)
  const category = categories.get(categoryId)
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
async function readFeaturedProducts(limit: number): Promise<ProductCard[]> {
  const payload = await payloadClient()
  const categories = new Map((await allCategories()).map((category) => [category.id, category]))
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [published, { featured: { equals: true } }] },
    sort: ['-weight', '-id'],
    limit,
    depth: 1,
  })
  return docs.map((product) => cardOf(product, categories))
}

export type ProductFilters = Record<string, string>

function matchesFacets(product: Product, facets: Facet[], filters: ProductFilters): boolean {
  for (const [key, wanted] of Object.entries(filters)) {
    if (!wanted) continue
    const facet = facets.find((item) => item.key === key)
    if (!facet) continue
    const param = product.params?.find((item) => item.key === key)
    if (!param) return false
    if (facet.kind === 'options') {
      if (param.text !== wanted) return false
      continue
    }
    const [minText, maxText] = wanted.split('-')
    const value = param.value
    if (value === null || value === undefined) return false
    if (minText !== '' && minText !== undefined && value < Number(minText)) return false
    if (maxText !== '' && maxText !== undefined && value >= Number(maxText)) return false
  }
  return true
}

export type ProductListOptions = { page: number; size: number; categoryId?: number; type?: string; keyword?: string; filters?: ProductFilters }

export type ProductListing = Page<ProductCard> & { types: string[]; facets: Facet[] }

/**
 * Published products, highest weight first. A category includes its
 * sub-categories; facet filters use the category's facets; type is the series.
 */
async function readProductList(options: ProductListOptions): Promise<ProductListing> {
  const payload = await payloadClient()
  const categories = await allCategories()
  const byId = new Map(categories.map((category) => [category.id, category]))
  const and: Where[] = [published]
  let facets: Facet[] = []
  if (options.categoryId) {
    const scope = new Set([options.categoryId])
    for (let grew = true; grew; ) {
      grew = false
      for (const category of categories) {
        const parent = parentId(category)
        if (parent && scope.has(parent) && !scope.has(category.id)) {
          scope.add(category.id)
          grew = true
        }
      }
    }
    and.push({ category: { in: [...scope] } })
    const category = byId.get(options.categoryId)
    facets = category ? facetsOf(category) : []
  }
  const keyword = options.keyword?.trim()
  if (keyword) and.push({ or: [{ model: { like: keyword } }, { name: { like: keyword } }, { summary: { like: keyword } }, { series: { like: keyword } }] })
  const { docs } = await payload.find({ collection: 'products', where: { and }, sort: ['-weight', '-id'], limit: 2000, depth: 1, pagination: false })
  const types = [...new Set(docs.map((product) => product.series).filter((series): series is string => Boolean(series)))]
  const filtered = docs
    .filter((product) => !options.type || product.series === options.type)
    .filter((product) => matchesFacets(product, facets, options.filters ?? {}))
  const start = (options.page - 1) * options.size
  return {
    ...pageOf(filtered.slice(start, start + options.size).map((product) => cardOf(product, byId)), filtered.length, options.page, options.size),
    types,
    facets,
  }
}

export type ProductDetail = ProductCard & {
  gallery: MediaDto[]
  content: string
  specs: { group: string; name: string; value: string }[]
  downloads: { id: number; title: string; version: string; size: number; format: string; member_only: boolean }[]
  videos: { id: number; title: string; cover: MediaDto | null; url: string; duration: number }[]
  related: ProductCard[]
  breadcrumb: { id: number; name: string }[]
}

async function readProductDetail(id: number): Promise<ProductDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'products', where: { and: [published, { id: { equals: id } }] }, limit: 1, depth: 2 })
  const product = docs[0]
  if (!product) return null
  const categories = await allCategories()
  const byId = new Map(categories.map((category) => [category.id, category]))
  const card = cardOf(product, byId)
  const breadcrumb: ProductDetail['breadcrumb'] = []
  for (let current = card.category ? byId.get(card.category.id) : undefined; current; current = byId.get(parentId(current) as number)) {
    breadcrumb.unshift({ id: current.id, name: current.name })
  }
  const isPublished = <T,>(doc: number | T): doc is T => typeof doc === 'object' && doc !== null && (doc as { _status?: string })._status === 'published'
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
    related: (product.related ?? []).filter(isPublished).map((related) => cardOf(related as Product, byId)),
    breadcrumb,
  }
}

export const categoryTree = cachedRead('categoryTree', ['product-categories', 'media'], readCategoryTree)
export const featuredProducts = cachedRead('featuredProducts', ['products', 'product-categories', 'media'], readFeaturedProducts)
export const productList = cachedRead('productList', ['products', 'product-categories', 'media'], readProductList)
export const productDetail = cachedRead('productDetail', ['products', 'product-categories', 'downloads', 'videos', 'media'], readProductDetail)
