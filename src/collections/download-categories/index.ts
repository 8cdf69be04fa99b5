import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const DownloadCategories: CollectionConfig = publicCollection({
  slug: 'download-categories',
  labels: { singular: '下载分类', plural: '下载分类' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'weight', '_status'], group: '下载中心' },
  defaultSort: '-weight',
  fields: [{ name: 'name', type: 'text', localized: true, label: '分类名称', required: true }, weightField],
})
