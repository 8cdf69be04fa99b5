/**
 * What the English edition shows of content without an English version
 * (docs/decisions/0024): the showcases list only articles with an English
 * title, the archive lists all and says which are Chinese; banners carry
 * their words as text; the logo is one per language.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newsDetail, newsList } from '@/data/news.server'
import { banners, siteConfig } from '@/data/site.server'
import { payloadDatabase, toNumber } from '@/lib/raw-sql'

import { testPayload } from '../setup/payload'

let payload: Payload
let chineseOnly: number

beforeAll(async () => {
  payload = await testPayload()
  const { docs: columns } = await payload.find({ collection: 'news-columns', limit: 1, overrideAccess: true })
  // The newest article, written in Chinese only.
  const article = await payload.create({
    collection: 'news',
    data: { title: `只有中文的文章 ${Date.now()}`, summary: '尚未翻译', column: columns[0].id, publishedAt: new Date(Date.now() + 86_400_000).toISOString(), _status: 'published' },
    locale: 'zh',
    overrideAccess: true,
  })
  chineseOnly = article.id
})

afterAll(async () => {
  if (chineseOnly) await payload.delete({ collection: 'news', id: chineseOnly, overrideAccess: true })
})

describe('articles without an English version', () => {
  it('are left off the English showcases and kept, marked, in the English archive', async () => {
    const showcase = await newsList({ page: 1, size: 4, locale: 'en', translatedOnly: true })
    expect(showcase.list).toHaveLength(4)
    expect(showcase.list.map((item) => item.id)).not.toContain(chineseOnly)
    expect(showcase.list.every((item) => item.translated)).toBe(true)

    const archive = await newsList({ page: 1, size: 4, locale: 'en' })
    expect(archive.list[0]).toMatchObject({ id: chineseOnly, translated: false })
    // The showcase counts exactly the published articles with an English title, the archive all of them.
    const db = await payloadDatabase(payload)
    const [english] = await db.rows<{ n: number | string }>(
      sql`SELECT count(*) AS "n" FROM "news" n WHERE n."_status" = 'published' AND EXISTS (SELECT 1 FROM "news_locales" l WHERE l."_parent_id" = n."id" AND l."_locale" = 'en' AND l."title" <> '')`,
    )
    const [all] = await db.rows<{ n: number | string }>(sql`SELECT count(*) AS "n" FROM "news" WHERE "_status" = 'published'`)
    expect(showcase.total).toBe(toNumber(english.n))
    expect(archive.total).toBe(toNumber(all.n))
    expect(archive.total).toBeGreaterThan(showcase.total)

    // In Chinese every article is its own version.
    const chinese = await newsList({ page: 1, size: 4, locale: 'zh', translatedOnly: true })
    expect(chinese.list[0]).toMatchObject({ id: chineseOnly, translated: true })
    expect(chinese.total).toBe(archive.total)
  })

  it('name their language in the neighbour link of the article after them', async () => {
    const second = (await newsList({ page: 1, size: 2, locale: 'en' })).list[1]
    const article = await newsDetail(second.id, { locale: 'en' })
    expect(article?.prev).toMatchObject({ id: chineseOnly, translated: false })
    expect(article?.translated).toBe(second.translated)
  })
})

describe('pictures and words', () => {
  it('banners carry their title and subtitle as text in each language', async () => {
    const [zh, en] = await Promise.all([banners({ position: 'home-top', locale: 'zh' }), banners({ position: 'home-top', locale: 'en' })])
    expect(zh).toHaveLength(3)
    expect(zh.every((banner) => banner.showText)).toBe(true)
    expect(en.map((banner) => banner.title)).not.toEqual(zh.map((banner) => banner.title))
    expect(en.every((banner) => !/[\u3400-\u9fff]/.test(banner.title + banner.subtitle))).toBe(true)
  })

  it('the logo is one per language, the English one falling back to the Chinese one', async () => {
    const [zh, en] = await Promise.all([siteConfig('zh'), siteConfig('en')])
    expect(zh.system.site.logo).toMatch(/seed-logo\.png\?v=[0-9a-z]+$/)
    expect(en.system.site.logo).toMatch(/seed-logo-en\.png\?v=[0-9a-z]+$/)
    await payload.updateGlobal({ slug: 'site-config', locale: 'en', data: { system: { site: { logo: null } } } as never, overrideAccess: true })
    try {
      expect((await siteConfig('en')).system.site.logo).toBe(zh.system.site.logo)
    } finally {
      const logo = await payload.find({ collection: 'media', where: { filename: { equals: 'seed-logo-en.png' } }, limit: 1, overrideAccess: true })
      await payload.updateGlobal({ slug: 'site-config', locale: 'en', data: { system: { site: { logo: logo.docs[0].id } } } as never, overrideAccess: true })
    }
  })
})
