import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/admin-or-self'
import { isAdmin, isAdminField } from '@/access/is-admin'
import { canUseAdmin, isStaff } from '@/access/is-staff'
import { servedOverHttps } from '@/lib/site-url.mjs'

import { firstUserIsAdmin } from './first-user-is-admin'
import { STAFF_RESET_HOURS, staffResetMail } from './staff-reset-mail'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '员工账号', plural: '员工账号' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: '系统',
    // Editors read the staff list (to assign a lead) but never open the staff screens.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Also Secure on any request that came over HTTPS, whatever SITE_URL says: src/app/(payload)/cms-api/staff-guard.ts.
    cookies: { sameSite: 'Lax', secure: servedOverHttps() },
    // The admin's 忘记密码 mail, in the company's layout.
    forgotPassword: {
      expiration: STAFF_RESET_HOURS * 60 * 60 * 1000,
      generateEmailHTML: async (args) => (await staffResetMail(args)).html,
      generateEmailSubject: async (args) => (await staffResetMail(args)).subject,
    },
  },
  access: {
    admin: canUseAdmin,
    // Every staff member may see who the others are, to assign a lead to one of them.
    read: isStaff,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text', label: '姓名' },
    {
      name: 'role',
      type: 'select',
      label: '角色',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: '管理员', value: 'admin' },
        { label: '编辑', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
      admin: { description: '编辑可维护内容与线索；只有管理员能管理员工、会员和站点设置' },
    },
  ],
}
