import type { CollectionBeforeOperationHook, CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'

import { assertBudgetLeft, boundedList } from '@/lib/read-bounds'

const check = () => {
  assertBudgetLeft()
}

/**
 * A list read by a signed-in staff member (the admin's lists, Payload's REST API) returns at most
 * MAX_LIST_LIMIT documents, unless it says it is a streamed export (`context.streamedExport`,
 * src/endpoints/staff-export) that reads in batches of its own. The site's own reads (no user) are
 * bounded where they are written (src/data).
 */
const boundStaffLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  assertBudgetLeft()
  if (operation !== 'read' || req.user?.collection !== 'users' || req.context?.streamedExport || !('limit' in args || 'pagination' in args)) return args
  return boundedList(args as typeof args & { limit?: number; pagination?: boolean })
}

function boundedCollection(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [boundStaffLists, ...(hooks.beforeOperation ?? [])], afterRead: [check, ...(hooks.afterRead ?? [])] },
  }
}

function boundedGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, beforeRead: [check, ...(hooks.beforeRead ?? [])], afterRead: [check, ...(hooks.afterRead ?? [])] } }
}

/**
 * The bounds of every read (src/lib/read-bounds.ts): every operation and every document read
 * (populated ones included) first checks the time budget of the read it runs in, so a read past
 * its budget stops at the next document; staff list reads return at most MAX_LIST_LIMIT documents.
 */
export const readBoundsPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map(boundedCollection),
    globals: (config.globals ?? []).map(boundedGlobal),
  })
