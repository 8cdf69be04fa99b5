/**
 * The rules of the selection assistant (选型助手, issue 13), shared by its SQL
 * read, the /product/select screen, the contract call and the screen's cache
 * key. A product covers a need when the key parameters staff entered (numbers
 * in the unit of the category's facet) meet every rating asked for.
 *
 * Ranking: the mean, over the requested voltage, current and power, of
 * rating ÷ need, smallest first. 1 is an exact fit; a model rated 80 V / 60 A
 * for 60 V / 40 A scores (80/60 + 60/40) / 2 ≈ 1.42. So the smallest model
 * that covers the need comes first; equal scores keep the list's order
 * (weight, then newest).
 *
 * What is asked for: a source (a power supply feeding the device under test,
 * the default) or a load (sinking its energy). Without a category, only
 * products of categories whose role (product-categories selectRole) is the one
 * asked come up, and bidirectional models (key parameter `bidirectional`) for
 * both; a category the visitor picks decides on its own.
 */

import type { ContentLocale } from '@/lib/localized-sql'

/** The needs the visitor types, each in its base unit. */
export const QUANTITIES = {
  voltage: { name: '电压', unit: 'V', max: 100_000, units: { mV: 0.001, V: 1, kV: 1000 } },
  current: { name: '电流', unit: 'A', max: 100_000, units: { mA: 0.001, A: 1, kA: 1000 } },
  power: { name: '功率', unit: 'W', max: 10_000_000, units: { mW: 0.001, W: 1, kW: 1000, MW: 1_000_000 } },
} as const satisfies Record<string, { name: string; unit: string; max: number; units: Record<string, number> }>

export type QuantityKey = keyof typeof QUANTITIES
export const QUANTITY_KEYS = Object.keys(QUANTITIES) as QuantityKey[]

/** Interfaces a visitor can ask for; a product's 通信接口 text lists its own ("GPIB/LAN"). */
export const SELECT_INTERFACES = ['USB', 'LAN', 'GPIB', 'RS-232', 'RS-485', 'CAN'] as const
export type SelectInterface = (typeof SELECT_INTERFACES)[number]

/** Channel counts the screen offers; a need of one channel is no need (every model has one). */
export const MAX_CHANNELS = 16
/** Rack height in U the model must fit in (key parameter `rack`, a number of rack units). */
export const MAX_RACK = 48

/** The catalogue's 通道数 options as channel counts. */
export const CHANNEL_WORDS: Record<string, number> = { 单路: 1, 双路: 2, 两路: 2, 三路: 3, 四路: 4, 五路: 5, 六路: 6, 八路: 8 }

/** What staff may write in the text of a `bidirectional` key parameter (or give it the value 1). */
export const YES_WORDS = ['是', '支持', '双向', '有']

/** What the device under test needs: to be fed (a source, the default) or to be loaded (a sink). */
export const SELECT_MODES = ['source', 'load'] as const
export type SelectMode = (typeof SELECT_MODES)[number]

export type SelectNeed = {
  /** A load when the visitor asks for one; a source otherwise. */
  mode?: SelectMode
  voltage?: number
  current?: number
  power?: number
  /** At least this many channels (2 or more). */
  channels?: number
  interface?: SelectInterface
  bidirectional?: boolean
  /** At most this many rack units high. */
  rack?: number
  category?: number
}

/** Keys of the screen's query (/product/select?voltage=60&current=40). */
export const SELECT_QUERY_KEYS = ['mode', 'voltage', 'current', 'power', 'channels', 'interface', 'bidirectional', 'rack', 'category', 'page'] as const

/** At most three decimals, so 60, 60.0 and 6e1 are one need (and one cached screen). */
const roundNeed = (value: number) => Math.round(value * 1000) / 1000

function positiveNumber(text: string | undefined, max: number): number | undefined {
  if (!text || !/^\s*[0-9.eE+]+\s*$/.test(text)) return undefined
  const value = roundNeed(Number(text))
  return Number.isFinite(value) && value > 0 && value <= max ? value : undefined
}

function wholeNumber(text: string | undefined, min: number, max: number): number | undefined {
  if (!text || !/^\s*\d{1,10}\s*$/.test(text)) return undefined
  const value = Number(text)
  return value >= min && value <= max ? value : undefined
}

const interfaceOf = (text: string | undefined) => SELECT_INTERFACES.find((item) => item === text?.trim().toUpperCase())

/** A need from the screen's query; values out of range or not numbers are left out. */
export function parseSelectQuery(query: Partial<Record<string, string>>): { need: SelectNeed; page: number } {
  const need: SelectNeed = {}
  if (query.mode?.trim().toLowerCase() === 'load') need.mode = 'load'
  for (const key of QUANTITY_KEYS) {
    const value = positiveNumber(query[key], QUANTITIES[key].max)
    if (value !== undefined) need[key] = value
  }
  const channels = wholeNumber(query.channels, 2, MAX_CHANNELS)
  if (channels !== undefined) need.channels = channels
  const wanted = interfaceOf(query.interface)
  if (wanted) need.interface = wanted
  if (query.bidirectional && ['1', 'true', 'on', 'yes'].includes(query.bidirectional.trim().toLowerCase())) need.bidirectional = true
  const rack = wholeNumber(query.rack, 1, MAX_RACK)
  if (rack !== undefined) need.rack = rack
  const category = wholeNumber(query.category, 1, 2_147_483_647)
  if (category !== undefined) need.category = category
  return { need, page: wholeNumber(query.page, 1, 1_000_000) ?? 1 }
}

/** The query of a need, keys in canonical order: the screen's links and its cache key. */
export function selectQuery(need: SelectNeed, page = 1): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of SELECT_QUERY_KEYS) {
    if (key === 'page') {
      if (page > 1) query.set('page', String(page))
      continue
    }
    const value = need[key]
    if (value === undefined || value === false || (key === 'mode' && value === 'source')) continue
    query.set(key, value === true ? '1' : String(value))
  }
  query.sort()
  return query
}

export function selectHref(need: SelectNeed, page = 1): string {
  const query = selectQuery(need, page).toString()
  return `/product/select${query ? `?${query}` : ''}`
}

/** One value of the screen's query in canonical form ('' drops it), for the cache key (view-segment.ts). */
export function selectQueryValue(key: string, value: string): string {
  const { need, page } = parseSelectQuery({ [key]: value })
  if (key === 'page') return page > 1 ? String(page) : ''
  return selectQuery(need).get(key) ?? ''
}

/** The canonical form of each key of the screen's query. */
export const SELECT_QUERY_VALUES: Record<string, (value: string) => string> = Object.fromEntries(
  SELECT_QUERY_KEYS.map((key) => [key, (value: string) => selectQueryValue(key, value)]),
)

export const hasQuantity = (need: SelectNeed) => QUANTITY_KEYS.some((key) => need[key] !== undefined)

/** The factor from a facet's unit to the base unit of the quantity; undefined for a unit the assistant does not know. */
export function unitFactor(key: QuantityKey, unit: string): number | undefined {
  return (QUANTITIES[key].units as Record<string, number>)[unit]
}

/** A key parameter as a product card carries it (the unit is its category facet's). */
export type KeyParam = { key: string; name: string; unit: string; value: number | null; text: string }

export type Rating = { key: string; name: string; unit: string; value: number; need: number }

export type Evaluation = { ratings: Rating[]; reasons: string[]; fit: number }

/**
 * The words of the reasons and of the channel rating in each content
 * language: the screen shows them and the contract returns them.
 */
const REASON_WORDS: Record<
  ContentLocale,
  { channelUnit: string; channels: (count: string, need: number) => string; interface: (text: string, wanted: string) => string; bidirectional: string }
> = {
  zh: {
    channelUnit: '路',
    channels: (count, need) => `${count} 路 ≥ ${need} 路`,
    interface: (text, wanted) => `接口 ${text} 含 ${wanted}`,
    bidirectional: '支持双向（源载一体）',
  },
  en: {
    channelUnit: '',
    channels: (count, need) => `${count} channels ≥ ${need} channels`,
    interface: (text, wanted) => `Interface ${text} includes ${wanted}`,
    bidirectional: 'Bidirectional (source and sink)',
  },
}

/** A number as an engineer writes it: at most three decimals, no trailing zeros. */
export const formatNumber = (value: number) => String(Number(value.toFixed(3)))

const withUnit = (value: number, unit: string) => `${formatNumber(value)}${unit ? ` ${unit}` : ''}`

/** The channel count of a 通道数 parameter: its number, or its option word. */
export function channelCount(param: Pick<KeyParam, 'value' | 'text'>): number | undefined {
  if (param.value !== null && param.value !== undefined) return param.value
  return CHANNEL_WORDS[param.text?.trim() ?? '']
}

/** The interfaces a 通信接口 text lists ("USB/LAN", "RS-232、RS-485"). */
export function interfacesOf(text: string): string[] {
  return text
    .replace(/[、，,]/g, '/')
    .replace(/ /g, '')
    .toUpperCase()
    .split('/')
    .filter(Boolean)
}

const isYes = (param: Pick<KeyParam, 'value' | 'text'>) => (param.value ?? 0) >= 1 || YES_WORDS.includes(param.text?.trim() ?? '')

/** Mean of rating ÷ need over the requested quantities (see the ranking rule above). */
export function fitOf(pairs: { rating: number; need: number }[]): number {
  if (!pairs.length) return 0
  return pairs.reduce((sum, pair) => sum + pair.rating / pair.need, 0) / pairs.length
}

/**
 * Whether a product's key parameters cover the need, with the ratings asked
 * for (in the facet's unit, the need converted to it), a reason per
 * condition ("80 V ≥ 60 V") in the locale's words and its fit; null when
 * any condition fails.
 */
export function evaluate(params: KeyParam[], need: SelectNeed, locale: ContentLocale = 'zh'): Evaluation | null {
  const words = REASON_WORDS[locale]
  const find = (key: string) => params.find((param) => param.key === key)
  const ratings: Rating[] = []
  const reasons: string[] = []
  const pairs: { rating: number; need: number }[] = []
  for (const key of QUANTITY_KEYS) {
    const wanted = need[key]
    if (wanted === undefined) continue
    const param = find(key)
    const factor = param ? unitFactor(key, param.unit) : undefined
    if (!param || factor === undefined || param.value === null) return null
    const rating = param.value * factor
    if (rating < wanted) return null
    const needInUnit = wanted / factor
    ratings.push({ key, name: param.name, unit: param.unit, value: param.value, need: Number(needInUnit.toFixed(6)) })
    reasons.push(`${withUnit(param.value, param.unit)} ≥ ${withUnit(needInUnit, param.unit)}`)
    pairs.push({ rating, need: wanted })
  }
  if (need.channels !== undefined) {
    const param = find('channels')
    const count = param ? channelCount(param) : undefined
    if (!param || count === undefined || count < need.channels) return null
    ratings.push({ key: 'channels', name: param.name, unit: words.channelUnit, value: count, need: need.channels })
    reasons.push(words.channels(formatNumber(count), need.channels))
  }
  if (need.interface) {
    const param = find('interface')
    if (!param || !interfacesOf(param.text ?? '').includes(need.interface)) return null
    reasons.push(words.interface(param.text, need.interface))
  }
  if (need.bidirectional) {
    const param = find('bidirectional')
    if (!param || !isYes(param)) return null
    reasons.push(words.bidirectional)
  }
  if (need.rack !== undefined) {
    const param = find('rack')
    if (!param || param.value === null || param.value <= 0 || param.value > need.rack) return null
    ratings.push({ key: 'rack', name: param.name, unit: 'U', value: param.value, need: need.rack })
    reasons.push(`${formatNumber(param.value)}U ≤ ${need.rack}U`)
  }
  return { ratings, reasons, fit: Number(fitOf(pairs).toFixed(4)) }
}

/** The fit as the screen says it: the mean headroom over the need ("余量约 42%"). */
export function headroom(fit: number): string {
  return `${Math.round((fit - 1) * 100)}%`
}
