import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { contentCacheActive, expireContent } from '@/lib/content-cache'

import { appendHooks } from './append-hooks'
import { SHOWN_ON_SITE, type StoredDocument, tagsOnChange } from './expiry-tags'

/**
 * Publishing, unpublishing, editing or deleting a document expires the cached reads and pages that show it
 * (expiry-tags.ts), so the public pages change at once. A draft that was never published changes nothing public.
 */
export function withContentExpiry(config: CollectionConfig): CollectionConfig {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
    if (!contentCacheActive() || (doc._status === 'draft' && previousDoc?._status !== 'published')) return doc
    const states = [doc, previousDoc].filter((state): state is StoredDocument => typeof state?.id === 'number')
    expireContent(...(await tagsOnChange(req, config.slug, states, { created: operation === 'create' })))
    return doc
  }
  // The documents that show this one are found before it goes: a delete takes their relations with it.
  const beforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
    if (!contentCacheActive()) return
    const doc = await req.payload.findByID({ collection: config.slug as CollectionSlug, id, depth: 0, disableErrors: true, req })
    const tags = doc ? await tagsOnChange(req, config.slug, [doc as unknown as StoredDocument]) : []
    tagsOnDelete.set(req, { ...tagsOnDelete.get(req), [`${config.slug}:${id}`]: tags })
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, id, req }) => {
    expireContent(...(tagsOnDelete.get(req)?.[`${config.slug}:${id}`] ?? []))
    return doc
  }
  return appendHooks({ ...config, custom: { ...config.custom, [SHOWN_ON_SITE]: true } }, { afterChange: [afterChange], beforeDelete: [beforeDelete], afterDelete: [afterDelete] })
}

/** What each delete of a request will expire, found before it (not in req.context: a nested local call may replace that). */
const tagsOnDelete = new WeakMap<PayloadRequest, Record<string, string[]>>()

export function withGlobalExpiry(config: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = ({ doc }) => {
    expireContent(config.slug)
    return doc
  }
  return { ...config, hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), afterChange] } }
}
