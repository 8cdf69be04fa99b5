import 'server-only'

import type { DataFromCollectionSlug, Where } from 'payload'

import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'

import { payloadClient } from './payload-client.server'

type DetailCollection = 'news' | 'downloads' | 'products'

/** The field whose value says a language has its own version of a document. */
const TRANSLATED_BY: Record<DetailCollection, 'title' | 'name'> = { news: 'title', downloads: 'title', products: 'name' }

/**
 * The published document `id` read in `locale` (Payload falls back to the
 * default language field by field), and whether that language has a version
 * of its own, which the detail screens show a note for when it has not.
 */
export async function publishedDocument<TSlug extends DetailCollection>(
  collection: TSlug,
  id: number,
  locale: ContentLocale,
  depth: number,
): Promise<{ doc: DataFromCollectionSlug<TSlug> | undefined; translated: boolean }> {
  const payload = await payloadClient()
  const where: Where = { and: [{ _status: { equals: 'published' } }, { id: { equals: id } }] }
  const field = TRANSLATED_BY[collection]
  const [{ docs }, translated] = await Promise.all([
    payload.find({ collection, where, limit: 1, depth, locale }),
    locale === DEFAULT_LOCALE
      ? true
      : payload
          .find({ collection, where, limit: 1, depth: 0, locale, fallbackLocale: false, select: { [field]: true } as never })
          .then(({ docs }) => Boolean((docs[0] as Record<string, unknown> | undefined)?.[field])),
  ])
  return { doc: docs[0] as DataFromCollectionSlug<TSlug> | undefined, translated }
}
