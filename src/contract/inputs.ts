import { z } from 'zod'

import { MAX_PAGE, MAX_PAGE_SIZE } from '@/data/pagination'
import { CONTROL_CHARACTERS, controlCharacterMessage } from '@/validation/rules'

/** Query and body parameters arrive as strings; these coerce them with Chinese messages. */
export const pageParam = (fallback = 1) =>
  z.coerce.number({ error: '页码必须是数字' }).int({ error: '页码必须是整数' }).min(1, { error: "页码从 1 开始" }).max(MAX_PAGE, { error: `页码不能超过 ${MAX_PAGE}` }).default(fallback)

export const sizeParam = (fallback: number) =>
  z.coerce
    .number({ error: '每页数量必须是数字' })
    .int({ error: '每页数量必须是整数' })
    .min(1, { error: '每页数量至少为 1' })
    .max(MAX_PAGE_SIZE, { error: `每页数量不能超过 ${MAX_PAGE_SIZE}` })
    .default(fallback)

/** The largest id a row can have: ids are 32-bit integers on PostgreSQL (serial), so a larger number names nothing. */
export const MAX_ID = 2_147_483_647

/** A document id: a positive integer in range, else `message`. */
export const idParam = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message })

export const optionalId = (message = '编号无效') =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), idParam(message).optional())

/** A search keyword: text of at most 100 characters without control characters; `%` and `_` are plain characters (the search index has no wildcards). */
const keyword = () =>
  z
    .string({ error: '关键词必须是文本' })
    .trim()
    .max(100, { error: '关键词不能超过 100 个字符' })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: controlCharacterMessage('关键词') })

export const keywordParam = () => keyword().optional()

export const requiredKeywordParam = () => z.preprocess((value) => value ?? '', keyword().pipe(z.string().min(1, { error: '请输入搜索关键词' })))

export const lang = z.string().optional()
