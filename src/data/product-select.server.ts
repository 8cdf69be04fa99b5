import 'server-only'

import { sql, type SQL } from 'drizzle-orm'

import { cachedRead } from '@/lib/content-cache'
import { listTag } from '@/lib/content-tags'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'
import { payloadDatabase, toNumber } from '@/lib/raw-sql'

import type { MediaDto } from './media'
import { limitOf, offsetOf, pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { CHANNEL_WORDS, evaluate, QUANTITIES, QUANTITY_KEYS, type QuantityKey, type Rating, type SelectNeed, YES_WORDS } from './product-select'
import { cardsOf, inCategoryTree } from './products.server'

export type SelectedProduct = {
  id: number
  model: string
  name: string
  image: MediaDto | null
  category: { id: number; name: string } | null
  ratings: Rating[]
  reasons: string[]
  fit: number
}

export type Selection = Page<SelectedProduct>

/** `locale`: the language of the names, facet labels and reasons (Chinese by default). */
export type SelectOptions = SelectNeed & { page: number; size: number; locale?: ContentLocale }

/** A constant as an SQL number with a decimal point, so SQLite divides in floating point. */
const decimal = (value: number) => sql.raw(Number.isInteger(value) ? `${value}.0` : String(value))

/** The product's rating for a quantity in its base unit (V, A, W): its key parameter times its category facet's unit factor. */
function ratingColumn(key: QuantityKey): SQL {
  const factors = Object.entries(QUANTITIES[key].units).map(([unit, factor]) => sql` WHEN ${unit} THEN ${decimal(factor)}`)
  return sql`(
    SELECT max(pp."value" * CASE f."unit"${sql.join(factors, sql``)} END)
    FROM "products_params" pp
    JOIN "product_categories_facets" f ON f."_parent_id" = p."category_id" AND f."key" = pp."key"
    WHERE pp."_parent_id" = p."id" AND pp."key" = ${key} AND pp."value" IS NOT NULL
  ) AS ${sql.raw(`"r_${key}"`)}`
}

const hasParam = (key: string, condition: SQL) => sql`EXISTS (SELECT 1 FROM "products_params" pp WHERE pp."_parent_id" = p."id" AND pp."key" = ${key} AND (${condition}))`

const isBidirectional = hasParam(
  'bidirectional',
  sql`pp."value" >= 1 OR pp."text" IN (${sql.join(
    YES_WORDS.map((word) => sql`${word}`),
    sql`, `,
  )})`,
)

/** Products of categories in the role asked (a source unless a load is asked), and bidirectional ones for both. */
function roleCondition(need: SelectNeed): SQL {
  const role = need.mode ?? 'source'
  return sql`(EXISTS (SELECT 1 FROM "product_categories" rc WHERE rc."id" = p."category_id" AND rc."select_role" = ${role}) OR ${isBidirectional})`
}

/** The conditions that are not ratings: channels, interface, bidirectional and rack height. */
function optionConditions(need: SelectNeed): SQL[] {
  const conditions: SQL[] = []
  if (need.channels !== undefined) {
    const words = Object.entries(CHANNEL_WORDS)
      .filter(([, count]) => count >= (need.channels as number))
      .map(([word]) => sql`${word}`)
    conditions.push(hasParam('channels', sql`pp."value" >= ${need.channels}${words.length ? sql` OR pp."text" IN (${sql.join(words, sql`, `)})` : sql``}`))
  }
  if (need.interface) {
    const listed = sql`'/' || upper(replace(replace(replace(replace(pp."text", '、', '/'), '，', '/'), ',', '/'), ' ', '')) || '/'`
    conditions.push(hasParam('interface', sql`${listed} LIKE ${`%/${need.interface}/%`}`))
  }
  if (need.bidirectional) conditions.push(isBidirectional)
  if (need.rack !== undefined) conditions.push(hasParam('rack', sql`pp."value" > 0 AND pp."value" <= ${need.rack}`))
  return conditions
}

/**
 * Published products whose key parameters cover the need, best fit first
 * (the rule in product-select.ts), paged in the database: the inner query
 * takes each product's ratings in base units (one indexed lookup per rating
 * on products_params) and the option conditions as EXISTS; the outer query
 * keeps ratings ≥ need and orders by the mean of rating ÷ need. A category
 * includes its published sub-categories; without one, the categories of the
 * role asked (source or load) are the scope. Only the page's products are then
 * read as cards, and their reasons computed from the same rules.
 */
async function readProductSelect(options: SelectOptions): Promise<Selection> {
  const asked = QUANTITY_KEYS.filter((key) => options[key] !== undefined)
  if (!asked.length) return pageOf([], 0, options.page, options.size)
  const db = await payloadDatabase(await payloadClient())
  const scope: SQL[] = [sql`p."_status" = 'published'`, ...optionConditions(options)]
  scope.push(options.category ? inCategoryTree(options.category) : roleCondition(options))
  const candidates = sql`SELECT p."id", p."weight", ${sql.join(asked.map(ratingColumn), sql`, `)} FROM "products" p WHERE ${sql.join(scope, sql` AND `)}`
  const covers = sql.join(
    asked.map((key) => sql`c.${sql.raw(`"r_${key}"`)} >= ${options[key]}`),
    sql` AND `,
  )
  const fit = sql`(${sql.join(
    asked.map((key) => sql`c.${sql.raw(`"r_${key}"`)} / ${options[key]}`),
    sql` + `,
  )}) / ${decimal(asked.length)}`
  const [countRows, idRows] = await Promise.all([
    db.rows<{ total: number | string }>(sql`SELECT count(*) AS "total" FROM (${candidates}) c WHERE ${covers}`),
    db.rows<{ id: number }>(sql`
      SELECT c."id" FROM (${candidates}) c WHERE ${covers}
      ORDER BY round(${fit}, 6), c."weight" DESC, c."id" DESC
      LIMIT ${limitOf(options.size)} OFFSET ${offsetOf(options.page, options.size)}`),
  ])
  const locale = options.locale ?? DEFAULT_LOCALE
  const cards = await cardsOf(
    idRows.map((row) => toNumber(row.id)),
    locale,
  )
  const list = cards.map((card) => {
    const evaluation = evaluate(card.params, options, locale)
    return {
      id: card.id,
      model: card.model,
      name: card.name,
      image: card.image,
      category: card.category,
      ratings: evaluation?.ratings ?? [],
      reasons: evaluation?.reasons ?? [],
      fit: evaluation?.fit ?? 0,
    }
  })
  return pageOf(list, toNumber(countRows[0]?.total), options.page, options.size)
}

export const productSelect = cachedRead('productSelect', (options) => ['products', listTag('products', options.category), 'product-categories'], readProductSelect)
