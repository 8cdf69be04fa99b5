import type { CollectionConfig } from 'payload'

import { weightField } from '@/fields/weight'

import { publicCollection } from '../public-collection'

export const ProductCategories: CollectionConfig = publicCollection({
  slug: 'product-categories',
  labels: { singular: '产品分类', plural: '产品分类' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'parent', 'weight', '_status'], group: '产品中心' },
  defaultSort: '-weight',
  fields: [
    { name: 'name', type: 'text', localized: true, label: '分类名称', required: true },
    {
      name: 'parent',
      type: 'relationship',
      label: '上级分类',
      relationTo: 'product-categories',
      maxDepth: 0,
      admin: { position: 'sidebar', description: '留空表示一级分类' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'selectRole',
      type: 'select',
      label: '选型助手中的角色',
      defaultValue: 'source',
      options: [
        { label: '电源（向被测件供电）', value: 'source' },
        { label: '电子负载（吸收被测件的电能）', value: 'load' },
        { label: '不参与选型（仪器等）', value: 'none' },
      ],
      admin: {
        position: 'sidebar',
        description: '选型助手按访客的需要（供电或带载）只推荐对应角色分类下的型号；支持双向（源载一体）的型号两种需要都会推荐',
      },
    },
    { name: 'image', type: 'upload', label: '分类图片', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true, label: '分类简介' },
    {
      name: 'facets',
      type: 'array',
      label: '筛选项',
      labels: { singular: '筛选项', plural: '筛选项' },
      admin: { description: '本分类产品列表页的筛选条件；产品的关键参数按这里的“标识”填写' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', label: '标识', required: true, admin: { description: '英文，如 voltage' } },
            { name: 'name', type: 'text', localized: true, label: '名称', required: true },
            { name: 'unit', type: 'text', label: '单位' },
            {
              name: 'kind',
              type: 'select',
              label: '类型',
              required: true,
              defaultValue: 'range',
              options: [
                { label: '数值区间', value: 'range' },
                { label: '选项列表', value: 'options' },
              ],
            },
          ],
        },
        {
          name: 'ranges',
          type: 'array',
          label: '区间',
          admin: { condition: (_, sibling) => sibling?.kind === 'range' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', localized: true, label: '显示名称', required: true },
                { name: 'min', type: 'number', label: '下限（含）' },
                { name: 'max', type: 'number', label: '上限（不含）' },
              ],
            },
          ],
        },
        {
          name: 'options',
          type: 'array',
          label: '选项',
          admin: { condition: (_, sibling) => sibling?.kind === 'options' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', label: '选项', required: true, admin: { description: '链接与筛选使用，产品的关键参数按它填写' } },
                { name: 'label', type: 'text', localized: true, label: '显示名称', admin: { description: '留空则显示选项本身' } },
              ],
            },
          ],
        },
      ],
    },
    weightField,
  ],
})
