import { z } from 'zod'

import { MAX_PAGE, MAX_PAGE_SIZE } from '@/data/pagination'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'
import { CONTROL_CHARACTERS, controlCharacterMessage, ZH_VALIDATION } from '@/validation/rules'

const PARAMS = zhContract.params

/** Query and body parameters arrive as strings; these coerce them with Chinese messages. */
export const pageParam = (fallback = 1) =>
  z.coerce
    .number({ error: PARAMS.pageNotNumber })
    .int({ error: PARAMS.pageNotInteger })
    .min(1, { error: PARAMS.pageMin })
    .max(MAX_PAGE, { error: fill(PARAMS.pageMax, { max: MAX_PAGE }) })
    .default(fallback)

export const sizeParam = (fallback: number) =>
  z.coerce
    .number({ error: PARAMS.sizeNotNumber })
    .int({ error: PARAMS.sizeNotInteger })
    .min(1, { error: PARAMS.sizeMin })
    .max(MAX_PAGE_SIZE, { error: fill(PARAMS.sizeMax, { max: MAX_PAGE_SIZE }) })
    .default(fallback)

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
