import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The bounds of a read (docs/security.md, "What one request may cost"): how
 * many documents a list read by staff returns, and how long a read may run.
 * A read past its time budget is answered when the budget is spent, and the
 * work it started stops at its next Payload operation or document read
 * (`assertBudgetLeft`, called by the hooks of
 * src/collections/read-bounds-hooks.ts), so it ends instead of holding the process.
 */
/** The most documents one list read by staff returns (the admin's list pages offer at most 100); streamed exports read in batches of their own. */
export const MAX_LIST_LIMIT = 100

/** A list read's `limit` and `pagination` within MAX_LIST_LIMIT (Payload reads 0, a negative limit or no pagination as "all"). */
export function boundedList<T extends { limit?: number; pagination?: boolean }>(args: T): T {
  const limit = args.limit
  if (args.pagination !== false && typeof limit === 'number' && limit > 0 && limit <= MAX_LIST_LIMIT) return args
  if (args.pagination !== false && limit === undefined) return args
  return { ...args, limit: MAX_LIST_LIMIT, pagination: true }
}

type Budget = { deadline: number }

// One store for the whole process: the route modules and Payload's config may be bundled into different chunks.
const STORE = Symbol.for('site.time-budget')
const globals = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<Budget> }
const budgets = (globals[STORE] ??= new AsyncLocalStorage<Budget>())

/** Thrown into work whose budget is spent; Payload answers it with its status if it gets that far. */
export class TimeBudgetSpent extends Error {
  readonly status = 503
  constructor() {
    super('time budget spent')
    this.name = 'TimeBudgetSpent'
  }
}

/** Whether an error is a spent budget, by name: the bundled server may hold two copies of the class. */
export const isTimeBudgetSpent = (error: unknown) => (error as { name?: unknown } | null)?.name === 'TimeBudgetSpent'

/**
 * `work()`'s result, or `onSpent()`'s once `ms` have passed. The work goes on
 * only until it next asks `assertBudgetLeft()`; its late failure is expected and ignored.
 */
export async function withinTimeBudget<T>(ms: number, work: () => Promise<T>, onSpent: () => T): Promise<T> {
  let spentAnswer: { value: T } | undefined
  const spend = () => (spentAnswer ??= { value: onSpent() }).value
  let timer: NodeJS.Timeout | undefined
  const spent = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(spend()), ms)
  })
  const running = budgets.run({ deadline: performance.now() + ms }, work)
  // The work may notice first that the budget is spent (its timer not yet run): the same answer.
  const stopped = running.catch((error: unknown) => {
    if (isTimeBudgetSpent(error)) return spend()
    throw error
  })
  stopped.catch(() => undefined)
  try {
    return await Promise.race([stopped, spent])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs `work` outside any time budget: what a read started and goes on after
 * its answer has begun (a streamed export's batches) is not stopped by it.
 */
export function outsideTimeBudget<T>(work: () => T): T {
  return budgets.exit(work)
}

/** Throws TimeBudgetSpent when the budget of the read this runs in is spent (outside any budget: never). */
export function assertBudgetLeft(): void {
  const budget = budgets.getStore()
  if (budget && performance.now() > budget.deadline) throw new TimeBudgetSpent()
}
