/**
 * Site search finds what buyers type on the seeded demo (issue 36): everyday words through the synonyms
 * staff keep, a query that only part of a name holds, a model number typed with a letter O, pinyin, and
 * full-width characters. Each answer is read over the contract, as the search page reads it.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SearchHit } from '@/data/search.server'
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
      const answer = await search(keyword, { type: 'product' })
      expect(answer.counts.products, keyword).toBe(answer.products.length)
      expect(idsOf(answer.products), keyword).toEqual(new Set([...supplies, ...holding('直流稳压电源'), ...holding('直流电源'), ...idsOf(answer.products)]))
      expect(
        [...supplies].every((id) => idsOf(answer.products).has(id)),
        keyword,
      ).toBe(true)
      expect(answer.also, keyword).toContain('直流电源')
      expect(answer.products.every((hit) => !hit.partial && hit.score >= 1)).toBe(true)
    }
  })

  it('可编程电源 finds the programmable supplies, those holding more of the query first, marked as matching part of it', async () => {
    expect(holding('可编程电源').size).toBe(0)
    const answer = await search('可编程电源', { type: 'product' })
    const programmableSupplies = named('可编程直流电源')
    expect(programmableSupplies.size).toBeGreaterThan(3)
    expect([...programmableSupplies].every((id) => idsOf(answer.products).has(id))).toBe(true)
    expect(answer.products.every((hit) => hit.partial && hit.score === 0)).toBe(true)
    expect(answer.counts.products).toBe(answer.products.length)
    // How many of the query's pieces (可编, 编程, 程电, 电源) each hit holds: never more than the one before it, at least two.
    const pieces = partialPieces(queryTerms('可编程电源'))
    const held = answer.products.map((hit) => pieces.filter((piece) => matchesQuery([hit.title, hit.subtitle, hit.summary], [piece])).length)
    expect(
      held.every((count, index) => count >= 2 && (index === 0 || count <= held[index - 1])),
      held.join(' '),
    ).toBe(true)
    expect(held[0]).toBeGreaterThanOrEqual(3)
  })

  it('a model number with a letter O for 0, and pinyin in full or initials, find the product meant', async () => {
    const psd = products.find((product) => product.model === 'PSD-6080-60C') as Product
    const typo = await search('PSD-6O80')
    expect(typo.products.map((hit) => hit.id)).toContain(psd.id)
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
    const answer = await search('宽范围', { type: 'product' })
    expect(holding('宽范围').size).toBeGreaterThan(1)
    expect(idsOf(answer.products)).toEqual(holding('宽范围'))
    expect(answer.counts.products).toBe(holding('宽范围').size)
    expect(answer.also).toEqual([])
    expect(answer.products.every((hit) => !hit.partial)).toBe(true)
    const nothing = await search('qqqzzz')
    expect(nothing.total).toBe(0)
    expect(nothing.also).toEqual([])
  })
})
