import type { CollectionConfig } from 'payload'

import { coverField } from '@/fields/cover'
import { publishedAtField } from '@/fields/published-at'

import { searchablePublicCollection } from '../public-collection'

export const News: CollectionConfig = searchablePublicCollection({
  slug: 'news',
  labels: { singular: '新闻', plural: '新闻' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'column', 'publishedAt', 'views', '_status'], group: '新闻资讯' },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, label: '标题', required: true },
    { name: 'column', type: 'relationship', label: '栏目', relationTo: 'news-columns', required: true, index: true },
    coverField,
    { name: 'summary', type: 'textarea', localized: true, label: '摘要' },
    { name: 'content', type: 'richText', localized: true, label: '正文' },
    publishedAtField,
    { name: 'views', type: 'number', label: '浏览量', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
  ],
})
