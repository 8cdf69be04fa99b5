import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const NewsColumns: CollectionConfig = publicCollection({
  slug: 'news-columns',
  labels: { singular: '新闻栏目', plural: '新闻栏目' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'weight', '_status'], group: '新闻资讯' },
  defaultSort: '-weight',
  fields: [
    { name: 'name', type: 'text', localized: true, label: '栏目名称', required: true },
    { name: 'description', type: 'textarea', localized: true, label: '栏目简介' },
    weightField,
  ],
})
