import { z } from 'zod'

import { activityList } from '@/data/activities.server'

import { defineCall } from '../define-call'
import { pageParam, sizeParam } from '../inputs'

export const active = defineCall({
  scope: 'index',
  name: 'active',
  method: 'POST',
  tag: '活动',
  summary: '活动列表，最新在前：page 默认 1，size 默认 6；status 为 open（报名中）、full（已满）或 ended（已结束）',
  auth: 'none',
  cache: 'public',
  input: z.object({ page: pageParam(), size: sizeParam(6) }),
  handle: async ({ input, locale }) => ({ data: await activityList({ page: input.page, size: input.size, locale }) }),
})
