import type { CollectionConfig } from 'payload'

import { productImportEndpoints } from '@/endpoints/product-import'
import { weightField } from '@/fields/weight'

import { searchablePublicCollection } from '../public-collection'

export const Products: CollectionConfig = searchablePublicCollection({
  slug: 'products',
  labels: { singular: '产品', plural: '产品' },
  admin: {
    useAsTitle: 'model',
    defaultColumns: ['model', 'name', 'category', 'series', 'featured', 'weight', '_status'],
    group: '产品中心',
    listSearchableFields: ['model', 'name', 'series'],
    components: { beforeListTable: ['@/features/product-import/import-button#ImportButton'] },
  },
  endpoints: productImportEndpoints,
  defaultSort: '-weight',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'model', type: 'text', label: '型号', required: true, unique: true, index: true },
        { name: 'name', type: 'text', localized: true, label: '产品名称', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'relationship', label: '产品分类', relationTo: 'product-categories', required: true, index: true },
        { name: 'series', type: 'text', localized: true, label: '系列/类型', index: true, admin: { description: '列表页“类型”筛选使用' } },
      ],
    },
    { name: 'gallery', type: 'upload', label: '产品图片', relationTo: 'media', hasMany: true },
    { name: 'views', type: 'number', label: '浏览量', defaultValue: 0, admin: { position: 'sidebar', readOnly: true, description: '产品页每被打开一次加一' } },
    { name: 'summary', type: 'textarea', localized: true, label: '产品概述' },
    {
      type: 'tabs',
      tabs: [
        {
          label: '关键参数',
          fields: [
            {
              name: 'params',
              type: 'array',
              label: '关键参数',
              labels: { singular: '参数', plural: '参数' },
              admin: { description: '对应所属分类的筛选项：数值区间填“数值”，选项列表填“文字”' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'key', type: 'text', label: '筛选项标识', required: true },
                    { name: 'value', type: 'number', label: '数值' },
                    { name: 'text', type: 'text', label: '文字' },
                  ],
                },
              ],
            },
          ],
        },
        { label: '详细介绍', fields: [{ name: 'content', type: 'richText', localized: true, label: '详细介绍' }] },
        {
          label: '规格参数',
          fields: [
            {
              name: 'specs',
              type: 'array',
              label: '规格表',
              labels: { singular: '行', plural: '行' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'group', type: 'text', localized: true, label: '分组' },
                    { name: 'name', type: 'text', localized: true, label: '参数', required: true },
                    { name: 'value', type: 'text', localized: true, label: '规格', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: '资料与视频',
          fields: [
            { name: 'downloads', type: 'relationship', label: '相关下载', relationTo: 'downloads', hasMany: true },
            { name: 'videos', type: 'relationship', label: '相关视频', relationTo: 'videos', hasMany: true },
            // Ids only: a product read never carries other products (src/data/products.server.ts reads their cards).
            { name: 'related', type: 'relationship', label: '相关产品', relationTo: 'products', hasMany: true, maxDepth: 0 },
          ],
        },
      ],
    },
    { name: 'featured', type: 'checkbox', label: '首页推荐', defaultValue: false, admin: { position: 'sidebar' } },
    weightField,
  ],
})
