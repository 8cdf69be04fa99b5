// One logger for the site's server (server/index.mjs), Payload and the app's own
// code: pino, one JSON object per line, each line of a request carrying its
// request id (docs/deployment.md, "Logs").
//   LOG_FORMAT  json | pretty; unset: pretty at a terminal, JSON anywhere else
//               (containers, process managers, files)
//   LOG_LEVEL   pino's levels (info unless set; silent: none)
// Plain JavaScript: server/index.mjs loads it as Node does, the app's bundle
// loads its own copy, and both share the logger and the request context
// through globalThis.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'

import { pino } from 'pino'

const CONTEXT_KEY = Symbol.for('power-site.request-context')
const LOGGER_KEY = Symbol.for('power-site.logger')

/** @typedef {{ requestId: string }} RequestContext */

/** @type {Record<symbol, unknown>} */
const shared = /** @type {never} */ (globalThis)

/** The request being served, for every async step it takes (set by server/index.mjs). */
export const requestContext = /** @type {AsyncLocalStorage<RequestContext>} */ (shared[CONTEXT_KEY] ??= new AsyncLocalStorage())

/** Whether lines are JSON (otherwise pino-pretty's coloured lines for a person at a terminal, where it is installed). */
export function logsAsJson() {
  const format = process.env.LOG_FORMAT?.trim().toLowerCase()
  if (format === 'json') return true
  if (format === 'pretty') return false
  return !process.stdout.isTTY
}

function createLogger() {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    name: 'site',
    level: process.env.LOG_LEVEL?.trim() || 'info',
    mixin() {
      const context = requestContext.getStore()
      return context ? { reqId: context.requestId } : {}
    },
  }
  const pretty = logsAsJson() ? null : prettyLines()
  return pretty ? pino(options, pretty) : pino({ ...options, timestamp: pino.stdTimeFunctions.isoTime })
}

/** pino-pretty's stream, when it is installed (a development install; production writes JSON). */
function prettyLines() {
  try {
    const pinoPretty = createRequire(import.meta.url)('pino-pretty')
    return pinoPretty({ colorize: true, ignore: 'pid,hostname,name', translateTime: 'SYS:HH:MM:ss' })
  } catch {
    return null
  }
}

/** @type {import('pino').Logger} */
export const logger = /** @type {import('pino').Logger} */ (shared[LOGGER_KEY] ??= createLogger())
