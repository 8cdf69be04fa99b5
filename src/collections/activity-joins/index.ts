import type { CollectionConfig } from 'payload'

import { applicantFields } from '@/fields/applicant'
import { adminsOnly, memberNameField } from '@/fields/lead-display'

import { leadCollection } from '../lead-collection'

import { countSeatOnCreate, releaseSeatOnDelete } from './seats'

/** Sign-ups for an activity: the join form of spec section 3. Leads that staff work. */
export const ActivityJoins: CollectionConfig = leadCollection({
  slug: 'activity-joins',
  labels: { singular: '活动报名', plural: '活动报名' },
  admin: { defaultColumns: ['name', 'activity', 'company', 'phone', 'status', 'assignee', 'nextFollowUpAt', 'createdAt'] },
  notify: () => 'activity_join',
  indexes: [{ fields: ['activity', 'phone'], unique: true }],
  hooks: { afterChange: [countSeatOnCreate], afterDelete: [releaseSeatOnDelete] },
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
    { name: 'member', type: 'relationship', label: '会员账号', relationTo: 'members', admin: { position: 'sidebar', condition: adminsOnly } },
    memberNameField({ position: 'sidebar' }),
    ...applicantFields({ wechatAndQq: true }),
  ],
})
