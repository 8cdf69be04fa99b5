import type { AfterErrorHook } from 'payload'

import { isTimeBudgetSpent } from './read-bounds'

/** SQLSTATE classes of a refused value rather than a failed server: data exceptions (22), integrity (23), a name not in the schema (42). */
const POSTGRES_INPUT_CLASSES = /^(?:22|23|42)/
const SQLITE_INPUT_CODES = /^SQLITE_(?:CONSTRAINT|MISMATCH|RANGE|TOOBIG)/
/** What libsql throws for a value it cannot bind (an id that is not a number). */
const UNBINDABLE = /Only finite numbers|cannot be bound|Unsupported type of value/i

type DatabaseFailure = { code?: unknown; message?: unknown; cause?: unknown }

/** Whether a failed query failed for a value the request sent (a id past 2^31, a word where a number goes, …). */
export function isRefusedInput(error: unknown): boolean {
  for (let current = error as DatabaseFailure | undefined, depth = 0; current && depth < 4; current = current.cause as DatabaseFailure | undefined, depth += 1) {
    const code = typeof current.code === 'string' ? current.code : ''
    if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_INPUT_CLASSES.test(code)) return true
    if (SQLITE_INPUT_CODES.test(code)) return true
    if (typeof current.message === 'string' && UNBINDABLE.test(current.message)) return true
  }
  return false
}

/**
 * Payload answers any error it did not raise itself with 500. A request that
 * sent a value the database refuses is the caller's mistake: 400, with a
 * message staff can read; a read past its time budget: 503.
 */
export const answerInputErrors: AfterErrorHook = ({ error }) => {
  if (isTimeBudgetSpent(error)) {
    return { status: 503, response: { errors: [{ message: '请求处理时间过长，已停止，请缩小查询范围后重试' }] } }
  }
  if (((error as { status?: number }).status ?? 500) < 500) return
  if (isRefusedInput(error)) return { status: 400, response: { errors: [{ message: '查询参数无效：请检查编号、筛选条件和排序字段' }] } }
}
