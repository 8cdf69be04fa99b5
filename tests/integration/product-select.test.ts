/**
 * The selection assistant (/api/index/product_select) answered by the
 * database gives exactly what a brute-force filter in JavaScript gives over
 * the same products: the models whose key parameters cover every need (units
 * converted from the category's facets), best fit first, paged; drafts never
 * show; bad input gets the envelope with a Chinese message.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Selection } from '@/data/product-select.server'
import { openApiDocument } from '@/contract/openapi'
import type { Product, ProductCategory } from '@/payload-types'
import { products as seededProducts } from '@/seed/content/catalogue'
import { random } from '@/seed/scale-content'
import { seed } from '@/seed/seed'

import { call } from '../setup/contract'
import { testPayload } from '../setup/payload'

let payload: Payload
const asSystem = { overrideAccess: true, depth: 0 } as const
const tag = Date.now().toString(36)
const next = random(20261213)
const pickOne = <T>(items: T[]): T => items[Math.floor(next() * items.length)]
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number | null))

let parent: ProductCategory
let child: ProductCategory
const created: number[] = []
const drafts: number[] = []

type Need = {
  mode?: 'source' | 'load'
  voltage?: number
  current?: number
  power?: number
  channels?: number
  interface?: string
  bidirectional?: boolean
  rack?: number
  category_id?: number
}

/** The units the brute force knows, written out again on purpose. */
const FACTORS: Record<'voltage' | 'current' | 'power', Record<string, number>> = {
  voltage: { mV: 0.001, V: 1, kV: 1000 },
  current: { mA: 0.001, A: 1, kA: 1000 },
  power: { mW: 0.001, W: 1, kW: 1000, MW: 1_000_000 },
}
const CHANNELS: Record<string, number> = { 单路: 1, 双路: 2, 两路: 2, 三路: 3, 四路: 4, 五路: 5, 六路: 6, 八路: 8 }

async function snapshot() {
  const all = { ...asSystem, pagination: false, limit: 0 } as const
  const [categories, products] = await Promise.all([payload.find({ collection: 'product-categories', ...all }), payload.find({ collection: 'products', ...all })])
  return { categories: categories.docs, products: products.docs }
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>

function isBidirectional(product: Product): boolean {
  const found = product.params?.find((item) => item.key === 'bidirectional')
  return Boolean(found && ((found.value ?? 0) >= 1 || ['是', '支持', '双向', '有'].includes(found.text ?? '')))
}

/** Every published product that covers the need, in the assistant's order, computed over the whole snapshot. */
function brute(data: Snapshot, need: Need): Product[] {
  const byId = new Map(data.categories.map((category) => [category.id, category]))
  let scope = data.products.filter((product) => product._status === 'published')
  if (need.category_id) {
    const ids = new Set([need.category_id])
    for (let grew = true; grew;) {
      grew = false
      for (const category of data.categories) {
        const up = idOf(category.parent)
        if (category._status === 'published' && up && ids.has(up) && !ids.has(category.id)) {
          ids.add(category.id)
          grew = true
        }
      }
    }
    scope = scope.filter((product) => ids.has(idOf(product.category) as number))
  } else {
    // Without a category: the categories of the role asked, and bidirectional models for both.
    const role = need.mode ?? 'source'
    scope = scope.filter((product) => byId.get(idOf(product.category) as number)?.selectRole === role || isBidirectional(product))
  }
  const asked = (['voltage', 'current', 'power'] as const).filter((key) => need[key] !== undefined)
  const scored: { product: Product; fit: number }[] = []
  for (const product of scope) {
    const facets = byId.get(idOf(product.category) as number)?.facets ?? []
    const param = (key: string) => product.params?.find((item) => item.key === key)
    let covers = true
    let sum = 0
    for (const key of asked) {
      const value = param(key)?.value
      const factor = FACTORS[key][facets.find((facet) => facet.key === key)?.unit ?? '']
      if (value === null || value === undefined || factor === undefined || value * factor < (need[key] as number)) covers = false
      else sum += (value * factor) / (need[key] as number)
    }
    if (need.channels && need.channels > 1) {
      const found = param('channels')
      const count = found ? (found.value ?? CHANNELS[found.text ?? '']) : undefined
      if (count === undefined || count < need.channels) covers = false
    }
    if (need.interface && !(param('interface')?.text ?? '').toUpperCase().split('/').includes(need.interface)) covers = false
    if (need.bidirectional && !isBidirectional(product)) covers = false
    if (need.rack) {
      const value = param('rack')?.value
      if (value === null || value === undefined || value <= 0 || value > need.rack) covers = false
    }
    if (covers) scored.push({ product, fit: Math.round((sum / asked.length) * 1e6) / 1e6 })
  }
  scored.sort((a, b) => a.fit - b.fit || (b.product.weight ?? 0) - (a.product.weight ?? 0) || b.product.id - a.product.id)
  return scored.map((item) => item.product)
}

type Params = NonNullable<Product['params']>

async function addProduct(model: string, category: number, params: Params, options: { weight?: number; draft?: boolean } = {}) {
  const data = { model, name: '选型测试电源', category, params, weight: options.weight ?? 0 }
  const product = options.draft
    ? await payload.create({ collection: 'products', data: { ...data, _status: 'draft' }, draft: true, ...asSystem })
    : await payload.create({ collection: 'products', data: { ...data, _status: 'published' }, ...asSystem })
  created.push(product.id)
  if (options.draft) drafts.push(product.id)
  return product
}

function randomParams(powerUnit: 'kW' | 'W'): Params {
  const params: Params = []
  if (next() < 0.92) params.push({ key: 'voltage', value: pickOne([20, 30, 60, 80, 150, 300, 500, 1000]) })
  if (next() < 0.92) params.push({ key: 'current', value: pickOne([2, 5, 10, 20, 40, 60, 120]) })
  if (next() < 0.85) params.push({ key: 'power', value: powerUnit === 'kW' ? pickOne([0.2, 0.6, 1.5, 3, 6, 15]) : pickOne([200, 600, 1500, 3000, 6000, 15000]) })
  if (next() < 0.5) params.push({ key: 'channels', text: pickOne(['单路', '双路', '四路']) })
  if (next() < 0.7) params.push({ key: 'interface', text: pickOne(['USB/LAN', 'GPIB/LAN', 'RS-232/RS-485', 'CAN/LAN']) })
  if (next() < 0.35) params.push(next() < 0.5 ? { key: 'bidirectional', text: pickOne(['是', '否']) } : { key: 'bidirectional', value: pickOne([0, 1]) })
  if (next() < 0.4) params.push({ key: 'rack', value: pickOne([1, 2, 3, 4]) })
  return params
}

function randomNeed(): Need {
  const need: Need = {}
  if (next() < 0.3) need.mode = pickOne(['source', 'load'] as const)
  while (need.voltage === undefined && need.current === undefined && need.power === undefined) {
    if (next() < 0.7) need.voltage = pickOne([12, 25, 60, 100, 400, 800])
    if (next() < 0.6) need.current = pickOne([1.5, 3, 10, 30, 50])
    if (next() < 0.4) need.power = pickOne([150, 500, 1000, 2500, 10_000])
  }
  if (next() < 0.2) need.channels = pickOne([2, 3, 4])
  if (next() < 0.25) need.interface = pickOne(['USB', 'LAN', 'GPIB', 'RS-485', 'CAN'])
  if (next() < 0.15) need.bidirectional = true
  if (next() < 0.2) need.rack = pickOne([1, 2, 3])
  return need
}

const facet = (key: string, name: string, unit: string) => ({ key, name, unit, kind: 'range' as const, ranges: [{ label: '全部', min: 0 }] })
const options = (key: string, name: string, values: string[]) => ({ key, name, kind: 'options' as const, options: values.map((value) => ({ value })) })

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  parent = await payload.create({
    collection: 'product-categories',
    data: {
      name: `选型测试分类 ${tag}`,
      _status: 'published',
      facets: [
        facet('voltage', '输出电压', 'V'),
        facet('current', '输出电流', 'A'),
        facet('power', '额定功率', 'kW'),
        options('channels', '通道数', ['单路', '双路', '四路']),
        options('interface', '通信接口', ['USB/LAN', 'GPIB/LAN', 'RS-232/RS-485', 'CAN/LAN']),
        options('bidirectional', '双向', ['是', '否']),
        facet('rack', '机架高度', 'U'),
      ],
    },
    ...asSystem,
  })
  child = await payload.create({
    collection: 'product-categories',
    data: {
      name: `选型测试子分类 ${tag}`,
      parent: parent.id,
      _status: 'published',
      facets: [facet('voltage', '输出电压', 'V'), facet('current', '输出电流', 'A'), facet('power', '额定功率', 'W'), options('interface', '通信接口', ['USB/LAN', 'GPIB/LAN'])],
    },
    ...asSystem,
  })
  for (let index = 0; index < 40; index += 1) {
    await addProduct(`SEL-${tag}-${index}`, parent.id, randomParams('kW'), { weight: pickOne([0, 10, 20]), draft: index % 7 === 3 })
  }
  for (let index = 0; index < 14; index += 1) {
    await addProduct(`SEL-${tag}-C${index}`, child.id, randomParams('W'), { weight: pickOne([0, 10]), draft: index % 5 === 2 })
  }
  // Drafts that would fit everything: they must never show.
  await addProduct(
    `SEL-${tag}-DRAFT`,
    parent.id,
    [
      { key: 'voltage', value: 100_000 },
      { key: 'current', value: 100_000 },
      { key: 'power', value: 10_000 },
      { key: 'channels', text: '四路' },
      { key: 'interface', text: 'USB/LAN' },
      { key: 'bidirectional', value: 1 },
      { key: 'rack', value: 1 },
    ],
    { draft: true, weight: 1000 },
  )
  await addProduct(
    `SEL-${tag}-FIT`,
    parent.id,
    [
      { key: 'voltage', value: 60 },
      { key: 'current', value: 40 },
      { key: 'power', value: 2.4 },
    ],
    { weight: 1000 },
  )
  await addProduct(`SEL-${tag}-KW`, child.id, [
    { key: 'voltage', value: 80 },
    { key: 'current', value: 60 },
    { key: 'power', value: 1500 },
  ])
}, 600_000)

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'products', id, ...asSystem })
  for (const category of [child, parent]) if (category) await payload.delete({ collection: 'product-categories', id: category.id, ...asSystem })
})

const select = (body: Record<string, unknown>) => call<Selection>('/api/index/product_select', { body })
const page = <T>(items: T[], number: number, size: number) => items.slice((number - 1) * size, number * size)

describe('product_select', () => {
  it('answers exactly the brute-force filter, in its order, page by page', async () => {
    const data = await snapshot()
    let found = 0
    for (let round = 0; round < 40; round += 1) {
      const need = randomNeed()
      const scope = pickOne([parent.id, parent.id, child.id, undefined])
      if (scope) need.category_id = scope
      const expected = brute(data, need)
      const size = pickOne([5, 12, 50])
      const number = pickOne([1, 1, 2, Math.max(1, Math.ceil(expected.length / size))])
      if (expected.length) found += 1
      const answer = await select({ ...need, page: number, size })
      const context = JSON.stringify({ need, number, size })
      expect(answer.body.code, context).toBe(1)
      expect(answer.body.data.total, context).toBe(expected.length)
      expect(
        answer.body.data.list.map((item) => item.id),
        context,
      ).toEqual(page(expected, number, size).map((product) => product.id))
      const conditions =
        ['voltage', 'current', 'power', 'interface', 'bidirectional', 'rack'].filter((key) => need[key as keyof Need] !== undefined).length + (need.channels ? 1 : 0)
      for (const item of answer.body.data.list) {
        expect(item.reasons, context).toHaveLength(conditions)
        for (const rating of item.ratings) {
          if (rating.key === 'rack') expect(rating.value, context).toBeLessThanOrEqual(rating.need)
          else expect(rating.value, context).toBeGreaterThanOrEqual(rating.need)
        }
      }
      for (let index = 1; index < answer.body.data.list.length; index += 1) {
        expect(answer.body.data.list[index].fit, context).toBeGreaterThanOrEqual(answer.body.data.list[index - 1].fit - 1e-4)
      }
    }
    // Most needs find something, so the comparison is not of empty lists.
    expect(found).toBeGreaterThan(20)
  })

  it('says why each model fits, in the unit of its category, and puts the closest fit first', async () => {
    const answer = await select({ voltage: 60, current: 40, category_id: parent.id, size: 100 })
    expect(answer.body.code).toBe(1)
    const [first] = answer.body.data.list
    expect(first.model).toBe(`SEL-${tag}-FIT`)
    expect(first).toMatchObject({ fit: 1, reasons: ['60 V ≥ 60 V', '40 A ≥ 40 A'], category: { id: parent.id } })
    expect(first.ratings).toEqual([
      { key: 'voltage', name: '输出电压', unit: 'V', value: 60, need: 60 },
      { key: 'current', name: '输出电流', unit: 'A', value: 40, need: 40 },
    ])
    const kw = (await select({ voltage: 60, current: 40, power: 1200, category_id: child.id, size: 100 })).body.data.list.find((item) => item.model === `SEL-${tag}-KW`)
    expect(kw).toMatchObject({ reasons: ['80 V ≥ 60 V', '60 A ≥ 40 A', '1500 W ≥ 1200 W'] })
    const fit = (await select({ power: 2000, category_id: parent.id, size: 100 })).body.data.list.find((item) => item.model === `SEL-${tag}-FIT`)
    expect(fit).toMatchObject({ reasons: ['2.4 kW ≥ 2 kW'], ratings: [{ key: 'power', unit: 'kW', value: 2.4, need: 2 }] })
  })

  it('finds the demo catalogue’s models for bidirectional and rack-size needs, in Chinese and English', async () => {
    // Other test files add products to the shared database: only the demo's own models are compared.
    const demo = new Set(seededProducts.filter((product) => !product.draft).map((product) => product.model))
    const seeded = async (body: Record<string, unknown>, query?: Record<string, string>) => {
      const answer = await call<Selection>('/api/index/product_select', { body: { ...body, size: 100 }, query })
      expect(answer.body.code, JSON.stringify(body)).toBe(1)
      return answer.body.data.list.filter((item) => demo.has(item.model))
    }
    const bidirectional = await seeded({ voltage: 400, current: 50, bidirectional: true })
    expect(bidirectional.map((item) => item.model)).toEqual(['PBD-3010-500', 'PBD-3020-1000', 'PBD-3030-1500'])
    expect(bidirectional[0].reasons).toEqual(['500 V ≥ 400 V', '60 A ≥ 50 A', '支持双向（源载一体）'])
    const racked = await seeded({ voltage: 60, current: 20, rack: 1 })
    expect(racked.map((item) => item.model)).toEqual(['PSW-3060-25', 'PSD-6080-60C', 'PSD-6250-20C'])
    expect(racked[0]).toMatchObject({
      reasons: ['60 V ≥ 60 V', '25 A ≥ 20 A', '1U ≤ 1U'],
      ratings: [{ key: 'voltage' }, { key: 'current' }, { key: 'rack', name: '机架高度', unit: 'U', value: 1, need: 1 }],
    })
    const both = await seeded({ power: 8000, bidirectional: true, rack: 3 })
    expect(both.map((item) => item.model)).toEqual(['PBD-3010-500'])
    expect(both[0].reasons).toEqual(['10 kW ≥ 8 kW', '支持双向（源载一体）', '3U ≤ 3U'])
    const english = await seeded({ power: 8000, bidirectional: true, rack: 3 }, { lang: 'en' })
    expect(english[0]).toMatchObject({ model: 'PBD-3010-500', reasons: ['10 kW ≥ 8 kW', 'Bidirectional (source and sink)', '3U ≤ 3U'] })
    // Every seeded supply and load states the ratings the assistant reads.
    const sources = await seeded({ voltage: 100, current: 10, power: 500, interface: 'LAN' })
    expect(sources.map((item) => item.model)).toEqual(expect.arrayContaining(['PSD-6250-20C', 'PSW-3300-10']))
    const loads = await seeded({ mode: 'load', voltage: 100, current: 10, power: 500, interface: 'LAN' })
    expect(loads.map((item) => item.model)).toEqual(expect.arrayContaining(['ELD-8006-150', 'ELM-2153']))
  })

  it('recommends sources for a need of output ratings, and loads only when a load is asked for', async () => {
    const demo = new Map(seededProducts.filter((product) => !product.draft).map((product) => [product.model, product]))
    const categoryOf = new Map((await snapshot()).categories.map((category) => [category.id, category]))
    const roles = async (body: Record<string, unknown>) => {
      const answer = await select({ ...body, size: 100 })
      expect(answer.body.code, JSON.stringify(body)).toBe(1)
      const list = answer.body.data.list.filter((item) => demo.has(item.model))
      expect(list.length, JSON.stringify(body)).toBeGreaterThan(2)
      return list.map((item) => {
        const bidirectional = demo.get(item.model)?.params?.some((param) => param.key === 'bidirectional' && param.text === '支持')
        return bidirectional ? 'both' : categoryOf.get(item.category?.id as number)?.selectRole
      })
    }
    // The report's case: 0–60 V, 10 A, 300 W ranked the load module ELM-6084 first.
    const supply = await roles({ voltage: 60, current: 10, power: 300 })
    expect(supply).toContain('source')
    expect(supply).not.toContain('load')
    expect(supply).not.toContain('none')
    expect(await roles({ mode: 'source', voltage: 60, current: 10, power: 300 })).toEqual(supply)
    const sink = await roles({ mode: 'load', voltage: 60, current: 10, power: 300 })
    expect(sink).toContain('load')
    expect(sink).not.toContain('source')
    expect(sink).not.toContain('none')
    // Bidirectional models serve both needs.
    expect(await roles({ voltage: 400, current: 20 })).toContain('both')
    expect(await roles({ mode: 'load', voltage: 400, current: 20 })).toContain('both')
    expect((await select({ mode: 'sink', voltage: 60 })).body).toMatchObject({ code: 0, msg: 'mode 只能是 source（电源）或 load（电子负载）', data: null })
  })

  it('never shows drafts, whatever is asked', async () => {
    for (const need of [{ voltage: 1 }, { voltage: 50_000, current: 50_000 }, { voltage: 1, channels: 4, interface: 'USB', bidirectional: true, rack: 1 }]) {
      const seen: number[] = []
      for (let number = 1; ; number += 1) {
        const answer = await select({ ...need, page: number, size: 100 })
        expect(answer.body.code).toBe(1)
        seen.push(...answer.body.data.list.map((item) => item.id))
        if (number * 100 >= answer.body.data.total) break
      }
      for (const id of drafts) expect(seen).not.toContain(id)
    }
  })

  it('answers GET with the need in the query, the same as POST', async () => {
    const query = { voltage: '60', current: '40', category_id: String(parent.id), size: '50' }
    const viaGet = await call<Selection>('/api/index/product_select', { method: 'GET', query })
    const viaPost = await select({ voltage: 60, current: 40, category_id: parent.id, size: 50 })
    expect(viaGet.body.code).toBe(1)
    expect(viaGet.body.data).toEqual(viaPost.body.data)
    expect(viaGet.response.headers.get('cache-control')).toMatch(/public/)
  })

  it('refuses bad input with the envelope and a Chinese message', async () => {
    const refused = async (body: Record<string, unknown>, msg: string) => expect((await select(body)).body).toMatchObject({ code: 0, msg, data: null })
    await refused({}, '请至少填写电压、电流、功率中的一项')
    await refused({ channels: 2, interface: 'LAN' }, '请至少填写电压、电流、功率中的一项')
    await refused({ voltage: 'abc' }, '电压必须是数字（单位 V）')
    await refused({ current: -3 }, '电流至少为 0.001 A')
    await refused({ power: 1e9 }, '功率不能超过 10000000 W')
    await refused({ voltage: 60, interface: 'HDMI' }, 'interface 只能是 USB、LAN、GPIB、RS-232、RS-485、CAN 之一')
    await refused({ voltage: 60, rack: 0 }, 'rack 必须是 1–48 之间的整数（单位 U）')
    await refused({ voltage: 60, channels: 2.5 }, 'channels 必须是 1–16 之间的整数')
    await refused({ voltage: 60, bidirectional: 'maybe' }, 'bidirectional 只能是 true 或 false')
    await refused({ voltage: 60, size: 101 }, '每页数量不能超过 100')
  })

  it('is in the OpenAPI document', () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, { summary?: string }>> }
    expect(document.paths['/api/index/product_select']?.post?.summary).toMatch(/选型助手/)
  })
})
