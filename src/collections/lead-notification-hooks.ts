import type { CollectionAfterChangeHook } from 'payload'

import type { LeadKind } from '@/jobs/lead-message'
import { logger } from '@/lib/logger.mjs'

/**
 * A new lead queues one notification job (src/jobs/notify-new-lead.ts) in the
 * same transaction as the lead, so it is sent once the lead is stored and the
 * visitor's request never waits for a mail server. Seeding passes
 * context.skipLeadNotification.
 */
export function queueLeadNotification(kindOf: (doc: Record<string, unknown>) => LeadKind | null): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'create' || req.context?.skipLeadNotification) return doc
    const kind = kindOf(doc)
    if (!kind) return doc
    try {
      await req.payload.jobs.queue({ workflow: 'notifyNewLead', input: { kind, id: String(doc.id) }, req })
    } catch (error) {
      logger.error({ err: error, kind, id: doc.id }, 'leads: the notification could not be queued')
    }
    return doc
  }
}
