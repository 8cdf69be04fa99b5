import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { applicantFields } from '@/fields/applicant'
import { adminsOnly, memberNameField } from '@/fields/lead-display'

import { leadCollection } from '../lead-collection'

type Item = { model?: string | null; quantity?: number | null }

/** "PSD-6080 × 2，EL-8000 × 1": the items in one line for the list and its search. */
const summariseItems: CollectionBeforeChangeHook = ({ data }) => {
  const items = (data as { items?: Item[] | null }).items
  if (!Array.isArray(items)) return data
  return {
    ...data,
    summary: items
      .map((item) => `${item.model ?? ''} × ${item.quantity ?? 1}`)
      .join('，')
      .slice(0, 500),
  }
}

/** Requests for a quotation from the inquiry basket (/inquiry): leads that sales staff work like the others. */
export const Inquiries: CollectionConfig = leadCollection({
  slug: 'inquiries',
  labels: { singular: '询价单', plural: '询价单' },
  admin: {
    defaultColumns: ['name', 'company', 'summary', 'phone', 'status', 'assignee', 'nextFollowUpAt', 'createdAt'],
    listSearchableFields: ['name', 'company', 'phone', 'email', 'summary'],
  },
  notify: () => 'inquiry',
  hooks: { beforeChange: [summariseItems] },
  fields: [
    { name: 'member', type: 'relationship', label: '会员账号', relationTo: 'members', index: true, admin: { position: 'sidebar', condition: adminsOnly } },
    memberNameField({ position: 'sidebar' }),
    {
      name: 'items',
      type: 'array',
      label: '询价产品',
      labels: { singular: '产品', plural: '产品' },
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'relationship', label: '产品', relationTo: 'products' },
            { name: 'model', type: 'text', label: '型号', required: true },
            { name: 'quantity', type: 'number', label: '数量', required: true, min: 1 },
          ],
        },
      ],
    },
    { name: 'summary', type: 'text', label: '型号与数量', admin: { readOnly: true, description: '保存时由询价产品生成，便于在列表中查看和搜索' } },
    ...applicantFields(),
    { name: 'message', type: 'textarea', label: '补充说明' },
  ],
})
