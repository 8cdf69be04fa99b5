import type { CollectionConfig, JobsConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { staffRole } from '@/access/is-staff'

import { notifyNewLead } from './notify-new-lead'
import { pruneOldRecordsTask } from './prune-old-records'
import { holdsRunnerLease } from './runner-lease'
import { submitToBaidu } from './submit-to-baidu'

const isAdminRequest = ({ req }: { req: Parameters<typeof staffRole>[0] }) => staffRole(req) === 'admin'

/** The jobs list in the admin: what was sent, what failed and why, for admins only. */
function jobsCollection({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: '后台任务', plural: '后台任务' },
    admin: {
      ...defaultJobsCollection.admin,
      group: '系统',
      hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
      defaultColumns: ['workflowSlug', 'taskSlug', 'input', 'hasError', 'totalTried', 'completedAt', 'waitUntil', 'createdAt'],
      description: '新线索通知、定时发布和百度推送等后台任务；失败的任务会按间隔自动重试，“hasError”为真表示已放弃，请查看错误信息',
    },
    access: { ...defaultJobsCollection.access, read: isAdmin },
  }
}

/**
 * Work done after the request that caused it: new-lead notifications,
 * scheduled publishing (Payload's own schedulePublish task) and Baidu link
 * submission; and once a day the prune of old records (its `schedule`). Due
 * jobs run every second on one instance (the holder of the runner lease when
 * there are several); scheduled ones are queued once a minute.
 * JOBS_AUTORUN=off turns both off, as the tests and the seed do: they run
 * jobs themselves.
 */
export const jobs: JobsConfig = {
  tasks: [submitToBaidu, pruneOldRecordsTask],
  workflows: [notifyNewLead],
  autoRun: () =>
    process.env.JOBS_AUTORUN === 'off'
      ? []
      : [
          { cron: '* * * * * *', limit: 20, queue: 'default', silent: true, disableScheduling: true },
          // Scheduled tasks have a queue of their own, checked once a minute: Payload reads its schedule stats and
          // counts the queue on each tick, and two crons on one queue could run the same job twice.
          { cron: '0 * * * * *', limit: 5, queue: 'daily', silent: true },
        ],
  shouldAutoRun: async () => process.env.JOBS_AUTORUN !== 'off' && (await holdsRunnerLease()),
  access: { run: isAdminRequest, cancel: isAdminRequest, queue: ({ req }) => staffRole(req) !== null },
  jobsCollectionOverrides: jobsCollection,
}
