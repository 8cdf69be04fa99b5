import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { staffExportEndpoint } from '@/endpoints/staff-export'
import { keepFollowUpLog, leadWorkflowFields } from '@/fields/lead-workflow'
import { regionAddressField } from '@/fields/region-address'

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
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: '姓名', required: true },
        { name: 'company', type: 'text', label: '公司/学校', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: '手机号', required: true },
        { name: 'tel', type: 'text', label: '座机' },
        { name: 'email', type: 'email', label: '邮箱', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'wechat', type: 'text', label: '微信号' },
        { name: 'qq', type: 'text', label: 'QQ' },
      ],
    },
    regionAddressField({ required: true }),
    { name: 'apply', type: 'text', label: '应用行业' },
    ...leadWorkflowFields(),
  ],
}
