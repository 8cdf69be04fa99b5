import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { categories, newsArticles, products, siteConfig } from '@/seed/content'
import { englishNews, englishProduct, englishSiteConfig } from '@/seed/content/en'
import { seed } from '@/seed/seed'

import { testPayload } from '../setup/payload'

const collections = [
  'product-categories',
  'products',
  'news-columns',
  'news',
  'activities',
  'activity-joins',
  'downloads',
  'download-categories',
  'files',
  'videos',
  'honors',
  'jobs',
  'faqs',
  'faq-categories',
  'banners',
  'nav-items',
  'documents',
  'media',
  'users',
  'members',
] as const

async function counts(payload: Payload) {
  const result: Record<string, number> = {}
  for (const collection of collections) {
    result[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return result
}

let payload: Payload

/** A published demo product with English text, as the seed content has it and as stored. */
async function seededProduct() {
  const content = products.find((product) => !product.draft)!
  const { docs } = await payload.find({ collection: 'products', where: { model: { equals: content.model } }, locale: 'zh', overrideAccess: true, depth: 0 })
  return { content, english: englishProduct(content)!, id: docs[0].id }
}

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
    const states = activities.docs.map((activity, index) => (new Date(activity.deadline).getTime() < now ? 'ended' : joins[index].totalDocs >= activity.capacity ? 'full' : 'open'))
    expect(states).toEqual(expect.arrayContaining(['open', 'full', 'ended']))

    const config = await payload.findGlobal({ slug: 'site-config', overrideAccess: true })
    expect(config.system?.site?.name).toBeTruthy()
    expect(config.application_type?.length).toBeGreaterThan(0)
    const company = await payload.findGlobal({ slug: 'company-info', overrideAccess: true })
    expect(company.name).toBeTruthy()
    const headerNav = await payload.count({ collection: 'nav-items', where: { placement: { equals: 'header' } }, overrideAccess: true })
    expect(headerNav.totalDocs).toBeGreaterThan(0)
  })

  it('writes the English edition beside the Chinese one', async () => {
    await seed(payload)
    const { content, english, id } = await seededProduct()
    const chinese = await payload.findByID({ collection: 'products', id, locale: 'zh', overrideAccess: true, depth: 0 })
    const inEnglish = await payload.findByID({ collection: 'products', id, locale: 'en', fallbackLocale: false, overrideAccess: true, depth: 0 })
    // Published in English (the main document holds it), datasheet row for row on the same rows.
    expect(inEnglish._status).toBe('published')
    expect(inEnglish.name).toBe(english.name)
    expect(inEnglish.specs?.length).toBe(chinese.specs?.length)
    expect(inEnglish.specs?.map((row) => row.id)).toEqual(chinese.specs?.map((row) => row.id))
    expect(inEnglish.specs?.map((row) => [row.group ?? null, row.name, row.value])).toEqual(english.specs.map((row) => [row.group ?? null, row.name, row.value]))
    // The Chinese values are the seed's own, untouched.
    expect(chinese.name).toBe(content.name)
    expect(chinese.specs?.map((row) => [row.group ?? null, row.name, row.value])).toEqual(content.specs.map((row) => [row.group ?? null, row.name, row.value]))

    // A draft gets its English text as a draft: it is not published by it.
    const draft = products.find((product) => product.draft)!
    const drafts = (draftArg: boolean) =>
      payload.find({ collection: 'products', where: { model: { equals: draft.model } }, draft: draftArg, locale: 'en', fallbackLocale: false, overrideAccess: true, depth: 0 })
    expect((await drafts(false)).docs[0]._status).toBe('draft')
    expect((await drafts(true)).docs[0]).toMatchObject({ _status: 'draft', name: englishProduct(draft)!.name })

    // An article without English reads as its Chinese text, and has none of its own.
    const chineseOnly = newsArticles.find((article) => !englishNews[article.title])!
    const { docs } = await payload.find({ collection: 'news', where: { title: { equals: chineseOnly.title } }, locale: 'zh', overrideAccess: true, depth: 0 })
    const article = (fallbackLocale?: false) => payload.findByID({ collection: 'news', id: docs[0].id, locale: 'en', fallbackLocale, overrideAccess: true, depth: 0 })
    expect((await article()).title).toBe(chineseOnly.title)
    expect((await article(false)).title).toBeFalsy()

    const config = (locale: 'zh' | 'en') => payload.findGlobal({ slug: 'site-config', locale, fallbackLocale: false, overrideAccess: true })
    expect((await config('en')).system?.site?.name).toBe(englishSiteConfig.system.site.name)
    expect((await config('zh')).system?.site?.name).toBe(siteConfig.system.site.name)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const { id } = await seededProduct()
    const versions = async () => (await payload.countVersions({ collection: 'products', where: { parent: { equals: id } }, overrideAccess: true })).totalDocs
    const before = await counts(payload)
    const versionsBefore = await versions()
    const again = await seed(payload)
    expect(again.created).toEqual({})
    expect(await counts(payload)).toEqual(before)
    // The English edition is written once: no new version of an English product.
    expect(await versions()).toBe(versionsBefore)
  })
})
