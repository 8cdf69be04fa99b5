import type { CollectionConfig, Config, GlobalConfig, Plugin } from 'payload'

import { assertBudgetLeft } from '@/lib/time-budget'

const check = () => {
  assertBudgetLeft()
}

function budgetedCollection(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [check, ...(hooks.beforeOperation ?? [])], afterRead: [check, ...(hooks.afterRead ?? [])] },
  }
}

function budgetedGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, beforeRead: [check, ...(hooks.beforeRead ?? [])], afterRead: [check, ...(hooks.afterRead ?? [])] } }
}

/**
 * Every operation and every document read (populated ones included) first
 * checks the time budget of the read it runs in (src/lib/time-budget.ts):
 * a read past its budget stops at the next document instead of running on.
 */
export const timeBudgetPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map(budgetedCollection),
    globals: (config.globals ?? []).map(budgetedGlobal),
  })
