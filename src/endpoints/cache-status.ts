import type { Endpoint } from 'payload'

import { pageCacheStatus } from '@/lib/content-cache'

/**
 * GET /cms-api/cache-status, for staff: how full the in-memory page and data
 * cache is (entries, size, limit), so an operator can see that it stays
 * within its bound whatever visitors send.
 */
export const cacheStatusEndpoint: Endpoint = {
  path: '/cache-status',
  method: 'get',
  handler: async (req) => {
    if (req.user?.collection !== 'users') return Response.json({ message: '仅限后台员工查看' }, { status: 403 })
    return Response.json(pageCacheStatus(), { headers: { 'cache-control': 'private, no-store' } })
  },
}
