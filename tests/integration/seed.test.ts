import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { categories } from '@/seed/content'
import { seed } from '@/seed/seed'

import { testPayload } from '../setup/payload'

const collections = [
  'product-categories', 'products', 'news-columns', 'news', 'activities', 'activity-joins', 'downloads', 'download-categories',
  'files', 'videos', 'honors', 'jobs', 'faqs', 'faq-categories', 'banners', 'nav-items', 'documents', 'media', 'users', 'members',
] as const

async function counts(payload: Payload) {
  const result: Record<string, number> = {}
  for (const collection of collections) {
    result[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return result
}

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('demo seed', () => {
  it('fills an empty database with the demo catalogue and content', async () => {
    await seed(payload)
    const published = (collection: 'products' | 'news' | 'activities' | 'downloads' | 'product-categories') =>
      payload.count({ collection, where: { _status: { equals: 'published' } }, overrideAccess: true }).then((r) => r.totalDocs)
    expect(await published('product-categories')).toBeGreaterThanOrEqual(6)
    expect(await published('products')).toBeGreaterThanOrEqual(40)
    expect(await published('news')).toBeGreaterThanOrEqual(30)
    expect(await published('activities')).toBeGreaterThanOrEqual(8)
    expect(await published('downloads')).toBeGreaterThanOrEqual(20)
    expect((await payload.count({ collection: 'news-columns', overrideAccess: true })).totalDocs).toBeGreaterThanOrEqual(3)

    const seeded = await payload.find({
      collection: 'product-categories',
      where: { name: { in: categories.map((category) => category.name) } },
      overrideAccess: true,
      limit: 100,
    })
    expect(seeded.totalDocs).toBe(categories.length)
    for (const category of seeded.docs) expect(category.facets?.length ?? 0).toBeGreaterThan(0)

    const now = Date.now()
    const activities = await payload.find({ collection: 'activities', overrideAccess: true, limit: 100 })
    const joins = await Promise.all(
      activities.docs.map((activity) => payload.count({ collection: 'activity-joins', where: { activity: { equals: activity.id } }, overrideAccess: true })),
    )
    const states = activities.docs.map((activity, index) =>
      new Date(activity.deadline).getTime() < now ? 'ended' : joins[index].totalDocs >= activity.capacity ? 'full' : 'open',
    )
    expect(states).toEqual(expect.arrayContaining(['open', 'full', 'ended']))

    const config = await payload.findGlobal({ slug: 'site-config', overrideAccess: true })
    expect(config.system?.site?.name).toBeTruthy()
    expect(config.application_type?.length).toBeGreaterThan(0)
    const company = await payload.findGlobal({ slug: 'company-info', overrideAccess: true })
    expect(company.name).toBeTruthy()
    const headerNav = await payload.count({ collection: 'nav-items', where: { placement: { equals: 'header' } }, overrideAccess: true })
    expect(headerNav.totalDocs).toBeGreaterThan(0)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts(payload)
    const again = await seed(payload)
    expect(again.created).toEqual({})
    expect(await counts(payload)).toEqual(before)
  })
})
