import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'

/** Who changed what and when, and staff sign-ins: written by the audit hooks, read by admins, changed by nobody. */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  labels: { singular: '操作日志', plural: '操作日志' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'user', 'action', 'clientAddress', 'createdAt'],
    listSearchableFields: ['summary', 'email', 'docTitle'],
    group: '系统',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
    description: '员工对内容、设置和线索的每次修改（修改前后的字段值）以及员工登录记录；只读',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'summary', type: 'text', label: '摘要', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'action',
          type: 'select',
          label: '操作',
          required: true,
          index: true,
          options: [
            { label: '新建', value: 'create' },
            { label: '修改', value: 'update' },
            { label: '删除', value: 'delete' },
            { label: '登录成功', value: 'login' },
            { label: '登录失败', value: 'login-failed' },
          ],
        },
        { name: 'user', type: 'relationship', label: '员工', relationTo: 'users', index: true },
        { name: 'email', type: 'text', label: '登录邮箱' },
        { name: 'clientAddress', type: 'text', label: '客户端地址' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'entity', type: 'text', label: '对象类型', index: true },
        { name: 'docId', type: 'text', label: '对象 ID', index: true },
        { name: 'docTitle', type: 'text', label: '对象名称' },
      ],
    },
    { name: 'changes', type: 'json', label: '修改内容（字段：修改前 → 修改后）' },
  ],
}
