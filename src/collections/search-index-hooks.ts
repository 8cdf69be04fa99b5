import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { payloadDatabase } from '@/lib/raw-sql'
import { syncSearchEntries, type SearchKind } from '@/lib/search-index'

import { appendHooks } from './append-hooks'

/**
 * Keeps the search index (src/lib/search-index.ts) in step with a collection:
 * after every save (publish, unpublish, edit, draft) and delete, the
 * document's entry is rewritten from what the public site reads, inside the
 * same transaction, so search shows the change at once.
 */
export function withSearchIndex(kind: SearchKind, config: CollectionConfig): CollectionConfig {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await syncSearchEntries(await payloadDatabase(req.payload, req), kind, [Number(doc.id)])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    await syncSearchEntries(await payloadDatabase(req.payload, req), kind, [Number(id)])
  }
  return appendHooks(config, { afterChange: [afterChange], afterDelete: [afterDelete] })
}
