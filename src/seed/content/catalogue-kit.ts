/**
 * Small helpers shared by the catalogue tables: number and unit formatting,
 * key parameters derived from a category's facets, and a datasheet builder for
 * DC supplies (programmable, switching, linear, high-power, bidirectional) and
 * DC electronic loads. Every series table in `catalogue-*.ts` feeds its model
 * variants through these builders so the wording and units stay consistent.
 */
import { categories } from './catalogue-categories'
import type { RenderKind, SeedProduct, SeedProductParam, SeedSpecRow } from './types'

/** A product before the catalogue assigns `featured`, `weight` and `draft`. */
export type BaseProduct = Omit<SeedProduct, 'featured' | 'weight' | 'draft'>

/* ------------------------------------------------------------- formatting */

/** 13.5 -> "13.5", 2 -> "2", 0.0035 -> "0.0035". */
export function num(value: number): string {
  return String(Number(value.toFixed(4)))
}

/** Power with the unit engineers expect: "360 W", "1.5 kW", "30 kW". */
export function power(watts: number): string {
  return watts < 1000 ? `${num(watts)} W` : `${num(watts / 1000)} kW`
}

/** Output or input span: "0–80 V". */
export function span(max: number, unit: string): string {
  return `0–${num(max)} ${unit}`
}

/** A small voltage: "5 mV", "0.1 mV", "1.2 V". */
export function mV(volts: number): string {
  return volts < 1 ? `${num(volts * 1000)} mV` : `${num(volts)} V`
}

/** A small current: "3 mA", "0.1 mA", "1.5 A". */
export function mA(amps: number): string {
  return amps < 1 ? `${num(amps * 1000)} mA` : `${num(amps)} A`
}

/** Rounds to the nearest 1-2-5 step, as datasheet offsets usually are. */
export function nice(value: number): number {
  if (value <= 0) return 0
  const exp = Math.floor(Math.log10(value))
  const base = 10 ** exp
  const steps = [1, 2, 5, 10]
  let best = steps[0]
  for (const step of steps) if (Math.abs(Math.log(value / (step * base))) < Math.abs(Math.log(value / (best * base)))) best = step
  return Number((best * base).toPrecision(3))
}

/** Setting resolution from the full scale: 1 mV (mA) up to 100 V (A), 10 mV up to 1 kV, and so on. */
export function resolution(fullScale: number, fine = false): number {
  const steps = fullScale <= 100 ? 0.001 : fullScale <= 1000 ? 0.01 : 0.1
  return fine ? steps / 10 : steps
}

/** "±(0.02% + 5 mV)" from a percentage of setting plus a percentage of full scale. */
export function accuracy(ofSetting: number, ofFullScale: number, fullScale: number, small: (value: number) => string): string {
  return `±(${num(ofSetting)}% + ${small(nice((fullScale * ofFullScale) / 100))})`
}

/** Datasheet text of a communication interface facet value. */
const interfaceText: Record<string, string> = {
  'USB/LAN': 'USB、LAN（标配），支持 SCPI 指令',
  'USB/RS-232': 'USB、RS-232（标配），支持 SCPI 指令',
  'RS-232/RS-485': 'RS-232、RS-485（标配），支持 Modbus-RTU',
  'GPIB/LAN': 'GPIB、LAN、USB（标配），支持 SCPI 指令',
  'CAN/LAN': 'CAN、LAN（标配），支持 Modbus-TCP 与 CAN 协议',
}

export function interfaceSpec(value: string): string {
  return interfaceText[value] ?? value
}

/* ---------------------------------------------------------------- params */

/** Facets a model may go without: a benchtop model has no rack height. */
const OPTIONAL_FACETS = new Set(['rack'])

/**
 * One key parameter per facet of the category, in the facet's order. Range
 * facets take a number (a `power` given in W is converted when the facet's
 * unit is kW); option facets take a string that must be one of the options.
 * Throws on a missing or unknown value so a bad table fails loudly; an
 * optional facet without a value is left out.
 */
export function paramsFor(categoryKey: string, values: Record<string, number | string | undefined>): SeedProductParam[] {
  const category = categories.find((item) => item.key === categoryKey)
  if (!category) throw new Error(`catalogue: unknown category ${categoryKey}`)
  return category.facets.flatMap((facet): SeedProductParam[] => {
    const value = values[facet.key]
    if (value === undefined && OPTIONAL_FACETS.has(facet.key)) return []
    if (facet.kind === 'range') {
      if (typeof value !== 'number') throw new Error(`catalogue: ${categoryKey} needs a number for ${facet.key}`)
      return [{ key: facet.key, value: facet.unit === 'kW' ? value / 1000 : value }]
    }
    if (typeof value !== 'string' || !facet.options?.some((option) => option.value === value)) {
      throw new Error(`catalogue: ${categoryKey} has no ${facet.key} option ${String(value)}`)
    }
    return [{ key: facet.key, text: value }]
  })
}

/** One rack unit, mm. */
const RACK_UNIT = 44.45

/**
 * The rack height in U of a 19-inch chassis ("430 × 88 × 500": 2U), from its
 * "W × H × D" size: 420–483 mm wide (without or with rack ears) and a front
 * panel within 3 mm of a whole number of units. Narrower benchtop units and
 * floor-standing cabinets have none.
 */
export function rackUnits(size: string): number | undefined {
  const [width, height] = size.split('×').map((part) => Number(part.trim()))
  if (!(width >= 420 && width <= 483) || !(height > 0)) return undefined
  const units = Math.round(height / RACK_UNIT)
  return units >= 1 && Math.abs(height - units * RACK_UNIT) <= 3 ? units : undefined
}

/** Spec rows of one group from [name, value] pairs. */
export function group(name: string, rows: [string, string][]): SeedSpecRow[] {
  return rows.map(([rowName, value]) => ({ group: name, name: rowName, value }))
}

/* ------------------------------------------------------------ DC sources */

export type Channels = '单路' | '双路' | '三路' | '四路'

export interface SourceModel {
  model: string
  /** Maximum voltage of the main output(s), V. */
  volts: number
  /** Maximum current of the main output(s), A (a bidirectional unit: both directions). */
  amps: number
  /** Rated power of the whole unit, W. */
  watts: number
  channels?: Channels
  /** Datasheet text overriding the plain span, e.g. for multi-output units. */
  voltsText?: string
  ampsText?: string
  wattsText?: string
  iface: string
  /** "W × H × D" in mm. */
  size: string
  kg: number
}

export interface SourceSeries {
  series: string
  name: string
  categoryKey: string
  renderKind: RenderKind
  summary: (m: SourceModel) => string
  /** First paragraph of the description; names the model. */
  intro: (m: SourceModel) => string
  /** Application paragraphs shared by the series (2–4). */
  paragraphs: string[]
  highlights: string[]
  /** Programming accuracy: % of setting and % of full scale. */
  voltageAccuracy: [number, number]
  currentAccuracy: [number, number]
  fine?: boolean
  ripple: (m: SourceModel) => string
  loadRegulation: (m: SourceModel) => string
  /** Datasheet text of the interface when it differs from the default. */
  ifaceText?: string
  temperature?: string
  /** Sources and sinks (regenerative): the `bidirectional` key parameter where the category has it. */
  bidirectional?: boolean
  /** Extra rows placed before the general group. */
  extra?: (m: SourceModel) => SeedSpecRow[]
  models: SourceModel[]
}

export function sourceSpecs(s: SourceSeries, m: SourceModel): SeedSpecRow[] {
  return [
    ...group('输出', [
      ['输出电压', m.voltsText ?? span(m.volts, 'V')],
      ['输出电流', m.ampsText ?? span(m.amps, 'A')],
      ['输出功率', m.wattsText ?? power(m.watts)],
    ]),
    ...group('精度', [
      ['电压设置分辨率', mV(resolution(m.volts, s.fine))],
      ['电流设置分辨率', mA(resolution(m.amps, s.fine))],
      ['电压精度', accuracy(s.voltageAccuracy[0], s.voltageAccuracy[1], m.volts, mV)],
      ['电流精度', accuracy(s.currentAccuracy[0], s.currentAccuracy[1], m.amps, mA)],
      ['纹波与噪声', s.ripple(m)],
      ['负载调整率', s.loadRegulation(m)],
    ]),
    ...(s.extra ? s.extra(m) : []),
    ...group('一般规格', [
      ['通信接口', s.ifaceText ?? interfaceSpec(m.iface)],
      ['尺寸（W×H×D）', `${m.size} mm`],
      ['重量', `约 ${num(m.kg)} kg`],
      ['工作温度', s.temperature ?? '0–40 °C'],
    ]),
  ]
}

export function buildSources(s: SourceSeries): BaseProduct[] {
  return s.models
    .map((raw) => ({ ...raw, channels: raw.channels ?? '单路' }))
    .map((m) => ({
      model: m.model,
      name: s.name,
      categoryKey: s.categoryKey,
      series: s.series,
      summary: s.summary(m),
      params: paramsFor(s.categoryKey, {
        voltage: m.volts,
        current: m.amps,
        power: m.watts,
        channels: m.channels,
        interface: m.iface,
        bidirectional: s.bidirectional ? '支持' : '不支持',
        rack: rackUnits(m.size),
      }),
      specs: sourceSpecs(s, m),
      paragraphs: [s.intro(m), ...s.paragraphs],
      highlights: s.highlights,
      renderKind: s.renderKind,
    }))
}

/* ------------------------------------------------------------------ loads */

export interface LoadModel {
  model: string
  volts: number
  amps: number
  watts: number
  channels?: Channels
  /** Datasheet text overriding the plain values, e.g. "0–80 V × 4". */
  voltsText?: string
  ampsText?: string
  wattsText?: string
  /** Minimum operating voltage at full current, V. */
  minVolts: number
  /** Maximum current slew rate, A/μs. */
  slew: number
  iface: string
  size: string
  kg: number
}

export interface LoadSeries {
  series: string
  name: string
  categoryKey: string
  renderKind: RenderKind
  summary: (m: LoadModel) => string
  intro: (m: LoadModel) => string
  paragraphs: string[]
  highlights: string[]
  voltageAccuracy: [number, number]
  currentAccuracy: [number, number]
  modes: string
  ifaceText?: string
  temperature?: string
  models: LoadModel[]
}

export function loadSpecs(s: LoadSeries, m: LoadModel): SeedSpecRow[] {
  return [
    ...group('输入', [
      ['输入电压', m.voltsText ?? span(m.volts, 'V')],
      ['输入电流', m.ampsText ?? span(m.amps, 'A')],
      ['输入功率', m.wattsText ?? power(m.watts)],
      ['工作模式', s.modes],
      ['最低工作电压', `${num(m.minVolts)} V @ ${num(m.amps)} A`],
    ]),
    ...group('精度', [
      ['电压设置分辨率', mV(resolution(m.volts))],
      ['电流设置分辨率', mA(resolution(m.amps))],
      ['电压精度', accuracy(s.voltageAccuracy[0], s.voltageAccuracy[1], m.volts, mV)],
      ['电流精度', accuracy(s.currentAccuracy[0], s.currentAccuracy[1], m.amps, mA)],
    ]),
    ...group('动态特性', [['电流上升斜率', `0.001–${num(m.slew)} A/μs`]]),
    ...group('一般规格', [
      ['通信接口', s.ifaceText ?? interfaceSpec(m.iface)],
      ['尺寸（W×H×D）', `${m.size} mm`],
      ['重量', `约 ${num(m.kg)} kg`],
      ['工作温度', s.temperature ?? '0–40 °C'],
    ]),
  ]
}

export function buildLoads(s: LoadSeries): BaseProduct[] {
  return s.models
    .map((raw) => ({ ...raw, channels: raw.channels ?? '单路' }))
    .map((m) => ({
      model: m.model,
      name: s.name,
      categoryKey: s.categoryKey,
      series: s.series,
      summary: s.summary(m),
      params: paramsFor(s.categoryKey, {
        voltage: m.volts,
        current: m.amps,
        power: m.watts,
        channels: m.channels,
        interface: m.iface,
        rack: rackUnits(m.size),
      }),
      specs: loadSpecs(s, m),
      paragraphs: [s.intro(m), ...s.paragraphs],
      highlights: s.highlights,
      renderKind: s.renderKind,
    }))
}
