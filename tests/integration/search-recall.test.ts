/**
 * Site search finds what buyers type on the seeded demo (issue 36): everyday words through the synonyms
 * staff keep, a query that only part of a name holds, a model number typed with a letter O, pinyin, and
 * full-width characters. Each answer is read over the contract, as the search page reads it.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SearchHit } from '@/data/search.server'
import { MAX_QUERIES_PER_DAY, recordSearch, searchFigures } from '@/data/search-stats.server'
import { chinaDay } from '@/lib/format'
import { payloadDatabase } from '@/lib/raw-sql'
import { partialPieces } from '@/lib/search-plan'
import { matchesQuery, queryTerms } from '@/lib/search-tokens'
import type { Product } from '@/payload-types'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

type Answer = { total: number; counts: Record<'products' | 'news' | 'downloads', number>; products: SearchHit[]; news: SearchHit[]; downloads: SearchHit[]; also: string[] }

let payload: Payload
let products: Product[] = []
const asSystem = { overrideAccess: true, depth: 0 } as const

async function search(keyword: string, query: Record<string, string> = {}): Promise<Answer> {
  const answer = await call<Answer>('/api/index/search', { query: { keyword, size: '50', ...query } })
  expect(answer.body.code, keyword).toBe(1)
  return answer.body.data
}

/** Every product hit of a keyword, page after page, with the count the first page gave. */
async function allProductHits(keyword: string): Promise<{ count: number; hits: SearchHit[]; also: string[] }> {
  const first = await search(keyword, { type: 'product', size: '100' })
  const hits = [...first.products]
  for (let page = 2; hits.length < first.counts.products && page <= 30; page += 1)
    hits.push(...(await search(keyword, { type: 'product', size: '100', page: String(page) })).products)
  return { count: first.counts.products, hits, also: first.also }
}

/** The published products whose name holds `word`, by id. */
const named = (word: string) => new Set(products.filter((product) => product.name.includes(word)).map((product) => product.id))
/** The published products whose indexed Chinese text holds the query as typed, by id. */
const holding = (query: string) =>
  new Set(products.filter((product) => matchesQuery([product.model, product.name, product.series ?? '', product.summary ?? ''], queryTerms(query))).map((product) => product.id))
const idsOf = (hits: SearchHit[]) => new Set(hits.map((hit) => hit.id))

beforeAll(async () => {
  payload = await testPayload()
  products = (await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, pagination: false, limit: 0, ...asSystem })).docs
  expect(products.length, 'the seeded catalogue').toBeGreaterThan(20)
})

describe('what a buyer types finds what the buyer means', () => {
  it('稳压电源 and 直流源, words the catalogue never uses, find the DC power supplies through the seeded synonyms', async () => {
    const supplies = named('直流电源')
    expect(supplies.size).toBeGreaterThan(5)
    for (const keyword of ['稳压电源', '直流源']) {
      expect(holding(keyword).size, keyword).toBe(0)
      const answer = await allProductHits(keyword)
      expect(answer.hits.length, keyword).toBe(answer.count)
      const found = idsOf(answer.hits)
      expect(
        [...supplies].every((id) => found.has(id)),
        keyword,
      ).toBe(true)
      expect(
        [...holding('直流电源')].every((id) => found.has(id)),
        keyword,
      ).toBe(true)
      expect(answer.also, keyword).toContain('直流电源')
      expect(answer.hits.every((hit) => !hit.partial && hit.score >= 1)).toBe(true)
    }
  })

  it('可编程电源 finds the programmable supplies, those holding more of the query first, marked as matching part of it', async () => {
    expect(holding('可编程电源').size).toBe(0)
    const answer = await allProductHits('可编程电源')
    const programmableSupplies = named('可编程直流电源')
    expect(programmableSupplies.size).toBeGreaterThan(3)
    expect(answer.hits.length).toBe(answer.count)
    expect([...programmableSupplies].every((id) => idsOf(answer.hits).has(id))).toBe(true)
    expect(answer.hits.every((hit) => hit.partial && hit.score === 0)).toBe(true)
    // How many of the query's pieces (可编, 编程, 程电, 电源) each hit holds: never more than the one before it, at least two.
    const pieces = partialPieces(queryTerms('可编程电源'))
    const held = answer.hits.map((hit) => pieces.filter((piece) => matchesQuery([hit.title, hit.subtitle, hit.summary], [piece])).length)
    expect(
      held.every((count, index) => count >= 2 && (index === 0 || count <= held[index - 1])),
      held.join(' '),
    ).toBe(true)
    expect(held[0]).toBeGreaterThanOrEqual(3)
  })

  it('a model number with a letter O for 0, and pinyin in full or initials, find the product meant', async () => {
    const psd = products.find((product) => product.model === 'PSD-6080-60C') as Product
    const typo = await allProductHits('PSD-6O80')
    expect(typo.hits.map((hit) => hit.id)).toContain(psd.id)
    expect(typo.also).toEqual(['PSD-6080'])
    for (const keyword of ['dianyuan', 'dy', 'DianYuan']) {
      const answer = await search(keyword, { type: 'product' })
      expect(answer.also, keyword).toContain('电源')
      expect(answer.counts.products, keyword).toBeGreaterThanOrEqual(named('电源').size)
    }
    const load = await search('dianzifuzai', { type: 'product' })
    expect(load.also).toContain('电子负载')
    expect(load.counts.products).toBeGreaterThanOrEqual(named('电子负载').size)
  })

  it('full-width letters and digits, case and the dash of a model number do not matter', async () => {
    const psd = products.find((product) => product.model === 'PSD-6080-60C') as Product
    for (const keyword of ['ＰＳＤ－６０８０', 'psd6080', 'psd 6080', 'Psd-6080']) {
      const answer = await search(keyword, { type: 'product' })
      expect(
        answer.products.map((hit) => hit.id),
        keyword,
      ).toContain(psd.id)
      expect(
        answer.products.every((hit) => !hit.partial),
        keyword,
      ).toBe(true)
    }
  })

  it('a synonym group added in the admin applies to the next search, and its removal too', async () => {
    const loads = named('电子负载')
    const before = await search('负载箱', { type: 'product' })
    expect(before.products.length).toBeGreaterThan(0)
    expect(
      before.products.every((hit) => hit.partial),
      'before: only partial matches',
    ).toBe(true)
    const group = await payload.create({ collection: 'search-synonyms', data: { words: [' 负载箱 ', '电子负载', '负载箱'] }, ...asSystem })
    try {
      expect(group.words).toEqual(['负载箱', '电子负载'])
      expect(group.title).toBe('负载箱 = 电子负载')
      const after = await search('负载箱', { type: 'product' })
      expect(after.also).toEqual(['电子负载'])
      expect(after.counts.products).toBeGreaterThanOrEqual(loads.size)
      expect(after.products.every((hit) => !hit.partial)).toBe(true)
    } finally {
      await payload.delete({ collection: 'search-synonyms', id: group.id, ...asSystem })
    }
    expect((await search('负载箱', { type: 'product' })).also).toEqual([])
  })

  it('a query that matches fully counts exactly what holds it, with no partial matches added', async () => {
    // No synonym holds 宽范围.
    const answer = await allProductHits('宽范围')
    expect(holding('宽范围').size).toBeGreaterThan(1)
    expect(idsOf(answer.hits)).toEqual(holding('宽范围'))
    expect(answer.count).toBe(holding('宽范围').size)
    expect(answer.also).toEqual([])
    expect(answer.hits.every((hit) => !hit.partial)).toBe(true)
    const nothing = await search('qqqzzz')
    expect(nothing.total).toBe(0)
    expect(nothing.also).toEqual([])
  })
})

type Suggestions = { keyword: string; list: { type: 'model' | 'series' | 'category' | 'query'; text: string; detail: string; id: number | null }[] }

describe('suggestions as a visitor types', () => {
  async function suggest(keyword: string, lang?: string) {
    const answer = await call<Suggestions>('/api/index/search_suggest', { query: { keyword, ...(lang ? { lang } : {}) } })
    expect(answer.body.code, keyword).toBe(1)
    return answer.body.data.list
  }

  it('models by the start of their number or name, heaviest first, each with its product; at most ten', async () => {
    const list = await suggest('psd')
    const models = list.filter((item) => item.type === 'model')
    expect(models.length).toBeGreaterThan(2)
    expect(list.length).toBeLessThanOrEqual(10)
    for (const model of models) {
      const product = products.find((each) => each.id === model.id) as Product
      expect(model.text).toBe(product.model)
      expect(model.text).toMatch(/^PSD-/)
      expect(model.detail).toBe(product.name)
    }
    const weights = models.map((model) => products.find((each) => each.id === model.id)?.weight ?? 0)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
    expect((await suggest('PSD-608')).filter((item) => item.type === 'model').map((item) => item.text)).toEqual(expect.arrayContaining(['PSD-6080-60C']))
  })

  it('categories by a word of their name or its pinyin initials, in the language asked for', async () => {
    const chinese = await suggest('负载')
    expect(chinese.some((item) => item.type === 'category' && item.text.includes('负载'))).toBe(true)
    const spelled = await suggest('dzfz')
    expect(spelled.some((item) => item.type === 'category' && item.text.includes('电子负载'))).toBe(true)
    const english = await suggest('load', 'en')
    expect(english.some((item) => item.type === 'category' && /load/i.test(item.text))).toBe(true)
    expect(await suggest('qqqzzz')).toEqual([])
    // A search made often lately that found something.
    for (let turn = 0; turn < 3; turn += 1) await search('纹波')
    expect(await suggest('纹')).toContainEqual({ type: 'query', text: '纹波', detail: '', id: null })
    const refused = await call('/api/index/search_suggest', { query: { keyword: '' } })
    expect(refused.body).toMatchObject({ code: 0 })
  })
})

describe('what people searched for, without personal data, for 180 days', () => {
  const today = () => chinaDay(new Date().toISOString())
  const rowsOf = async (query: string) =>
    (await payload.find({ collection: 'search-queries', where: { query: { equals: query } }, ...asSystem })).docs.map(({ day, lang, searches, results }) => ({
      day,
      lang,
      searches,
      results,
    }))

  it('counts each search once by its normalised query, language and day, with what the last one found', async () => {
    const query = `ＱＸ9${Date.now().toString(36)}`
    await search(query)
    await search(` ${query.toLowerCase()} `)
    // Looking at a group's pages after is not another search.
    await search(query, { type: 'product', page: '2' })
    await call('/api/index/search', { query: { keyword: query, lang: 'en' } })
    const normal = query.normalize('NFKC').toLowerCase()
    expect(await rowsOf(normal)).toEqual(
      expect.arrayContaining([
        { day: today(), lang: 'zh', searches: 2, results: 0 },
        { day: today(), lang: 'en', searches: 1, results: 0 },
      ]),
    )
    const figures = await searchFigures()
    expect(figures.failed.some((figure) => figure.query === normal && figure.searches === 2)).toBe(true)
    await search('电源')
    expect((await searchFigures(7, 100)).top.find((figure) => figure.query === '电源' && figure.lang === 'zh')?.results).toBeGreaterThan(0)
    // A query that found only partial matches counts as found nothing: it is what a synonym is for.
    const partial = await search('负载箱')
    expect(partial.products.length).toBeGreaterThan(0)
    expect(partial.products.every((hit) => hit.partial)).toBe(true)
    expect(await rowsOf('负载箱')).toEqual([{ day: today(), lang: 'zh', searches: expect.any(Number), results: 0 }])
    expect((await searchFigures(7, 100)).failed.some((figure) => figure.query === '负载箱')).toBe(true)
  })

  it('keeps no e-mail address or phone number, no more than a bounded number of new queries a day, and no day past 180', async () => {
    for (const personal of ['buyer@example.com', '13800138000', '021-62345678']) {
      await search(personal)
      expect(await rowsOf(personal)).toEqual([])
    }
    // A day of its own in the future, filled to its bound.
    const later = new Date(Date.now() + 400 * 86_400_000)
    const day = chinaDay(later.toISOString())
    const db = await payloadDatabase(payload)
    const at = later.toISOString()
    const rows = Array.from({ length: MAX_QUERIES_PER_DAY }, (_, index) => ({ query: `filler ${index}`, day, lang: 'zh', searches: 1, results: 1, updatedAt: at, createdAt: at }))
    for (let start = 0; start < rows.length; start += 500) await db.insert('search_queries', rows.slice(start, start + 500))
    await recordSearch('one more', 'zh', 3, later)
    await recordSearch('filler 7', 'zh', 2, later)
    expect(await rowsOf('one more')).toEqual([])
    expect(await rowsOf('filler 7')).toEqual([{ day, lang: 'zh', searches: 2, results: 2 }])
    // The first search of a new day drops the days past 180 before it.
    const old = chinaDay(new Date(later.getTime() - 181 * 86_400_000).toISOString())
    const kept = chinaDay(new Date(later.getTime() - 179 * 86_400_000).toISOString())
    await db.insert('search_queries', [
      { query: 'old query', day: old, lang: 'zh', searches: 1, results: 0, updatedAt: at, createdAt: at },
      { query: 'kept query', day: kept, lang: 'zh', searches: 1, results: 0, updatedAt: at, createdAt: at },
    ])
    await recordSearch('next day', 'zh', 1, new Date(later.getTime() + 86_400_000))
    expect(await rowsOf('old query')).toEqual([])
    expect(await rowsOf('kept query')).toHaveLength(1)
    await db.run(sql`DELETE FROM "search_queries" WHERE "day" > ${today()}`)
  })
})
