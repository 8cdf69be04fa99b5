import 'server-only'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import { DEFAULT_LOCALE, localeJoins, localized, type ContentLocale } from '@/lib/localized-sql'
import { payloadDatabase, toNumber } from '@/lib/raw-sql'

import { idList } from './list-rows.server'

type MediaRow = {
  id: number | string
  alt: string | null
  filename: string | null
  mime_type: string | null
  width: number | string | null
  height: number | string | null
  sizes_thumbnail_filename: string | null
  sizes_card_filename: string | null
}

/**
 * Media records by id, read in one query, with the fields mediaDto() shows
 * (the URLs built the way Payload builds them: <api route>/media/file/<name>).
 * Lists and search use this instead of Payload's depth-1 population, which
 * runs every upload hook per image and costs more than the rest of the read.
 */
export async function mediaRecords(payload: Payload, ids: (number | null | undefined)[], locale: ContentLocale = DEFAULT_LOCALE): Promise<Map<number, Media>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (!wanted.length) return new Map()
  const db = await payloadDatabase(payload)
  const rows = await db.rows<MediaRow>(sql`
    SELECT m."id", ${localized('m', 'alt', locale)} AS "alt", m."filename", m."mime_type", m."width", m."height", m."sizes_thumbnail_filename", m."sizes_card_filename"
    FROM "media" m${localeJoins('media', 'm', locale)} WHERE m."id" IN (${idList(wanted)})`)
  const api = payload.config.routes?.api ?? ''
  const url = (filename: string | null) => (filename ? `${api}/media/file/${encodeURIComponent(filename)}` : null)
  const records = new Map<number, Media>()
  for (const row of rows) {
    const id = toNumber(row.id)
    records.set(id, {
      id,
      alt: row.alt,
      url: url(row.filename),
      filename: row.filename,
      mimeType: row.mime_type,
      width: row.width === null ? null : toNumber(row.width),
      height: row.height === null ? null : toNumber(row.height),
      sizes: { thumbnail: { url: url(row.sizes_thumbnail_filename) }, card: { url: url(row.sizes_card_filename) } },
      updatedAt: '',
      createdAt: '',
    })
  }
  return records
}
