import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/**
 * The selection assistant (/product/select) on the seeded catalogue: for
 * three needs the screen lists exactly the models a brute-force filter of the
 * catalogue (read through /api/index/product) finds, in the assistant's
 * order; the URL alone reproduces the result; the form and the contract call
 * agree with it.
 */

type Param = { key: string; unit: string; value: number | null; text: string }
type Card = { id: number; model: string; params: Param[]; category: { id: number; name: string } | null }
type Need = { mode?: 'load'; voltage?: number; current?: number; power?: number; channels?: number; interface?: string }

const PAGE_SIZE = 12
const FACTORS: Record<string, Record<string, number>> = {
  voltage: { mV: 0.001, V: 1, kV: 1000 },
  current: { mA: 0.001, A: 1, kA: 1000 },
  power: { mW: 0.001, W: 1, kW: 1000, MW: 1_000_000 },
}
const CHANNELS: Record<string, number> = { 单路: 1, 双路: 2, 两路: 2, 三路: 3, 四路: 4, 五路: 5, 六路: 6, 八路: 8 }

/** Every published product in list order (weight, then newest): the assistant's order for equal fits. */
async function catalogue(request: APIRequestContext): Promise<Card[]> {
  const cards: Card[] = []
  for (let page = 1; ; page += 1) {
    const answer = await (await request.post('/api/index/product', { data: { page, size: 100 } })).json()
    cards.push(...answer.data.list)
    if (page * 100 >= answer.data.total) return cards
  }
}

/**
 * What the seeded categories are in the assistant (their 选型助手中的角色): the two load
 * categories sink, the instruments take no part, the rest are sources.
 */
const roleOf = (card: Card) => (/负载/.test(card.category?.name ?? '') ? 'load' : card.category?.name === '测试测量仪器' ? 'none' : 'source')
const bidirectional = (card: Card) => card.params.some((param) => param.key === 'bidirectional' && param.text === '支持')

/** The models that cover the need, best fit first (mean of rating ÷ need), equal fits in list order. */
function brute(cards: Card[], need: Need): string[] {
  const asked = (['voltage', 'current', 'power'] as const).filter((key) => need[key] !== undefined)
  const fits: { model: string; fit: number; position: number }[] = []
  cards.forEach((card, position) => {
    if (roleOf(card) !== (need.mode ?? 'source') && !bidirectional(card)) return
    const param = (key: string) => card.params.find((item) => item.key === key)
    let sum = 0
    for (const key of asked) {
      const found = param(key)
      const factor = found ? FACTORS[key][found.unit] : undefined
      if (!found || found.value === null || factor === undefined || found.value * factor < (need[key] as number)) return
      sum += (found.value * factor) / (need[key] as number)
    }
    if (need.channels) {
      const found = param('channels')
      const count = found ? (found.value ?? CHANNELS[found.text]) : undefined
      if (count === undefined || count < need.channels) return
    }
    if (need.interface && !(param('interface')?.text ?? '').toUpperCase().split('/').includes(need.interface)) return
    fits.push({ model: card.model, fit: Math.round((sum / asked.length) * 1e6) / 1e6, position })
  })
  return fits.sort((a, b) => a.fit - b.fit || a.position - b.position).map((item) => item.model)
}

const href = (need: Need) => `/product/select?${new URLSearchParams(Object.entries(need).map(([key, value]) => [key, String(value)])).toString()}`
const results = (page: Page) => page.getByRole('list', { name: '选型结果' }).getByRole('listitem')
const shownModels = (page: Page) => results(page).getByRole('heading', { level: 3 }).allInnerTexts()
const shownTotal = async (page: Page) => Number((await page.getByText(/^共 \d+ 款型号满足条件$/).innerText()).replace(/\D/g, ''))

const NEEDS: Need[] = [
  { voltage: 60, current: 40 },
  { voltage: 30, current: 3, channels: 2 },
  { voltage: 400, power: 5000, interface: 'LAN' },
  { mode: 'load', voltage: 60, current: 10 },
]

test.describe('selection assistant', () => {
  test('three needs give exactly the brute-force filter of the catalogue, and the URL alone reproduces them', async ({ page, request, browser }) => {
    const cards = await catalogue(request)
    expect(cards.length).toBeGreaterThan(24)
    for (const need of NEEDS) {
      const expected = brute(cards, need)
      expect(expected.length, JSON.stringify(need)).toBeGreaterThan(0)
      await page.goto(href(need))
      await expect(page.getByRole('heading', { level: 1, name: '选型助手' })).toBeVisible()
      expect(await shownTotal(page)).toBe(expected.length)
      expect(await shownModels(page)).toEqual(expected.slice(0, PAGE_SIZE))
      const first = results(page).first()
      if (need.voltage) await expect(first.getByRole('listitem').filter({ hasText: new RegExp(`≥ ${need.voltage} V$`) })).toHaveCount(1)
      await expect(page.getByText(/^排序依据：/)).toBeVisible()
      if (expected.length > 1) {
        const ids = await Promise.all(expected.slice(0, 4).map(async (model) => cards.find((card) => card.model === model)?.id))
        await expect(page.getByRole('link', { name: /^对比前 \d 款$/ })).toHaveAttribute('href', `/product/compare?ids=${ids.join(',')}`)
      }

      // The same URL in a fresh browser (no history, no state) shows the same result.
      const fresh = await browser.newContext()
      const other = await fresh.newPage()
      await other.goto(page.url())
      expect(await shownModels(other)).toEqual(expected.slice(0, PAGE_SIZE))
      await fresh.close()

      // The contract call answers the same models in the same order.
      const answer = await (await request.post('/api/index/product_select', { data: { ...need, size: PAGE_SIZE } })).json()
      expect(answer.code).toBe(1)
      expect(answer.data.total).toBe(expected.length)
      expect(answer.data.list.map((item: { model: string }) => item.model)).toEqual(expected.slice(0, PAGE_SIZE))
    }
  })

  test('the form puts the need in the URL; a need nothing covers says what to relax', async ({ page }) => {
    await page.goto('/product')
    await page.getByRole('link', { name: /选型助手/ }).click()
    await expect(page).toHaveURL(/\/product\/select$/)
    await expect(page.getByText('先填写测试需要的电压、电流或功率')).toBeVisible()
    await page.getByLabel('电压', { exact: true }).fill('60')
    await page.getByLabel('电流', { exact: true }).fill('40.0')
    await page.getByRole('button', { name: '开始选型' }).click()
    await expect(page).toHaveURL(/voltage=60/)
    await expect(page).toHaveURL(/current=40/)
    const viaForm = await shownModels(page)
    expect(viaForm.length).toBeGreaterThan(0)
    await expect(page.getByLabel('电压', { exact: true })).toHaveValue('60')
    await page.goto('/product/select?current=40&voltage=60')
    expect(await shownModels(page)).toEqual(viaForm)

    // The report's case: a supply for 60 V, 10 A, 300 W lists no load; asking for a load lists only loads.
    await page.goto('/product/select')
    await page.getByLabel('电压', { exact: true }).fill('60')
    await page.getByLabel('电流', { exact: true }).fill('10')
    await page.getByLabel('功率', { exact: true }).fill('300')
    await expect(page.getByRole('radio', { name: /直流电源/ })).toBeChecked()
    await page.getByRole('button', { name: '开始选型' }).click()
    await expect(page).toHaveURL(/power=300/)
    const supplies = await shownModels(page)
    expect(supplies.length).toBeGreaterThan(2)
    expect(supplies.filter((model) => /^EL/.test(model))).toEqual([])
    await page.getByRole('radio', { name: /电子负载/ }).check()
    await page.getByRole('button', { name: '开始选型' }).click()
    await expect(page).toHaveURL(/mode=load/)
    const loads = await shownModels(page)
    expect(loads.length).toBeGreaterThan(2)
    expect(loads.filter((model) => !/^(EL|PBD)/.test(model))).toEqual([])
    await expect(page.getByRole('radio', { name: /电子负载/ })).toBeChecked()

    await page.goto('/product/select?voltage=100000&current=100000')
    await expect(page.getByText('没有同时满足这些条件的型号，试试放宽电流或功率')).toBeVisible()
    await expect(page.getByRole('list', { name: '选型结果' })).toHaveCount(0)
  })

  test('fits a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(href(NEEDS[0]))
    await expect(results(page).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
