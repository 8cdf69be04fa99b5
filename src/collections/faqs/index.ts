import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const Faqs: CollectionConfig = publicCollection({
  slug: 'faqs',
  labels: { singular: '常见问题', plural: '常见问题' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'weight', '_status'], group: '服务支持' },
  defaultSort: '-weight',
  fields: [
    { name: 'question', type: 'text', localized: true, label: '问题', required: true },
    { name: 'category', type: 'relationship', label: '分类', relationTo: 'faq-categories', required: true, index: true },
    { name: 'answer', type: 'richText', localized: true, label: '解答' },
    weightField,
  ],
})
