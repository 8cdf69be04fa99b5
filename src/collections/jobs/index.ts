import type { CollectionConfig } from 'payload'

import { publishedAtField } from '@/fields/published-at'
import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const Jobs: CollectionConfig = publicCollection({
  slug: 'jobs',
  labels: { singular: '招聘岗位', plural: '加入我们' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'department', 'location', 'headcount', '_status'], group: '关于我们' },
  defaultSort: '-weight',
  fields: [
    { name: 'title', type: 'text', localized: true, label: '岗位名称', required: true },
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'text', localized: true, label: '部门' },
        { name: 'location', type: 'text', localized: true, label: '工作地点' },
        { name: 'headcount', type: 'number', label: '招聘人数', min: 1 },
      ],
    },
    { name: 'duties', type: 'textarea', localized: true, label: '岗位职责' },
    { name: 'requirements', type: 'textarea', localized: true, label: '任职要求' },
    publishedAtField,
    weightField,
  ],
})
