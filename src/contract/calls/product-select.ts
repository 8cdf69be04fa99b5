import { z } from 'zod'

import { MAX_CHANNELS, MAX_RACK, QUANTITIES, type QuantityKey, SELECT_INTERFACES, SELECT_MODES } from '@/data/product-select'
import { productSelect as readSelection } from '@/data/product-select.server'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'

import { defineCall } from '../define-call'
import { optionalId, pageParam, sizeParam } from '../inputs'

const SELECT = zhContract.select
/** The smallest need the assistant takes, in the quantity's base unit. */
const MIN_NEED = 0.001

const blank = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A need in the quantity's base unit: a positive number, kept to three decimals. */
function needParam(key: QuantityKey) {
  const { unit, max } = QUANTITIES[key]
  const name = SELECT.quantities[key]
  return z.preprocess(
    blank,
    z.coerce
      .number({ error: fill(SELECT.notNumber, { name, unit }) })
      .min(MIN_NEED, { error: fill(SELECT.tooSmall, { name, min: MIN_NEED, unit }) })
      .max(max, { error: fill(SELECT.tooLarge, { name, max, unit }) })
      .transform((value) => Math.round(value * 1000) / 1000)
      .optional(),
  )
}

const wholeParam = (message: string, min: number, max: number) =>
  z.preprocess(blank, z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).optional())

const booleanParam = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined
    if (value === true || value === 1 || value === '1' || value === 'true') return true
    if (value === false || value === 0 || value === '0' || value === 'false') return false
    return value
  },
  z.boolean({ error: SELECT.bidirectional }).optional(),
)

const interfaceParam = z.preprocess(
  (value) => (typeof value === 'string' ? blank(value.trim().toUpperCase()) : blank(value)),
  z.enum(SELECT_INTERFACES, { error: fill(SELECT.interface, { options: SELECT_INTERFACES.join('、') }) }).optional(),
)

const modeParam = z.preprocess((value) => (typeof value === 'string' ? blank(value.trim().toLowerCase()) : blank(value)), z.enum(SELECT_MODES, { error: SELECT.mode }).optional())

const rating = z.object({ key: z.string(), name: z.string(), unit: z.string(), value: z.number(), need: z.number() })

export const productSelect = defineCall({
  scope: 'index',
  name: 'product_select',
  method: 'POST',
  tag: '产品',
  summary:
    '选型助手：mode 为 source（需要电源给被测件供电，默认）或 load（需要电子负载吸收被测件的电能），voltage（V）、current（A）、power（W）至少填一项，可选 channels（至少几路，≥ 2 时生效）、interface、bidirectional（需要双向）、rack（机架高度不超过几 U）、category_id（含子分类）；返回关键参数满足全部条件的已发布型号，最贴合的在前',
  description:
    '额定值取自产品的关键参数（按所属分类筛选项的单位换算，如 kW 换算为 W），不解析规格文字。未指定 category_id 时只返回“选型角色”与 mode 相符的分类下的型号，支持双向（源载一体）的型号两种 mode 都会返回；指定分类时以分类为准。排序依据：所填电压、电流、功率的“额定值 ÷ 需求”的平均值 fit 从小到大（1 为正好满足），相同时按推荐顺序；reasons 为每项条件的满足理由，如 "80 V ≥ 60 V"。page 默认 1，size 默认 12。',
  auth: 'none',
  cache: 'public',
  input: z
    .object({
      mode: modeParam,
      voltage: needParam('voltage'),
      current: needParam('current'),
      power: needParam('power'),
      channels: wholeParam(fill(SELECT.channels, { max: MAX_CHANNELS }), 1, MAX_CHANNELS),
      interface: interfaceParam,
      bidirectional: booleanParam,
      rack: wholeParam(fill(SELECT.rack, { max: MAX_RACK }), 1, MAX_RACK),
      category_id: optionalId(SELECT.category),
      page: pageParam(),
      size: sizeParam(12),
    })
    .refine((input) => input.voltage !== undefined || input.current !== undefined || input.power !== undefined, { error: SELECT.needRequired }),
  output: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        model: z.string(),
        name: z.string(),
        image: z.object({ url: z.string(), alt: z.string() }).nullable(),
        category: z.object({ id: z.number(), name: z.string() }).nullable(),
        ratings: z.array(rating).describe('所填各项的额定值 value 与需求 need，单位为该产品分类筛选项的单位'),
        reasons: z.array(z.string()).describe('每项条件的满足理由，如 "80 V ≥ 60 V"'),
        fit: z.number().describe('额定值 ÷ 需求的平均值，越接近 1 越贴合'),
      }),
    ),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  }),
  handle: async ({ input, locale }) => ({
    data: await readSelection({
      mode: input.mode,
      voltage: input.voltage,
      current: input.current,
      power: input.power,
      // Every model has one channel: a need of one is no need.
      channels: input.channels !== undefined && input.channels > 1 ? input.channels : undefined,
      interface: input.interface,
      bidirectional: input.bidirectional || undefined,
      rack: input.rack,
      category: input.category_id,
      page: input.page,
      size: input.size,
      locale,
    }),
  }),
})
