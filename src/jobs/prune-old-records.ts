import type { TaskConfig } from 'payload'

import { pruneOldRecords } from '@/data/retention'

/**
 * Once a day, deletes what is past its retention (the 数据保留 settings, src/data/retention.ts): at 19:30 in
 * the server's zone, 03:30 in China on a server on UTC, as the image runs. Scheduled on Payload's queue
 * `daily` (src/jobs/index.ts): queued by any instance, run by the one that holds the runner lease.
 */
export const pruneOldRecordsTask: TaskConfig<{ input: Record<string, never>; output: { deleted: string } }> = {
  slug: 'pruneOldRecords',
  label: '清理过期记录',
  outputSchema: [{ name: 'deleted', type: 'text', required: true }],
  schedule: [{ cron: '0 30 19 * * *', queue: 'daily' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 600_000 } },
  handler: async ({ req }) => {
    const pruned = await pruneOldRecords(req.payload)
    req.payload.logger.info({ msg: 'retention: old records pruned', ...pruned })
    return { output: { deleted: JSON.stringify(pruned) } }
  },
}
