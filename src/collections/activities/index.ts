import type { CollectionConfig } from 'payload'

import { coverField } from '@/fields/cover'

import { publicCollection } from '../public-collection'
import { countJoined } from './joined-count'
import { withSearchPush } from '../search-push-hooks'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

export const Activities: CollectionConfig = withSearchPush(
  'activities',
  publicCollection({
    slug: 'activities',
    labels: { singular: '活动', plural: '活动' },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'startAt', 'deadline', 'capacity', '_status'], group: '活动' },
    defaultSort: '-startAt',
    fields: [
      { name: 'title', type: 'text', localized: true, label: '活动名称', required: true },
      coverField,
      {
        type: 'row',
        fields: [
          { name: 'startAt', type: 'date', label: '开始时间', required: true, index: true, admin: dateTime },
          { name: 'endAt', type: 'date', label: '结束时间', required: true, admin: dateTime },
          { name: 'deadline', type: 'date', label: '报名截止', required: true, admin: dateTime },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'place', type: 'text', localized: true, label: '活动地点', required: true },
          { name: 'capacity', type: 'number', label: '名额', required: true, min: 1, defaultValue: 50 },
          {
            name: 'joined',
            type: 'number',
            label: '已报名',
            defaultValue: 0,
            access: { create: () => false, update: () => false },
            hooks: { beforeChange: [countJoined] },
            admin: { readOnly: true, description: '由报名自动计数' },
          },
        ],
      },
      { name: 'summary', type: 'textarea', localized: true, label: '简介' },
      { name: 'content', type: 'richText', localized: true, label: '活动详情' },
    ],
  }),
)
