import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const FaqCategories: CollectionConfig = publicCollection({
  slug: 'faq-categories',
  labels: { singular: '问题分类', plural: '问题分类' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'weight', '_status'], group: '服务支持' },
  defaultSort: '-weight',
  fields: [{ name: 'name', type: 'text', localized: true, label: '分类名称', required: true }, weightField],
})
