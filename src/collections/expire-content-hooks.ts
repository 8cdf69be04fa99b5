import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { expireContent } from '@/lib/content-cache'

import { appendHooks } from './append-hooks'

/**
 * Publishing, unpublishing, editing or deleting a document expires the cached
 * reads tagged with its collection slug, so the public pages change at once.
 */
export function withContentExpiry(config: CollectionConfig): CollectionConfig {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    expireContent(config.slug)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    expireContent(config.slug)
    return doc
  }
  return appendHooks(config, { afterChange: [afterChange], afterDelete: [afterDelete] })
}

export function withGlobalExpiry(config: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = ({ doc }) => {
    expireContent(config.slug)
    return doc
  }
  return { ...config, hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), afterChange] } }
}
