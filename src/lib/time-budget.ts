import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A read's time budget (docs/security.md, "Time budgets"): the caller is
 * answered when the budget is spent, and the work it started stops at its
 * next Payload operation or document read (`assertBudgetLeft`, called by the
 * hooks of src/collections/time-budget-hooks.ts), so a read that would run
 * away ends instead of holding the process.
 */
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

/** Throws TimeBudgetSpent when the budget of the read this runs in is spent (outside any budget: never). */
export function assertBudgetLeft(): void {
  const budget = budgets.getStore()
  if (budget && performance.now() > budget.deadline) throw new TimeBudgetSpent()
}
