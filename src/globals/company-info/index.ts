import type { GlobalConfig } from 'payload'

import { isStaff } from '@/access/is-staff'
import { withGlobalExpiry } from '@/collections/expire-content-hooks'

/** Company info of spec section 3 (culture, introduction, idea) and contact details. */
export const CompanyInfo: GlobalConfig = withGlobalExpiry({
  slug: 'company-info',
  label: '公司信息',
  admin: { group: '关于我们' },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '企业介绍',
          fields: [
            { name: 'introduction', type: 'richText', localized: true, label: '公司简介' },
            { name: 'culture', type: 'richText', localized: true, label: '企业文化' },
            { name: 'idea', type: 'richText', localized: true, label: '经营理念' },
            { name: 'image', type: 'upload', label: '企业形象图', relationTo: 'media' },
          ],
        },
        {
          label: '联系我们',
          fields: [
            { name: 'name', type: 'text', localized: true, label: '公司名称' },
            { name: 'address', type: 'text', localized: true, label: '公司地址' },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', label: '总机' },
                { name: 'fax', type: 'text', label: '传真' },
                { name: 'email', type: 'email', label: '邮箱' },
                { name: 'postcode', type: 'text', label: '邮编' },
              ],
            },
            { name: 'workTime', type: 'text', localized: true, label: '工作时间' },
          ],
        },
      ],
    },
  ],
})
