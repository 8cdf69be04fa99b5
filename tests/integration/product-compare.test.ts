/**
 * productsForCompare (the compare page's read): published products only, in
 * the order asked, drafts and unknown ids left out, each with the key
 * parameters named by its category's facets and its full specification table.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { productsForCompare } from '@/data/products.server'
import { compareSections } from '@/features/compare/compare-table'
import type { Product, ProductCategory } from '@/payload-types'
import { seed } from '@/seed/seed'

import { testPayload } from '../setup/payload'

let payload: Payload
let published: Product[] = []
let draft: Product
/** A published product given a newer unpublished draft, restored afterwards. */
let edited: { id: number; name: string } | undefined
const asSystem = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const { docs } = await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, sort: 'id', limit: 0, pagination: false, ...asSystem })
  published = docs.filter((product) => (product.params?.length ?? 0) > 0 && (product.specs?.length ?? 0) > 0)
  draft = (await payload.find({ collection: 'products', where: { _status: { equals: 'draft' } }, limit: 1, draft: true, ...asSystem })).docs[0]
}, 600_000)

afterAll(async () => {
  if (edited) await payload.update({ collection: 'products', id: edited.id, data: { name: edited.name, _status: 'published' }, ...asSystem })
})

describe('productsForCompare', () => {
  it('reads published products in the order asked; drafts and unknown ids are left out', async () => {
    expect(published.length).toBeGreaterThanOrEqual(4)
    expect(draft).toBeDefined()
    const [a, b, c] = [published[2], published[0], published[1]]
    const found = await productsForCompare([a.id, draft.id, b.id, 2_000_000_000, c.id])
    expect(found.map((product) => product.id)).toEqual([a.id, b.id, c.id])
    expect(found.map((product) => product.model)).toEqual([a.model, b.model, c.model])
    expect(await productsForCompare([draft.id, 2_000_000_000])).toEqual([])
    expect(await productsForCompare([])).toEqual([])
  })

  it("gives each product its category, its key parameters named by the category's facets, its first image and its full spec table", async () => {
    const product = published[0]
    const [found] = await productsForCompare([product.id])
    const category = (await payload.findByID({ collection: 'product-categories', id: product.category as number, ...asSystem })) as ProductCategory
    expect(found.category).toEqual({ id: category.id, name: category.name })
    expect(found.params.map((param) => param.key)).toEqual(product.params?.map((param) => param.key))
    for (const param of found.params) {
      const facet = category.facets?.find((item) => item.key === param.key)
      if (facet) expect({ name: param.name, unit: param.unit }).toEqual({ name: facet.name, unit: facet.unit ?? '' })
    }
    expect(found.specs).toEqual(product.specs?.map((row) => ({ group: row.group ?? '', name: row.name, value: row.value })))
    if (product.gallery?.length) expect(found.image?.url).toMatch(/^\/cms-api\/media\/file\//)
  })

  it('shows the published version while staff edit a draft of it, and leaves out an unpublished product', async () => {
    const product = published[3]
    edited = { id: product.id, name: product.name }
    await payload.update({ collection: 'products', id: product.id, data: { name: `${product.name}（草稿修改）` }, draft: true, ...asSystem })
    expect((await productsForCompare([product.id]))[0]?.name).toBe(product.name)

    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' }, ...asSystem })
    expect(await productsForCompare([published[0].id, product.id])).toHaveLength(1)
  })

  it('feeds a compare table whose every row has a cell per product', async () => {
    const found = await productsForCompare(published.slice(0, 3).map((product) => product.id))
    const sections = compareSections(found)
    expect(sections[0].title).toBe('关键参数')
    const rows = sections.flatMap((section) => section.rows)
    expect(rows.length).toBeGreaterThan(found[0].specs.length)
    for (const row of rows) expect(row.cells).toHaveLength(3)
  })
})
