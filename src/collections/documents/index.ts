import type { CollectionConfig } from 'payload'

import { publicCollection } from '../public-collection'

/** Legal pages shown in the sign-up document modal (user agreement, privacy policy). */
export const Documents: CollectionConfig = publicCollection({
  slug: 'documents',
  labels: { singular: '文档页面', plural: '协议与文档' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt', '_status'], group: '站点' },
  fields: [
    { name: 'title', type: 'text', localized: true, label: '标题', required: true },
    {
      name: 'slug',
      type: 'text',
      label: '标识',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: '如 user-agreement（用户协议）、privacy-policy（隐私政策）' },
    },
    { name: 'content', type: 'richText', localized: true, label: '正文' },
  ],
})
