/**
 * English datasheet rows for the generated supplies and loads, and the model
 * numbers the English series templates read from a Chinese product.
 *
 * The Chinese rows come from `sourceSpecs` / `loadSpecs` in `../catalogue-kit`
 * (plus each series' `extra` rows), so the English rows are the same rows with
 * their group, name and value translated: numbers and units are carried over
 * untouched and the row order cannot drift. A value with Chinese words that no
 * rule below knows throws, so a new Chinese datasheet text fails the unit test
 * instead of reaching the English site half-translated.
 */
import { categories } from '../catalogue-categories'
import type { SeedProduct, SeedSpecRow } from '../types'

/** CJK ideographs (the completeness test uses the same range). */
export const cjk = /[\u3400-\u9fff]/

const groupNames: Record<string, string> = {
  输出: 'Output',
  输入: 'Input',
  精度: 'Performance',
  动态特性: 'Dynamic performance',
  功能: 'Features',
  测量: 'Measurement',
  回馈: 'Regeneration',
  一般规格: 'General',
}

const rowNames: Record<string, string> = {
  输出电压: 'Output voltage',
  输出电流: 'Output current',
  输出功率: 'Output power',
  输入电压: 'Input voltage',
  输入电流: 'Input current',
  输入功率: 'Input power',
  工作模式: 'Operating modes',
  最低工作电压: 'Minimum operating voltage',
  电压设置分辨率: 'Voltage setting resolution',
  电流设置分辨率: 'Current setting resolution',
  电压精度: 'Voltage accuracy',
  电流精度: 'Current accuracy',
  纹波与噪声: 'Ripple and noise',
  负载调整率: 'Load regulation',
  瞬态响应时间: 'Transient response time',
  电流上升斜率: 'Current slew rate',
  通道组合: 'Channel combination',
  电流回读分辨率: 'Current readback resolution',
  交流输入: 'AC input',
  效率: 'Efficiency',
  功率因数: 'Power factor',
  回馈效率: 'Regeneration efficiency',
  通信接口: 'Interfaces',
  '尺寸（W×H×D）': 'Dimensions (W × H × D)',
  重量: 'Weight',
  工作温度: 'Operating temperature',
}

/** Whole values, mostly the interface and mode texts of `../catalogue-kit` and the series tables. */
const exactValues: Record<string, string> = {
  'USB、LAN（标配），支持 SCPI 指令': 'USB, LAN (standard); SCPI supported',
  'USB、RS-232（标配），支持 SCPI 指令': 'USB, RS-232 (standard); SCPI supported',
  'RS-232、RS-485（标配），支持 Modbus-RTU': 'RS-232, RS-485 (standard); Modbus RTU supported',
  'GPIB、LAN、USB（标配），支持 SCPI 指令': 'GPIB, LAN, USB (standard); SCPI supported',
  'CAN、LAN（标配），支持 Modbus-TCP 与 CAN 协议': 'CAN, LAN (standard); Modbus TCP and CAN protocols supported',
  'USB、LAN、RS-232（标配），GPIB（选配），支持 SCPI 指令': 'USB, LAN, RS-232 (standard), GPIB (optional); SCPI supported',
  '经主机提供 USB、LAN（标配），GPIB（选配）': 'USB, LAN (standard) and GPIB (optional) via the mainframe',
  'CC / CV / CR / CP，CC+CV、CR+CV 复合模式': 'CC / CV / CR / CP; CC+CV and CR+CV combined modes',
  '各通道相互隔离，可串联或并联使用': 'Isolated channels; series or parallel operation',
  '10 nA（10 mA 量程）/ 10 μA（满量程）': '10 nA (10 mA range) / 10 μA (full range)',
  '三相 380 V ±10%，50/60 Hz，PF ≥ 0.99': 'Three-phase 380 V ±10%, 50/60 Hz, PF ≥ 0.99',
  '0–40 °C（机柜进风口）': '0–40 °C (at cabinet air inlet)',
  '≥ 0.99（满载）': '≥ 0.99 (at full load)',
  '≥ 93%（额定工况），电流总谐波畸变率 < 3%': '≥ 93% (rated conditions); current THD < 3%',
  '≤ 50 μs（负载 50% 阶跃，恢复至 15 mV 以内）': '≤ 50 μs (50% load step, recovery to within 15 mV)',
}

/** Values built from numbers: the number stays, the words around it change. */
const valueRules: [RegExp, string][] = [
  [/^约 (\S+) kg$/, 'Approx. $1 kg'],
  [/^≤ (\S+) ms（负载 50%→100% 阶跃，恢复至 0\.1% 以内）$/, '≤ $1 ms (50% to 100% load step, recovery to within 0.1%)'],
  [/^(≥ \S+%)（额定输出）$/, '$1 (at rated output)'],
  [/^(.+)（串联 (.+)）$/, '$1 ($2 in series)'],
  [/^(.+)（并联 (.+)）$/, '$1 ($2 in parallel)'],
]

/** Full-width punctuation of otherwise plain values: '180 W（90 W × 2）', 'CH1/CH2：0–30 V；CH3：0–5 V'. */
const punctuation: [RegExp, string][] = [
  [/\s*（/g, ' ('],
  [/）/g, ')'],
  [/：\s*/g, ': '],
  [/；\s*/g, '; '],
  [/[，、]\s*/g, ', '],
]

function lookup(table: Record<string, string>, key: string, what: string): string {
  const text = table[key]
  if (text === undefined) throw new Error(`English catalogue: no English ${what} for "${key}"`)
  return text
}

export function englishSpecValue(value: string): string {
  const exact = exactValues[value]
  if (exact !== undefined) return exact
  let text = value
  for (const [pattern, replacement] of valueRules) text = text.replace(pattern, replacement)
  for (const [pattern, replacement] of punctuation) text = text.replace(pattern, replacement)
  if (cjk.test(text)) throw new Error(`English catalogue: no English datasheet value for "${value}"`)
  return text
}

export function englishSpecRow(row: SeedSpecRow): SeedSpecRow {
  return {
    ...(row.group === undefined ? {} : { group: lookup(groupNames, row.group, 'spec group') }),
    name: lookup(rowNames, row.name, 'spec row'),
    value: englishSpecValue(row.value),
  }
}

/* ------------------------------------------------------------ model numbers */

export type ChannelCount = 1 | 2 | 3 | 4

/** What an English series template needs to know about one model, read from the Chinese product. */
export interface ModelData {
  model: string
  /** Maximum voltage, V (the `voltage` param). */
  volts: number
  /** Maximum current, A (the `current` param). */
  amps: number
  /** Rated power of the unit or module, W (the leading figure of the output or input power row). */
  watts: number
  channels: ChannelCount
  /** Maximum current slew rate of a load, A/μs (from its slew rate row). */
  slew?: number
}

const channelCounts: Record<string, ChannelCount> = { 单路: 1, 双路: 2, 三路: 3, 四路: 4 }

/** "Dual-output", "quad-channel": the adjective for a channel count. */
export const channelAdjective: Record<ChannelCount, string> = { 1: 'single', 2: 'dual', 3: 'triple', 4: 'quad' }

/** "Three isolated outputs": the number word for a channel count. */
export const channelWord: Record<ChannelCount, string> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four' }

type ProductFacts = Pick<SeedProduct, 'model' | 'categoryKey' | 'params' | 'specs'>

function rangeParam(product: ProductFacts, key: string): number {
  const value = product.params.find((param) => param.key === key)?.value
  if (typeof value !== 'number') throw new Error(`English catalogue: ${product.model} has no ${key} value`)
  const unit = categories.find((category) => category.key === product.categoryKey)?.facets.find((facet) => facet.key === key)?.unit
  return unit === 'kW' ? value * 1000 : value
}

function rowValue(product: ProductFacts, names: string[]): string | undefined {
  return product.specs.find((row) => names.includes(row.name))?.value
}

export function modelData(product: ProductFacts): ModelData {
  const powerText = rowValue(product, ['输出功率', '输入功率']) ?? ''
  const power = /^±?(\d+(?:\.\d+)?) (k?W)/.exec(powerText)
  if (!power) throw new Error(`English catalogue: ${product.model} has no power row to read`)
  const slew = /–(\d+(?:\.\d+)?) A\/μs$/.exec(rowValue(product, ['电流上升斜率']) ?? '')
  const channelText = product.params.find((param) => param.key === 'channels')?.text ?? '单路'
  const channels = channelCounts[channelText]
  if (!channels) throw new Error(`English catalogue: ${product.model} has an unknown channel count ${channelText}`)
  return {
    model: product.model,
    volts: rangeParam(product, 'voltage'),
    amps: rangeParam(product, 'current'),
    watts: Number(power[1]) * (power[2] === 'kW' ? 1000 : 1),
    channels,
    ...(slew ? { slew: Number(slew[1]) } : {}),
  }
}

/* ---------------------------------------------------------- series template */

/**
 * The English prose of one generated series (the counterpart of a Chinese
 * `SourceSeries` / `LoadSeries`), keyed by the Chinese series name.
 */
export interface EnglishSeries {
  series: string
  name: string
  summary: (m: ModelData) => string
  /** First paragraph of the description; names the model. */
  intro: (m: ModelData) => string
  /** Application paragraphs shared by the series, as many as the Chinese ones. */
  paragraphs: string[]
  highlights: string[]
}
