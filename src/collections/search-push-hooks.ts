import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { publicPathOf, type PagedCollection } from '@/lib/public-paths'
import { siteUrl } from '@/lib/site-url.mjs'

import { appendHooks } from './append-hooks'

type BaiduSettings = { baidu_push?: { site?: string | null; token?: string | null } | null }

/**
 * Publishing or updating a published document queues its public address for
 * Baidu's link submission (src/jobs/submit-to-baidu.ts), when site config
 * holds a token. Drafts and unpublishing submit nothing.
 */
export function withSearchPush(collection: PagedCollection, config: CollectionConfig): CollectionConfig {
  const queueSubmission: CollectionAfterChangeHook = async ({ doc, req }) => {
    if ((doc as { _status?: string })._status !== 'published' || req.context?.skipSearchPush) return doc
    const settings = (await req.payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true, req })) as BaiduSettings
    if (!settings.baidu_push?.token || !settings.baidu_push.site) return doc
    const origin = settings.baidu_push.site.replace(/\/+$/, '') || siteUrl()
    await req.payload.jobs.queue({ task: 'submitToBaidu', input: { urls: [`${origin}${publicPathOf(collection, doc.id as number)}`] }, req })
    return doc
  }
  return appendHooks(config, { afterChange: [queueSubmission] })
}
