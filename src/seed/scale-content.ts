/**
 * Generated content for the scale seed (src/seed/scale.ts): products, news,
 * downloads and activities at catalogue size, built from the demo catalogue's
 * categories, facets and series. Every item is a pure function of its index,
 * so a second run (or a resumed one) produces the same content.
 */
import type { SeedCategory, SeedFacet } from './content/types'

/* ------------------------------------------------------------------ random */

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A generator for item `index` of a stream, independent of every other item. */
export function itemRandom(stream: string, index: number): () => number {
  let hash = 2166136261
  for (const char of `${stream}:${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return random(hash)
}

export const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length) % items.length]
const between = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1))

function weighted<T>(next: () => number, items: readonly { item: T; weight: number }[]): T {
  const total = items.reduce((sum, entry) => sum + entry.weight, 0)
  let roll = next() * total
  for (const entry of items) {
    roll -= entry.weight
    if (roll < 0) return entry.item
  }
  return items[items.length - 1].item
}

/* ---------------------------------------------------------------- products */

/** Share of the generated products per category key: power supplies are most of a catalogue. */
const CATEGORY_SHARE: Record<string, number> = {
  'programmable-dc': 25,
  'switching-dc': 20,
  linear: 12,
  'electronic-load': 15,
  'module-load': 8,
  'high-power': 10,
  instrument: 10,
}

type Family = { prefix: string; names: string[]; pitch: string[] }

/** Model prefixes, product names and selling points of each category (as in src/seed/content/catalogue-*.ts). */
const FAMILIES: Record<string, Family[]> = {
  'programmable-dc': [
    {
      prefix: 'PSD',
      names: ['宽范围可编程直流电源', '多路可编程直流电源', '高精度低噪声可编程直流电源', '高速可编程直流电源', '自动量程可编程直流电源', '大电流可编程直流电源'],
      pitch: [
        '自动量程输出，同一额定功率下覆盖更宽的电压与电流组合',
        '输出纹波低至 10 mVrms，设定与回读分辨率高',
        'List 序列与光伏 I-V 曲线模拟，轻松复现复杂供电工况',
        '最多八台主从并联，便于按需扩展系统功率',
      ],
    },
  ],
  'switching-dc': [
    {
      prefix: 'PSW',
      names: ['紧凑型宽范围开关直流电源', '机架式大功率开关直流电源', '经济型开关直流电源', '高效率开关直流电源'],
      pitch: ['高功率密度，1U 机架即可提供千瓦级输出', '效率高达 91%，适合产线老化长时间运行', '支持主从并联与串联，扩展灵活', '恒压/恒流自动切换，保护功能完善'],
    },
  ],
  linear: [
    {
      prefix: 'PSL',
      names: ['单路线性直流电源', '多路线性直流电源', '高精度线性直流电源', '教学型线性直流电源'],
      pitch: ['线性稳压架构，输出纹波低于 1 mVrms', '响应迅速，适合精密电路调试', '通道跟踪与串并联，一台满足多种供电需求', '面板操作简明，适合实验室与教学使用'],
    },
  ],
  'electronic-load': [
    {
      prefix: 'ELD',
      names: ['台式可编程直流电子负载', '高性能可编程直流电子负载', '大功率直流电子负载', '高压直流电子负载'],
      pitch: ['支持 CC、CV、CR、CP 多种带载模式', '动态负载频率高达 50 kHz，可模拟真实负载变化', '内置电池放电测试与 OCP/OPP 测试功能', '多台并联扩展功率，统一控制'],
    },
  ],
  'module-load': [
    {
      prefix: 'ELM',
      names: ['模块化直流电子负载', '高密度多通道电子负载模块', '电子负载主机', '双通道电子负载模块'],
      pitch: ['一台主机可插入多个负载模块，多通道同步测试', '模块热插拔，维护方便', '适合多路输出电源、适配器与 BMS 测试', '各通道独立设定，也可并联使用'],
    },
  ],
  'high-power': [
    {
      prefix: 'PHP',
      names: ['大功率可编程直流电源', '机柜式大功率直流电源系统'],
      pitch: ['单机 5 kW 至 30 kW，机柜级可达数百千瓦', '面向新能源汽车与光伏测试', '支持 CAN 与 LAN 远程控制', '多机并联自动均流'],
    },
    {
      prefix: 'PBD',
      names: ['双向可编程直流电源', '能量回馈型双向电源'],
      pitch: ['源载一体，能量回馈效率高达 95%', '电池包充放电测试一台完成', '源与负载模式无缝切换', '回馈电能并网，降低测试能耗'],
    },
  ],
  instrument: [
    { prefix: 'PA', names: ['高精度功率分析仪', '单相数字功率计', '四通道功率分析仪'], pitch: ['基本精度高，带宽宽', '谐波与效率一次测完', '多通道同步测量'] },
    { prefix: 'DM', names: ['高精度数字万用表', '双显示数字万用表'], pitch: ['6½ 位分辨率，读数稳定', '双显示同时测量电压与电流', '支持 SCPI 程控'] },
    { prefix: 'BT', names: ['电池内阻测试仪', '高压电池内阻测试仪'], pitch: ['交流四线法测量电池内阻', '适合电芯分选与来料检验', '测量速度快，适合产线'] },
    { prefix: 'OS', names: ['隔离示波记录仪', '多通道示波记录仪'], pitch: ['通道相互隔离，安全测量高压信号', '长时间记录与波形回放', '触发功能丰富'] },
  ],
}

/** The instrument families by the value of the instrument category's type facet. */
const INSTRUMENT_TYPE: Record<string, string> = { 功率分析仪: 'PA', 数字万用表: 'DM', 电池测试仪: 'BT', 示波记录仪: 'OS' }

/** One series of a category: its prefix, number, name, and the facet values its models usually take. */
export type SeriesPlan = {
  categoryKey: string
  family: Family
  series: string
  digit: number
  letter: string
  name: string
  /** Option facets: the series' value (most models). Range facets: the series' usual bucket index. */
  usual: Record<string, string | number>
  /** Share of the category's products in this series. */
  share: number
}

/** Series per category. A few large series and a long tail, as catalogues grow. */
const SERIES_PER_CATEGORY = 10

/** The series of every category, decided once from the categories (deterministic). */
export function seriesPlans(categories: SeedCategory[]): SeriesPlan[] {
  const plans: SeriesPlan[] = []
  for (const category of categories) {
    const families = FAMILIES[category.key] ?? FAMILIES['programmable-dc']
    const next = itemRandom(`series:${category.key}`, 0)
    const used = new Set<string>()
    for (let rank = 0; rank < SERIES_PER_CATEGORY; rank += 1) {
      const usual: SeriesPlan['usual'] = {}
      for (const facet of category.facets) {
        if (facet.kind === 'options') usual[facet.key] = pick(next, facet.options ?? []).value
        else usual[facet.key] = Math.floor(next() * (facet.ranges?.length ?? 1))
      }
      const family =
        category.key === 'instrument' && typeof usual.type === 'string'
          ? (families.find((item) => item.prefix === INSTRUMENT_TYPE[usual.type as string]) ?? families[0])
          : families[rank % families.length]
      let digit = 1
      let letter = ''
      let series = ''
      for (let attempt = 0; attempt < 100; attempt += 1) {
        digit = between(next, 1, 9)
        letter = pick(next, ['', '', 'A', 'C', 'E', 'H', 'S'])
        series = `${family.prefix}-${digit}000${letter} 系列`
        if (!used.has(series)) break
      }
      used.add(series)
      plans.push({ categoryKey: category.key, family, series, digit, letter, name: pick(next, family.names), usual, share: 1 / (rank + 1) ** 1.2 })
    }
  }
  return plans
}

/** Preferred numbers (1, 1.2, 1.5, 2 … 8 × 10^n): the ratings a datasheet would list. */
const PREFERRED = [1, 1.2, 1.5, 2, 2.5, 3, 3.6, 4, 5, 6, 8]

function ratingsBetween(min: number | undefined, max: number | undefined): number[] {
  const low = min ?? (max !== undefined ? max / 20 : 0)
  const high = max ?? Math.max(low, 1) * 5
  const values: number[] = []
  for (let power = -4; power <= 6; power += 1) {
    for (const base of PREFERRED) {
      const value = Number((base * 10 ** power).toPrecision(3))
      if (value >= low && value < high && value > 0) values.push(value)
    }
  }
  return values.length ? values : [min ?? (max !== undefined ? max / 2 : 1)]
}

export type GeneratedParam = { key: string; value?: number; text?: string }

/** Facet values of one model: the series' usual values mostly, now and then another bucket or option. */
function paramsFor(next: () => number, facets: SeedFacet[], plan: SeriesPlan): GeneratedParam[] {
  return facets.flatMap((facet): GeneratedParam[] => {
    if (facet.key === 'rack') {
      // Rack heights are whole units, and only rack-mount models (about two in five) have one.
      if (next() >= 0.4) return []
      const bucket = pick(next, facet.ranges ?? [])
      return [{ key: facet.key, value: bucket?.min ?? 1 }]
    }
    if (facet.kind === 'options') {
      const options = facet.options ?? []
      const usual = plan.usual[facet.key]
      return [{ key: facet.key, text: next() < 0.9 && typeof usual === 'string' ? usual : pick(next, options).value }]
    }
    const ranges = facet.ranges ?? []
    const usual = Number(plan.usual[facet.key] ?? 0)
    const bucket = next() < 0.9 ? ranges[usual] : pick(next, ranges)
    return [{ key: facet.key, value: pick(next, ratingsBetween(bucket?.min, bucket?.max)) }]
  })
}

export type GeneratedProduct = {
  model: string
  name: string
  categoryKey: string
  series: string
  summary: string
  params: GeneratedParam[]
  specs: { group: string; name: string; value: string }[]
  paragraphs: string[]
  weight: number
  draft: boolean
}

const APPLICATIONS = [
  '适用于研发验证与自动化测试系统集成',
  '适合产线老化、烧录供电与功能测试',
  '满足新能源汽车电子与车载 DC-DC 测试需求',
  '纹波低、噪声小，适合精密电路与传感器调试',
  '可用于电池、充电器与适配器的性能测试',
  '面向光伏逆变器与储能变流器的测试场景',
  '适合高校实验室与职业院校教学使用',
  '支持 SCPI 指令，便于接入 LabVIEW 与 Python 测试程序',
]

const MODEL_SUFFIXES = ['', '', 'A', 'B', 'C', 'H', 'L', 'R', 'S', 'T']
const OPTION_CODES = ['', '', '', '-G', '-E', '-M', '-U', '-HV', '-LN']

const unitText = (value: number, unit: string) => `${value}${unit ? ` ${unit}` : ''}`

/**
 * Product number `index` of the generated catalogue. `taken` holds every
 * model already used (the demo catalogue's and earlier items'); the new model
 * is added to it.
 */
export function generateProduct(index: number, categories: SeedCategory[], plans: SeriesPlan[], taken: Set<string>): GeneratedProduct {
  const next = itemRandom('product', index)
  const category = weighted(
    next,
    categories.map((item) => ({ item, weight: CATEGORY_SHARE[item.key] ?? 5 })),
  )
  const plan = weighted(
    next,
    plans.filter((item) => item.categoryKey === category.key).map((item) => ({ item, weight: item.share })),
  )
  const params = paramsFor(next, category.facets, plan)
  const value = (key: string) => params.find((param) => param.key === key)?.value
  const volts = value('voltage')
  const amps = value('current')
  const code = (number: number | undefined, width: number) => String(Math.max(1, Math.round(number ?? between(next, 1, 99)))).padStart(width, '0')
  let model = ''
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const base =
      category.key === 'instrument' ? `${plan.family.prefix}-${plan.digit}${between(next, 100, 999)}` : `${plan.family.prefix}-${plan.digit}${code(volts, 3)}-${code(amps, 1)}`
    model = `${base}${pick(next, MODEL_SUFFIXES)}${plan.letter && next() < 0.5 ? plan.letter : ''}${pick(next, OPTION_CODES)}`
    if (!taken.has(model)) break
    model = `${model}-${index}`
    if (!taken.has(model)) break
  }
  taken.add(model)
  const facts = category.facets
    .map((facet) => {
      const param = params.find((item) => item.key === facet.key)
      return param ? { name: facet.name, text: param.text ?? unitText(param.value ?? 0, facet.unit ?? '') } : null
    })
    .filter((fact): fact is { name: string; text: string } => fact !== null)
  const application = pick(next, APPLICATIONS)
  const pitch = pick(next, plan.family.pitch)
  const summary = `${model} ${plan.name}，${facts
    .slice(0, 3)
    .map((fact) => `${fact.name} ${fact.text}`)
    .join('，')}；${pitch}，${application}。`
  return {
    model,
    name: plan.name,
    categoryKey: category.key,
    series: plan.series,
    summary,
    params,
    specs: [
      ...facts.map((fact) => ({ group: '主要参数', name: fact.name, value: fact.text })),
      { group: '主要参数', name: '输出纹波', value: `≤ ${pick(next, [1, 3, 5, 10, 30, 60])} mVrms` },
      { group: '其他', name: '工作温度', value: '0–40 °C' },
    ],
    paragraphs: [summary, `${plan.series}${plan.name}${pitch}，${application}。`],
    weight: between(next, 0, 600),
    draft: next() < 0.02,
  }
}

/* -------------------------------------------------------------------- news */

const MODELS = ['PSD-6080-60C', 'PSD-3303', 'PSW-3060-25', 'PSL-3303T', 'ELD-8060-600', 'ELM-2151', 'PHP-5015-500', 'PBD-3010-500', 'PA-3104', 'DM-6500', 'BT-4560', 'OS-8004']
const PRODUCT_WORDS = ['可编程直流电源', '电子负载', '直流电子负载', '双向电源', '开关直流电源', '线性电源', '功率分析仪', '电池内阻测试仪', '大功率直流电源', '模块化电子负载']
const FIELDS = ['储能电站', '新能源汽车', '光伏逆变器', '半导体测试', '数据中心电源', '充电桩', '氢燃料电池', '5G 基站', '消费电子快充', '轨道交通']
const CITIES = ['深圳', '上海', '北京', '苏州', '成都', '武汉', '西安', '杭州', '南京', '广州', '合肥', '重庆']
const EXPOS = ['慕尼黑上海电子展', '中国国际储能大会', '上海国际光伏展', '中国电子信息博览会', '国际电池技术展', '电源技术研讨会']
const TECH_TOPICS = [
  '的纹波与噪声测量方法',
  '远端补偿（Remote Sense）接线要点',
  '在电池充放电测试中的应用',
  '如何用 SCPI 指令实现自动化测试',
  '与 LabVIEW 联合编程实例',
  '过压保护 OVP 与过流保护 OCP 设置技巧',
  '动态负载模式详解',
  '主从并联均流原理与接线',
  '使用 Python 和 PyVISA 控制的入门示例',
  '选型时需要关注的五个参数',
  '的校准周期与日常维护',
  '在光伏 MPPT 测试中的使用方法',
]
const INDUSTRY_TOPICS = [
  '测试需求持续增长',
  '迎来新一轮技术升级',
  '相关国家标准修订要点解读',
  '市场规模有望再创新高',
  '对测试电源提出更高要求',
  '推动测试设备国产化',
  '安全测试规范更新',
]
const COMPANY_EVENTS = [
  (next: () => number) => `精源电子亮相${pick(next, EXPOS)}`,
  (next: () => number) => `精源电子${pick(next, CITIES)}${pick(next, ['研发中心', '生产基地', '技术服务中心'])}正式启用`,
  (next: () => number) => `${pick(next, MODELS).split('-')[0]} 系列${pick(next, PRODUCT_WORDS)}新品发布`,
  (next: () => number) => `精源电子与${pick(next, CITIES)}${pick(next, ['高校', '新能源企业', '检测机构'])}签署战略合作协议`,
  (next: () => number) => `精源电子荣获${pick(next, ['“专精特新”企业称号', '高新技术企业认定', '年度优秀供应商', '省级企业技术中心认定'])}`,
  (next: () => number) => `${pick(next, CITIES)}${pick(next, ['电子负载', '电源测试', 'SCPI 编程', '电池测试'])}技术交流会圆满举办`,
]

type SummaryParts = { title: string; model: string; product: string; field: string; city: string; next: () => number }

/** Several summaries per column, so that no word but the brand appears in most articles. */
const SUMMARIES: Record<string, ((parts: SummaryParts) => string)[]> = {
  company: [
    ({ title, model, product }) => `${title}。现场展示了 ${model} 等${product}产品，吸引了众多观众驻足交流。`,
    ({ city, field }) => `来自${city}及周边地区的客户参加了活动，双方围绕${field}领域的合作进行了深入交流。`,
    ({ product }) => `公司持续加大研发投入，${product}产品线进一步丰富，交付周期缩短至两周以内。`,
    ({ city }) => `${city}团队将为华南、华东地区的客户提供更快捷的售前咨询、安装调试与维修服务。`,
    ({ model }) => `新品 ${model} 已开放样机申请，欢迎联系各地销售工程师预约演示。`,
  ],
  industry: [
    ({ field, product }) => `${field}快速发展，对${product}的精度、功率与纹波指标提出了新的要求。`,
    ({ field, next }) => `据行业统计，${field}相关市场规模连续${pick(next, ['三', '四', '五'])}年保持两位数增长，上下游企业纷纷扩产。`,
    ({ field }) => `新版标准对${field}产品的安全与可靠性作出了更严格的规定，企业需要提前做好准备。`,
    ({ field, city }) => `${city}出台多项扶持政策，推动${field}产业链集聚发展。`,
    ({ field, product }) => `业内专家认为，${field}的竞争焦点正在从规模转向质量，${product}等检测手段的重要性日益突出。`,
  ],
  tech: [
    ({ model, product }) => `本文以 ${model} 为例，介绍${product}的使用要点与常见误区。`,
    ({ product }) => `很多工程师在使用${product}时只关注额定指标，却忽略了接线与散热对结果的影响。`,
    ({ model }) => `通过几个简单的 SCPI 指令即可完成 ${model} 的设定与回读，文末附有 Python 示例代码。`,
    ({ field }) => `结合${field}中的实际案例，总结出五条实用的操作建议。`,
    ({ product, next }) => `${product}的${pick(next, ['保护阈值', '动态响应', '远端补偿', '并联均流', '校准周期'])}设置不当，往往是现场故障的主要原因。`,
  ],
}

export type GeneratedArticle = { title: string; columnKey: string; summary: string; paragraphs: string[]; publishedAt: string; views: number; draft: boolean }

/** First day of the generated news: articles spread evenly from here to yesterday. */
const NEWS_SINCE = Date.UTC(2012, 0, 1)

export function generateArticle(index: number, now: number): GeneratedArticle {
  const next = itemRandom('news', index)
  const columnKey = weighted(next, [
    { item: 'company', weight: 3 },
    { item: 'industry', weight: 4 },
    { item: 'tech', weight: 3 },
  ])
  const model = pick(next, MODELS)
  const product = pick(next, PRODUCT_WORDS)
  const field = pick(next, FIELDS)
  let title: string
  if (columnKey === 'company') title = pick(next, COMPANY_EVENTS)(next)
  else if (columnKey === 'industry') title = `${field}${pick(next, INDUSTRY_TOPICS)}`
  else {
    const topic = pick(next, TECH_TOPICS)
    title = topic.includes('控制的') ? topic.replace('控制的', `控制 ${model} 的`) : `${product}${topic}`
  }
  const summary = pick(next, SUMMARIES[columnKey])({ title, model, product, field, city: pick(next, CITIES), next })
  const day = NEWS_SINCE + next() * (now - 86_400_000 - NEWS_SINCE)
  const date = new Date(Math.floor(day / 86_400_000) * 86_400_000)
  // Working hours in China (UTC+8): 08:00–18:59.
  date.setUTCHours(between(next, 0, 10), between(next, 0, 59), 0, 0)
  return {
    title,
    columnKey,
    summary,
    paragraphs: [summary, `${pick(next, APPLICATIONS)}。如需了解 ${model} 的详细资料，请联系精源电子销售工程师或访问下载中心。`],
    publishedAt: date.toISOString(),
    views: between(next, 20, 9000),
    draft: next() < 0.02,
  }
}

/* --------------------------------------------------------------- downloads */

const DOWNLOAD_KINDS: { categoryKey: string; names: string[]; describe: (subject: string) => string }[] = [
  { categoryKey: 'manual', names: ['用户手册', '快速入门指南', '安装与操作手册'], describe: (subject) => `介绍 ${subject} 的面板操作、输出设置、保护功能与日常维护方法。` },
  { categoryKey: 'datasheet', names: ['产品规格书', '技术规格表', '选型指南'], describe: (subject) => `${subject} 的电气规格、尺寸重量、选件与订货信息。` },
  {
    categoryKey: 'software',
    names: ['固件升级包', '上位机软件安装程序', 'USB 驱动程序', 'LabVIEW 驱动'],
    describe: (subject) => `适用于 ${subject} 的软件与驱动，含安装说明与版本更新记录。`,
  },
  { categoryKey: 'programming', names: ['SCPI 编程手册', 'Modbus 通讯协议', 'Python 编程示例'], describe: (subject) => `${subject} 的远程控制指令集、通讯接口设置与编程示例。` },
  { categoryKey: 'certificate', names: ['CE 符合性声明', 'RoHS 检测报告', '校准证书样本'], describe: (subject) => `${subject} 的认证与检测文件。` },
]

export type GeneratedDownload = {
  title: string
  categoryKey: string
  version: string
  description: string
  memberOnly: boolean
  publishedAt: string
  weight: number
  draft: boolean
}

export function generateDownload(index: number, subjects: string[], now: number): GeneratedDownload {
  const next = itemRandom('download', index)
  const kind = pick(next, DOWNLOAD_KINDS)
  const subject = pick(next, subjects)
  const name = pick(next, kind.names)
  const day = Date.UTC(2016, 0, 1) + next() * (now - 86_400_000 - Date.UTC(2016, 0, 1))
  const date = new Date(Math.floor(day / 86_400_000) * 86_400_000)
  date.setUTCHours(between(next, 0, 10), between(next, 0, 59), 0, 0)
  return {
    title: `${subject} ${name}`,
    categoryKey: kind.categoryKey,
    version: `V${between(next, 1, 5)}.${between(next, 0, 9)}`,
    description: kind.describe(subject),
    memberOnly: next() < 0.2,
    publishedAt: date.toISOString(),
    weight: between(next, 0, 40),
    draft: next() < 0.02,
  }
}

/* -------------------------------------------------------------- activities */

export type GeneratedActivity = { title: string; place: string; summary: string; paragraphs: string[]; startAt: string; endAt: string; deadline: string; capacity: number }

export function generateActivity(index: number, now: number): GeneratedActivity {
  const next = itemRandom('activity', index)
  const city = pick(next, CITIES)
  const product = pick(next, PRODUCT_WORDS)
  const online = next() < 0.25
  const title = online
    ? `${pick(next, ['SCPI 自动化测试', '电池充放电测试', '电源纹波测量', '功率分析'])}线上直播课（第 ${index + 1} 期）`
    : `${product}${pick(next, ['应用技术研讨会', '实战培训营', '用户交流会'])}（${city}站）`
  const start = new Date(now + (next() * 8 * 365 - 7 * 365) * 86_400_000)
  start.setUTCHours(online ? 11 : 1, 30, 0, 0)
  const hours = online ? 2 : between(next, 3, 7)
  const summary = `${online ? '线上' : `在${city}`}与精源电子应用工程师面对面，了解${product}在${pick(next, FIELDS)}测试中的使用方法。`
  return {
    title,
    place: online ? '线上直播' : `${city}市${pick(next, ['高新区', '科技园', '会展中心', '经开区'])}${pick(next, ['报告厅', '会议中心', '培训教室'])}`,
    summary,
    paragraphs: [summary, '报名成功后，活动详情将通过短信和邮件发送。名额有限，先到先得。'],
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + hours * 3_600_000).toISOString(),
    deadline: new Date(start.getTime() - 86_400_000).toISOString(),
    capacity: between(next, 3, 20) * 10,
  }
}
