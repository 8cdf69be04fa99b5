import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const Honors: CollectionConfig = publicCollection({
  slug: 'honors',
  labels: { singular: '荣誉', plural: '荣誉资质' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'time', 'weight', '_status'], group: '关于我们' },
  defaultSort: '-time',
  fields: [
    { name: 'title', type: 'text', localized: true, label: '名称', required: true },
    { name: 'img', type: 'upload', label: '图片', relationTo: 'media', required: true },
    { name: 'time', type: 'date', label: '获得时间', admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'yyyy-MM' } } },
    {
      name: 'type',
      type: 'select',
      label: '类别',
      required: true,
      defaultValue: '1',
      options: [
        { label: '企业荣誉', value: '1' },
        { label: '资质认证', value: '2' },
      ],
    },
    weightField,
  ],
})
