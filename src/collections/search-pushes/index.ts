import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'

/** Each submission of page addresses to Baidu's link-submission API, with Baidu's answer: written by the job, read by staff. */
export const SearchPushes: CollectionConfig = {
  slug: 'search-pushes',
  labels: { singular: '百度收录推送', plural: '百度收录推送' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'status', 'remain', 'answer', 'createdAt'],
    group: '系统',
    description: '发布或更新产品、新闻、活动、下载后自动提交给百度普通收录（在站点设置中填写令牌后生效）',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'summary', type: 'text', label: '提交内容', required: true },
    { name: 'urls', type: 'textarea', label: '提交的网址', required: true },
    {
      name: 'status',
      type: 'select',
      label: '结果',
      required: true,
      index: true,
      options: [
        { label: '已提交', value: 'success' },
        { label: '失败（将重试）', value: 'failed' },
        { label: '今日配额已用完，明日提交', value: 'postponed' },
      ],
    },
    { name: 'remain', type: 'number', label: '今日剩余配额' },
    { name: 'answer', type: 'text', label: '百度的回答' },
  ],
}
