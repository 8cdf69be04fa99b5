import type { CollectionConfig } from 'payload'

import { adminOrOwnMember } from '@/access/admin-or-own-member'
import { isAdmin } from '@/access/is-admin'
import { staffExportEndpoint } from '@/endpoints/staff-export'
import { countryField } from '@/fields/country'
import { choiceNameField, regionNameField } from '@/fields/lead-display'
import { regionAddressField } from '@/fields/region-address'

import { queueLeadNotification } from '../lead-notification-hooks'

import { closedMemberAuthEndpoints } from './closed-auth-endpoints'
import { refuseDisabledMember } from './refuse-disabled'

export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: '会员', plural: '会员' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'company', 'phone', 'status', 'lastLoginAt'],
    group: '会员与线索',
    components: { beforeListTable: ['@/features/staff-export/export-button#ExportButton'] },
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: true, requireUsername: true },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: () => false,
    read: adminOrOwnMember,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeLogin: [refuseDisabledMember], afterChange: [queueLeadNotification(() => 'member')] },
  endpoints: [...closedMemberAuthEndpoints, staffExportEndpoint('members', { adminsOnly: true })],
  fields: [
    {
      name: 'email',
      type: 'email',
      label: '邮箱',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
    },
    { name: 'name', type: 'text', label: '姓名', required: true },
    { name: 'company', type: 'text', label: '公司/学校' },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: '手机号', index: true },
        { name: 'tel', type: 'text', label: '座机' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'wechat', type: 'text', label: '微信号' },
        { name: 'qq', type: 'text', label: 'QQ' },
      ],
    },
    {
      type: 'row',
      fields: [countryField(), regionNameField(), choiceNameField('applyName', '应用行业', 'apply', 'application_type')],
    },
    // The codes and the option key as the forms send them: the fields above show them by name.
    regionAddressField({ admin: { hidden: true } }),
    { name: 'apply', type: 'text', label: '应用行业（键）', admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      label: '状态',
      required: true,
      defaultValue: 'active',
      options: [
        { label: '正常', value: 'active' },
        { label: '已停用', value: 'disabled' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'lastLoginAt',
      type: 'date',
      label: '最后登录',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
