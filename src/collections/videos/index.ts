import type { CollectionConfig } from 'payload'

import { coverField } from '@/fields/cover'
import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const Videos: CollectionConfig = publicCollection({
  slug: 'videos',
  labels: { singular: '视频', plural: '视频' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'product', 'weight', '_status'], group: '服务支持' },
  defaultSort: '-weight',
  fields: [
    { name: 'title', type: 'text', localized: true, label: '标题', required: true },
    {
      name: 'kind',
      type: 'select',
      label: '类别',
      required: true,
      defaultValue: 'product',
      index: true,
      options: [
        { label: '产品视频', value: 'product' },
        { label: '培训视频', value: 'training' },
      ],
    },
    coverField,
    { name: 'file', type: 'upload', label: '视频文件', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } } },
    { name: 'url', type: 'text', label: '外部视频地址', admin: { description: '未上传视频文件时使用' } },
    { name: 'duration', type: 'number', label: '时长（秒）' },
    { name: 'product', type: 'relationship', label: '相关产品', relationTo: 'products', maxDepth: 0 },
    { name: 'summary', type: 'textarea', localized: true, label: '简介' },
    weightField,
  ],
})
