import { z } from 'zod'

import { MAX_PAGE, MAX_PAGE_SIZE } from '@/data/pagination'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'
import { CONTROL_CHARACTERS, controlCharacterMessage, ZH_VALIDATION } from '@/validation/rules'

const PARAMS = zhContract.params

/** A whole number from 1 to `max`, `fallback` when missing, with the messages of the `name` parameter. */
const countParam = (name: 'page' | 'size', max: number, fallback: number) =>
  z.coerce
    .number({ error: PARAMS[`${name}NotNumber`] })
    .int({ error: PARAMS[`${name}NotInteger`] })
    .min(1, { error: PARAMS[`${name}Min`] })
    .max(max, { error: fill(PARAMS[`${name}Max`], { max }) })
    .default(fallback)

/** Query and body parameters arrive as strings; these coerce them with Chinese messages. */
export const pageParam = (fallback = 1) => countParam('page', MAX_PAGE, fallback)

export const sizeParam = (fallback: number) => countParam('size', MAX_PAGE_SIZE, fallback)

/** The largest id a row can have: ids are 32-bit integers on PostgreSQL (serial), so a larger number names nothing. */
export const MAX_ID = 2_147_483_647

/** A document id: a positive integer in range, else `message`. */
export const idParam = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message })

export const optionalId = (message: string = PARAMS.invalidId) => z.preprocess((value) => (value === '' || value === null ? undefined : value), idParam(message).optional())

const KEYWORD_MAX = 100
const KEYWORD_LABEL = ZH_VALIDATION.labels.keyword

/** A search keyword: text of at most 100 characters without control characters; `%` and `_` are plain characters (the search index has no wildcards). */
const keyword = () =>
  z
    .string({ error: fill(ZH_VALIDATION.notText, { label: KEYWORD_LABEL }) })
    .trim()
    .max(KEYWORD_MAX, { error: fill(PARAMS.keywordTooLong, { max: KEYWORD_MAX }) })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: controlCharacterMessage(KEYWORD_LABEL) })

export const keywordParam = () => keyword().optional()

export const requiredKeywordParam = () => z.preprocess((value) => value ?? '', keyword().pipe(z.string().min(1, { error: PARAMS.keywordRequired })))

export const lang = z.string().optional()
