import 'server-only'

import { sql } from 'drizzle-orm'

import { cachedRead } from '@/lib/content-cache'
import { listTag } from '@/lib/content-tags'
import { DEFAULT_LOCALE } from '@/lib/localized-sql'
import { payloadDatabase } from '@/lib/raw-sql'

import { payloadClient } from './payload-client.server'

/** Most synonym groups read, and most catalogue names pinyin is matched against: bounds on the memory and time of one search. */
const MAX_GROUPS = 1000
const MAX_NAMES = 3000

/** The synonym groups staff keep (搜索同义词), each a list of words that mean the same. */
export const synonymGroups = cachedRead('searchSynonyms', ['search-synonyms'], async (): Promise<string[][]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'search-synonyms', limit: MAX_GROUPS, pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
  return docs.map((doc) => (doc.words ?? []).filter((word): word is string => typeof word === 'string' && word !== ''))
})

/**
 * The Chinese names pinyin may spell (src/lib/pinyin-words.ts) besides the synonyms: published products'
 * names and series and the category names, each once.
 */
export const pinyinVocabulary = cachedRead('pinyinVocabulary', [listTag('products', null), 'product-categories'], async (): Promise<string[]> => {
  const db = await payloadDatabase(await payloadClient())
  const rows = await db.rows<{ text: string | null }>(sql`
    SELECT DISTINCT l."name" AS "text" FROM "products_locales" l JOIN "products" p ON p."id" = l."_parent_id" WHERE p."_status" = 'published' AND l."_locale" = ${DEFAULT_LOCALE}
    UNION SELECT DISTINCT l."series" FROM "products_locales" l JOIN "products" p ON p."id" = l."_parent_id" WHERE p."_status" = 'published' AND l."_locale" = ${DEFAULT_LOCALE}
    UNION SELECT DISTINCT l."name" FROM "product_categories_locales" l WHERE l."_locale" = ${DEFAULT_LOCALE}
    LIMIT ${MAX_NAMES}`)
  return rows.map((row) => row.text).filter((text): text is string => typeof text === 'string' && /\p{Script=Han}/u.test(text))
})
