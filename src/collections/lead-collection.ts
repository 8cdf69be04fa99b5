import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { staffExportEndpoint } from '@/endpoints/staff-export'
import type { ExportSlug } from '@/endpoints/staff-export/columns'
import { keepFollowUpLog, leadWorkflowFields } from '@/fields/lead-workflow'
import type { LeadKind } from '@/jobs/lead-message'

import { queueLeadNotification } from './lead-notification-hooks'

type LeadConfig = CollectionConfig & {
  slug: ExportSlug
  /** Which notification a new lead of this collection sends. */
  notify: (doc: Record<string, unknown>) => LeadKind | null
}

/**
 * Defaults for the leads (activity-joins, applications, inquiries): written
 * only by the public contract, read and worked by staff (the workflow fields
 * and the follow-up log last, the quick filters and the Excel export above the
 * list), deleted by admins; a new one notifies staff. The collection's own
 * hooks run after the follow-up log and before the notification.
 */
export function leadCollection({ notify, ...config }: LeadConfig): CollectionConfig {
  return {
    ...config,
    admin: {
      useAsTitle: 'name',
      listSearchableFields: ['name', 'company', 'phone', 'email'],
      group: '会员与线索',
      components: { beforeListTable: ['@/features/lead-filters/lead-quick-filters#LeadQuickFilters', '@/features/staff-export/export-button#ExportButton'] },
      ...config.admin,
    },
    defaultSort: '-createdAt',
    access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
    endpoints: [staffExportEndpoint(config.slug)],
    hooks: {
      ...config.hooks,
      beforeChange: [keepFollowUpLog, ...(config.hooks?.beforeChange ?? [])],
      afterChange: [...(config.hooks?.afterChange ?? []), queueLeadNotification(notify)],
    },
    fields: [...config.fields, ...leadWorkflowFields()],
  }
}
