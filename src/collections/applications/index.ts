import type { CollectionConfig } from 'payload'

import { applicantFields } from '@/fields/applicant'
import { adminsOnly, choiceNameField, memberNameField } from '@/fields/lead-display'

import { leadCollection } from '../lead-collection'

/** After-sales and training applications (spec section 5 fields). Leads that staff work. */
export const Applications: CollectionConfig = leadCollection({
  slug: 'applications',
  labels: { singular: '申请', plural: '售后与培训申请' },
  admin: { defaultColumns: ['kind', 'name', 'company', 'phone', 'status', 'assignee', 'nextFollowUpAt', 'createdAt'] },
  notify: (doc) => (doc.kind === 'training' ? 'training' : 'after_sales'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: '申请类型',
          required: true,
          index: true,
          options: [
            { label: '售后服务', value: 'after-sales' },
            { label: '培训', value: 'training' },
          ],
        },
      ],
    },
    { name: 'member', type: 'relationship', label: '会员账号', relationTo: 'members', index: true, admin: { position: 'sidebar', condition: adminsOnly } },
    memberNameField({ position: 'sidebar' }),
    ...applicantFields(),
    {
      type: 'row',
      fields: [
        { name: 'no', type: 'text', label: '产品型号', admin: { condition: (data) => data?.kind === 'after-sales' } },
        choiceNameField('afterTypeName', '售后类型', 'afterType', 'user_server_type', { condition: (data) => data?.kind === 'after-sales' }),
        choiceNameField('studyTypeName', '培训类型', 'studyType', 'study_type', { condition: (data) => data?.kind === 'training' }),
      ],
    },
    // The option keys the forms send (site config 表单选项): shown by name above.
    { name: 'afterType', type: 'text', label: '售后类型（键）', admin: { hidden: true } },
    { name: 'studyType', type: 'text', label: '培训类型（键）', admin: { hidden: true } },
    { name: 'detail', type: 'textarea', label: '描述详情', required: true },
  ],
})
