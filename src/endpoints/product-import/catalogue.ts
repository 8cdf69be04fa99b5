import type { Payload } from 'payload'

import type { Media, Product, ProductCategory } from '@/payload-types'

import type { CategoryInfo, ExistingProduct, Param } from './plan'

const MAX_CATEGORIES = 1000
const MODELS_PER_QUERY = 200

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

/** Every product category in its latest version (drafts too: staff may fill a category before publishing it), with its path and facets. */
export async function importCategories(payload: Payload): Promise<CategoryInfo[]> {
  const { docs } = await payload.find({ collection: 'product-categories', draft: true, depth: 0, limit: MAX_CATEGORIES, sort: ['-weight', 'createdAt'], overrideAccess: true })
  const byId = new Map<number, ProductCategory>(docs.map((category) => [category.id, category]))
  const pathOf = (category: ProductCategory): string => {
    const names = [category.name]
    const seen = new Set([category.id])
    for (let parent = byId.get(idOf(category.parent) ?? -1); parent && !seen.has(parent.id); parent = byId.get(idOf(parent.parent) ?? -1)) {
      seen.add(parent.id)
      names.unshift(parent.name)
    }
    return names.join('/')
  }
  return docs.map((category) => ({
    id: category.id,
    name: category.name,
    path: pathOf(category),
    facets: (category.facets ?? []).map((facet) => ({
      key: facet.key,
      name: facet.name,
      unit: facet.unit ?? '',
      kind: facet.kind,
      options: (facet.options ?? []).map((option) => option.value),
    })),
  }))
}

const paramOf = (param: NonNullable<Product['params']>[number]): Param => ({ key: param.key, value: param.value ?? null, text: param.text || null })

/** The products of these models in their latest versions, with what an import compares. */
export async function existingProducts(payload: Payload, models: string[]): Promise<Map<string, ExistingProduct>> {
  const products: Pick<Product, 'id' | 'model' | 'name' | 'series' | 'summary' | 'category' | 'params' | 'gallery' | '_status'>[] = []
  for (let start = 0; start < models.length; start += MODELS_PER_QUERY) {
    const { docs } = await payload.find({
      collection: 'products',
      where: { model: { in: models.slice(start, start + MODELS_PER_QUERY) } },
      draft: true,
      depth: 0,
      limit: MODELS_PER_QUERY,
      pagination: false,
      overrideAccess: true,
      select: { model: true, name: true, series: true, summary: true, category: true, params: true, gallery: true, _status: true },
    })
    products.push(...docs)
  }
  const mediaIds = [...new Set(products.flatMap((product) => (product.gallery ?? []).map(idOf).filter((id): id is number => id !== null)))]
  const media = new Map<number, Pick<Media, 'id' | 'filename' | 'filesize'>>()
  for (let start = 0; start < mediaIds.length; start += MODELS_PER_QUERY) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: mediaIds.slice(start, start + MODELS_PER_QUERY) } },
      depth: 0,
      limit: MODELS_PER_QUERY,
      pagination: false,
      overrideAccess: true,
      select: { filename: true, filesize: true },
    })
    for (const doc of docs) media.set(doc.id, doc)
  }
  return new Map(
    products.map((product) => [
      product.model,
      {
        id: product.id,
        model: product.model,
        name: product.name,
        series: product.series ?? null,
        summary: product.summary ?? null,
        categoryId: idOf(product.category),
        params: (product.params ?? []).map(paramOf),
        status: product._status === 'draft' ? 'draft' : 'published',
        gallery: (product.gallery ?? []).map((item) => {
          const stored = media.get(idOf(item) ?? -1)
          return { id: idOf(item) ?? -1, filename: stored?.filename ?? '', filesize: stored?.filesize ?? -1 }
        }),
      },
    ]),
  )
}
