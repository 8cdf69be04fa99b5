import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const NavItems: CollectionConfig = publicCollection({
  slug: 'nav-items',
  labels: { singular: '导航', plural: '导航菜单' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'url', 'placement', 'weight', '_status'], group: '站点' },
  defaultSort: '-weight',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', localized: true, label: '名称', required: true },
        { name: 'url', type: 'text', label: '链接地址' },
      ],
    },
    {
      name: 'placement',
      type: 'select',
      label: '位置',
      required: true,
      defaultValue: 'header',
      index: true,
      options: [
        { label: '页头主菜单', value: 'header' },
        { label: '页脚', value: 'footer' },
      ],
    },
    {
      name: 'children',
      type: 'array',
      label: '下级菜单',
      labels: { singular: '菜单项', plural: '菜单项' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', localized: true, label: '名称', required: true },
            { name: 'url', type: 'text', label: '链接地址', required: true },
            { name: 'weight', type: 'number', label: '排序权重', defaultValue: 0 },
          ],
        },
      ],
    },
    weightField,
  ],
})
