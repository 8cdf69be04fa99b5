import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import { DEFAULT_LOCALE, localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { toNumber } from '@/lib/raw-sql'

/** A media row as mediaColumns names its columns. */
export type MediaRow = {
  media_id: number | string | null
  media_alt: string | null
  media_filename: string | null
  media_mime_type: string | null
  media_width: number | string | null
  media_height: number | string | null
  media_thumbnail: string | null
  media_card: string | null
  media_updated_at: string | Date | null
}

/**
 * The columns of media row `alias` that mediaFromRow reads, named `media_*` so
 * that they sit beside another table's in one row (needs localeJoins('media', alias, locale)).
 */
export function mediaColumns(alias: string, locale: ContentLocale = DEFAULT_LOCALE): SQL {
  const m = sql.raw(`"${alias}"`)
  return sql`${m}."id" AS "media_id", ${m}."updated_at" AS "media_updated_at", ${localized(alias, 'alt', locale)} AS "media_alt", ${m}."filename" AS "media_filename", ${m}."mime_type" AS "media_mime_type",
    ${m}."width" AS "media_width", ${m}."height" AS "media_height", ${m}."sizes_thumbnail_filename" AS "media_thumbnail", ${m}."sizes_card_filename" AS "media_card"`
}

/** A LEFT JOIN of the media row `alias` whose id is `id`, with its locale rows: for mediaColumns. */
export function mediaJoin(alias: string, id: SQL, locale: ContentLocale = DEFAULT_LOCALE): SQL {
  return sql` LEFT JOIN "media" ${sql.raw(`"${alias}"`)} ON ${sql.raw(`"${alias}"`)}."id" = ${id}${localeJoins('media', alias, locale)}`
}

/**
 * The media record of a row read with mediaColumns (null when the join found
 * none), with the fields mediaDto() shows, its URLs built as Payload builds them
 * (<api route>/media/file/<name>). Lists and search join their media instead of
 * Payload's depth-1 population, which runs every upload hook per image and
 * costs more than the rest of the read.
 */
export function mediaFromRow(payload: Payload, row: MediaRow): Media | null {
  if (row.media_id === null || row.media_id === undefined) return null
  const api = payload.config.routes?.api ?? ''
  const url = (filename: string | null) => (filename ? `${api}/media/file/${encodeURIComponent(filename)}` : null)
  return {
    id: toNumber(row.media_id),
    alt: row.media_alt,
    url: url(row.media_filename),
    filename: row.media_filename,
    mimeType: row.media_mime_type,
    width: row.media_width === null ? null : toNumber(row.media_width),
    height: row.media_height === null ? null : toNumber(row.media_height),
    sizes: { thumbnail: { url: url(row.media_thumbnail) }, card: { url: url(row.media_card) } },
    updatedAt: row.media_updated_at ? new Date(row.media_updated_at).toISOString() : '',
    createdAt: '',
  }
}
