import { sql, type SQL } from 'drizzle-orm'

import { DEFAULT_LOCALE, type ContentLocale } from './content-locales'

/**
 * Localized fields in raw SQL. Payload keeps a localized field of table `x` in
 * `x_locales`, one row per locale (`_locale`, `_parent_id` = the row of `x`).
 * A read in English takes the English value and falls back to the Chinese one
 * when there is none, as Payload's own reads do (localization.fallback).
 */

export { CONTENT_LOCALES, DEFAULT_LOCALE, type ContentLocale } from './content-locales'

const quoted = (name: string) => sql.raw(`"${name}"`)

/** LEFT JOINs of the locale rows of `table` (aliased `alias` in the query) that `localized` reads. */
export function localeJoins(table: string, alias: string, locale: ContentLocale = DEFAULT_LOCALE): SQL {
  const locales = quoted(`${table}_locales`)
  const join = (code: ContentLocale) => {
    const own = quoted(`${alias}_${code}`)
    return sql` LEFT JOIN ${locales} ${own} ON ${own}."_parent_id" = ${quoted(alias)}."id" AND ${own}."_locale" = ${code}`
  }
  return locale === DEFAULT_LOCALE ? join(DEFAULT_LOCALE) : sql`${join(DEFAULT_LOCALE)}${join(locale)}`
}

/** The value of a localized column in `locale`, else in the default locale (needs `localeJoins` of the same alias). */
export function localized(alias: string, column: string, locale: ContentLocale = DEFAULT_LOCALE): SQL {
  const fallback = sql`${quoted(`${alias}_${DEFAULT_LOCALE}`)}.${quoted(column)}`
  if (locale === DEFAULT_LOCALE) return fallback
  return sql`COALESCE(NULLIF(${quoted(`${alias}_${locale}`)}.${quoted(column)}, ''), ${fallback})`
}

/**
 * The condition that row `alias` of `table` has `value` in localized `column`
 * as `localized` reads it (the locale's value, else the default locale's), as
 * lookups in the locale rows' index rather than a join of every row.
 */
export function localizedEquals(table: string, alias: string, column: string, locale: ContentLocale, value: string): SQL {
  const locales = quoted(`${table}_locales`)
  const col = quoted(column)
  const own = sql`${quoted(alias)}."id"`
  const holds = (code: ContentLocale) => sql`${own} IN (SELECT l."_parent_id" FROM ${locales} l WHERE l."_locale" = ${code} AND l.${col} = ${value})`
  if (locale === DEFAULT_LOCALE) return holds(DEFAULT_LOCALE)
  const hasOwn = sql`EXISTS (SELECT 1 FROM ${locales} l WHERE l."_parent_id" = ${own} AND l."_locale" = ${locale} AND l.${col} <> '')`
  return sql`(${holds(locale)} OR (${holds(DEFAULT_LOCALE)} AND NOT ${hasOwn}))`
}

/**
 * 1 when row `alias` has its own value of localized `column` in `locale` (its
 * own version in that language), else 0; always 1 in the default locale
 * (needs `localeJoins` of the same alias).
 */
export function hasOwnValue(alias: string, column: string, locale: ContentLocale = DEFAULT_LOCALE): SQL {
  if (locale === DEFAULT_LOCALE) return sql`1`
  const own = sql`${quoted(`${alias}_${locale}`)}.${quoted(column)}`
  return sql`CASE WHEN ${own} IS NOT NULL AND ${own} <> '' THEN 1 ELSE 0 END`
}

/** The condition that row `alias` of `table` has its own value of localized `column` in `locale` (true in the default locale). */
export function ownValueExists(table: string, alias: string, column: string, locale: ContentLocale): SQL {
  if (locale === DEFAULT_LOCALE) return sql`1 = 1`
  return sql`EXISTS (SELECT 1 FROM ${quoted(`${table}_locales`)} l WHERE l."_parent_id" = ${quoted(alias)}."id" AND l."_locale" = ${locale} AND l.${quoted(column)} <> '')`
}
