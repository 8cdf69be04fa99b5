import type { Field, GlobalConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { RETENTION_DEFAULTS, type RetentionDays } from '@/lib/retention-defaults'

const days = (name: keyof RetentionDays, label: string, description: string): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 1,
  max: 36_500,
  defaultValue: RETENTION_DEFAULTS[name],
  admin: { description, step: 1 },
})

/**
 * How long the tables that grow by themselves keep their rows (docs/deployment.md, "Retention"): the
 * pruneOldRecords job (src/jobs/prune-old-records.ts) deletes older rows once a day. Admins only.
 */
export const Retention: GlobalConfig = {
  slug: 'retention',
  label: '数据保留',
  admin: {
    group: '系统',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
    description: '每天自动清理一次超过保留天数的记录；过期的验证码和访问频率记录不必设置，过期后即被清理。',
  },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    days('failedJobsDays', '失败的后台任务（天）', '已放弃重试的后台任务在“后台任务”中保留的天数'),
    days('auditLogDays', '操作日志（天）', '员工操作记录保留的天数，默认两年'),
    days('searchPushesDays', '百度推送记录（天）', '百度收录推送结果保留的天数'),
    days('searchQueriesDays', '搜索词统计（天）', '“搜索词”按天统计的记录保留的天数'),
  ],
}
