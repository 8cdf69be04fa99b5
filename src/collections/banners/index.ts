import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const Banners: CollectionConfig = publicCollection({
  slug: 'banners',
  labels: { singular: '横幅', plural: '横幅广告' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'position', 'category', 'weight', '_status'], group: '站点' },
  defaultSort: '-weight',
  fields: [
    { name: 'title', type: 'text', localized: true, label: '标题', required: true },
    { name: 'subtitle', type: 'text', localized: true, label: '副标题' },
    {
      name: 'showText',
      type: 'checkbox',
      label: '在图片上显示标题和副标题',
      defaultValue: true,
      admin: { description: '图片本身不含文字时勾选：标题和副标题作为网页文字叠加在图片上，随网站语言切换。图片已印有文字时取消勾选。' },
    },
    {
      name: 'position',
      type: 'select',
      label: '位置',
      required: true,
      defaultValue: 'home-top',
      index: true,
      options: [
        { label: '首页顶部', value: 'home-top' },
        { label: '分类横幅', value: 'category' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', label: '电脑端图片', relationTo: 'media', required: true },
        { name: 'mobileImage', type: 'upload', label: '手机端图片', relationTo: 'media' },
      ],
    },
    { name: 'link', type: 'text', label: '链接地址', admin: { description: '站内路径（如 /product）或完整网址' } },
    { name: 'category', type: 'relationship', label: '产品分类', relationTo: 'product-categories', admin: { description: '分类横幅对应的产品分类，可留空' } },
    weightField,
  ],
})
