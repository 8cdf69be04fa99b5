import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { staffExportEndpoint } from '@/endpoints/staff-export'

/**
 * What visitors search for, one row per normalised query, language and day (China time), with how often and how
 * many full matches it found (partial matches not counted): written by the search call (src/data/search-stats.server.ts), read by staff. No personal
 * data: no address, account or time of day, and queries that look like an e-mail address or a phone number are not kept.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: '搜索词统计', plural: '搜索词统计' },
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'day', 'lang', 'searches', 'results'],
    group: '站点',
    description: '访客每天搜索的词（已统一大小写与全半角）、次数与结果数，不含任何个人信息，保留 180 天。结果为 0 的词可以添加到“搜索同义词”。',
    components: { beforeListTable: ['@/features/staff-export/export-button#ExportButton'] },
  },
  defaultSort: '-day',
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['day', 'lang', 'query'], unique: true }],
  endpoints: [staffExportEndpoint('search-queries')],
  fields: [
    { name: 'query', type: 'text', label: '搜索词', required: true, index: true },
    { name: 'day', type: 'text', label: '日期', required: true, index: true, admin: { description: '北京时间，YYYY-MM-DD' } },
    {
      name: 'lang',
      type: 'select',
      label: '语言',
      required: true,
      options: [
        { label: '中文', value: 'zh' },
        { label: 'English', value: 'en' },
      ],
    },
    { name: 'searches', type: 'number', label: '搜索次数', required: true, defaultValue: 0 },
    { name: 'results', type: 'number', label: '结果数', required: true, defaultValue: 0, admin: { description: '当天最后一次搜索完全匹配的结果数（只找到部分匹配时为 0）' } },
  ],
}
