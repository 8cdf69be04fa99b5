import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { staffExportEndpoint } from '@/endpoints/staff-export'
import { applicantFields } from '@/fields/applicant'
import { keepFollowUpLog, leadWorkflowFields } from '@/fields/lead-workflow'

import { queueLeadNotification } from '../lead-notification-hooks'

import { countSeatOnCreate, releaseSeatOnDelete } from './seats'

/** Sign-ups for an activity: the join form of spec section 3. Leads that staff work. */
export const ActivityJoins: CollectionConfig = {
  slug: 'activity-joins',
  labels: { singular: '活动报名', plural: '活动报名' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'activity', 'company', 'phone', 'status', 'assignee', 'nextFollowUpAt', 'createdAt'],
    listSearchableFields: ['name', 'company', 'phone', 'email'],
    group: '会员与线索',
    components: { beforeListTable: ['@/features/lead-filters/lead-quick-filters#LeadQuickFilters', '@/features/staff-export/export-button#ExportButton'] },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  endpoints: [staffExportEndpoint('activity-joins')],
  indexes: [{ fields: ['activity', 'phone'], unique: true }],
  hooks: { beforeChange: [keepFollowUpLog], afterChange: [countSeatOnCreate, queueLeadNotification(() => 'activity_join')], afterDelete: [releaseSeatOnDelete] },
  fields: [
    {
      name: 'activity',
      type: 'relationship',
      label: '活动',
      relationTo: 'activities',
      required: true,
      index: true,
      access: { update: () => false },
    },
    { name: 'member', type: 'relationship', label: '会员', relationTo: 'members', admin: { position: 'sidebar' } },
    ...applicantFields({ wechatAndQq: true }),
    ...leadWorkflowFields(),
  ],
}
