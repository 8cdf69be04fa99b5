import type { CollectionConfig } from 'payload'

import { publishedAtField } from '@/fields/published-at'
import { weightField } from '@/fields/weight'

import { searchablePublicCollection } from '../public-collection'
import { fillFileFacts } from './fill-file-facts'

export const Downloads: CollectionConfig = searchablePublicCollection({
  slug: 'downloads',
  labels: { singular: '下载', plural: '下载资料' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'version', 'size', 'memberOnly', 'downloadCount', '_status'],
    group: '下载中心',
  },
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [fillFileFacts] },
  fields: [
    { name: 'title', type: 'text', localized: true, label: '标题', required: true },
    { name: 'category', type: 'relationship', label: '分类', relationTo: 'download-categories', required: true, index: true },
    { name: 'file', type: 'upload', label: '文件', relationTo: 'files', required: true },
    {
      type: 'row',
      fields: [
        { name: 'version', type: 'text', localized: true, label: '版本' },
        { name: 'size', type: 'number', label: '大小（字节）', admin: { readOnly: true, description: '保存时从文件读取' } },
        { name: 'format', type: 'text', label: '格式', admin: { readOnly: true } },
      ],
    },
    { name: 'description', type: 'textarea', localized: true, label: '说明' },
    { name: 'products', type: 'relationship', label: '适用产品', relationTo: 'products', hasMany: true, maxDepth: 1 },
    { name: 'memberOnly', type: 'checkbox', label: '仅限会员下载', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'downloadCount', type: 'number', label: '下载次数', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    publishedAtField,
    weightField,
  ],
})
