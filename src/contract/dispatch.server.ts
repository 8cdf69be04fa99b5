import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { authenticateMember } from '@/data/members.server'
import { payloadClient } from '@/data/payload-client.server'
import { hit, refund } from '@/data/rate-limits.server'
import { callerHolds } from '@/lib/etag-match.mjs'
import { readMemberHint } from '@/lib/member-hint'
import type { ContentLocale } from '@/lib/localized-sql'
import type { LimitName } from '@/lib/rate-limit'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'
import { firstMessage } from '@/validation/rules'

import { calls } from './calls'
import { callPath, type CallDefinition } from './define-call'
import { CODE, ContractError, envelope, tokenInvalid, tooManyRequests, type Envelope } from './envelope'
import { contractLocale, localizeMessage } from './language'
import { clearSessionCookies, isHttps, memberToken } from './member-auth.server'
import { clientIp, isCrossOrigin, readParameters } from './request.server'
import { logger } from '@/lib/logger.mjs'
import { isTimeBudgetSpent, withinTimeBudget } from '@/lib/read-bounds'

const byPath = new Map(calls.map((call) => [callPath(call), call]))

/** Every answer that depends on the caller or changes state. */
const PRIVATE = 'private, no-store'
/**
 * Public reads: a browser revalidates every time (the ETag makes that a 304),
 * a shared proxy may reuse the answer for 2 s and refresh it in the background;
 * a publish expires the data behind it at once (docs/decisions/0010).
 */
const PUBLIC = 'public, max-age=0, s-maxage=2, stale-while-revalidate=30'

/** The envelope in the caller's language: its message in English for lang=en. */
const inLanguage = <T>(body: Envelope<T>, locale: ContentLocale): Envelope<T> => ({ ...body, msg: localizeMessage(body.msg, locale) })

function send(body: Envelope<unknown>, status: number, init: HeadersInit = {}): Response {
  const headers = new Headers(init)
  headers.set('content-type', 'application/json; charset=utf-8')
  if (!headers.has('cache-control')) headers.set('cache-control', PRIVATE)
  return new Response(JSON.stringify(body), { status, headers })
}

const json = (body: Envelope<unknown>, locale: ContentLocale, status = 200, init: HeadersInit = {}) => send(inLanguage(body, locale), status, init)

/**
 * A public read's answer, with an ETag of what it says (the envelope's time left out) and a 304 when the caller has it.
 * Its language is part of its URL (lang in the query) or of its POST body, which the site's server keys on (decision 0016).
 */
function publicAnswer(request: Request, original: Envelope<unknown>, locale: ContentLocale): Response {
  const body = inLanguage(original, locale)
  const etag = `W/"${createHash('sha1')
    .update(JSON.stringify([body.code, body.msg, body.data]))
    .digest('base64url')}"`
  const headers = new Headers({ 'cache-control': PUBLIC, etag, vary: 'Accept-Encoding' })
  if (callerHolds(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return send(body, 200, headers)
}

/**
 * Spends a point of each of the call's limits for a request that passed
 * validation, and gives them back when the handler refuses it (a taken
 * username, a wrong captcha, a full activity) or fails: only accepted
 * requests count.
 */
async function withLimits<T>(payload: Payload, limits: LimitName[], ip: string, handle: () => Promise<T>): Promise<T> {
  const spent: LimitName[] = []
  try {
    for (const limit of limits) {
      const wait = await hit(payload, limit, ip)
      if (wait) throw tooManyRequests(wait)
      spent.push(limit)
    }
    return await handle()
  } catch (error) {
    await Promise.all(spent.map((limit) => refund(payload, limit, ip)))
    throw error
  }
}

export function findCall(scope: string, name: string): CallDefinition | undefined {
  return byPath.get(`/api/${scope}/${name}`)
}

/**
 * How long a read of the contract may take (the browser gives up after 10 s, spec section 7): it is then
 * answered 503, which the browser retries once, and its work stops (src/lib/read-bounds.ts). Writes run to
 * their end: stopping one half-way would lose what the visitor sent.
 */
export const CONTRACT_READ_BUDGET_MS = 8000

const isRead = (call: CallDefinition) => (call.method === 'GET' || call.cache === 'public') && !call.writes

/** Runs one call of the contract: method, origin, body, member, validation, handler, envelope. */
export async function dispatch(request: Request, scope: string, name: string): Promise<Response> {
  const call = findCall(scope, name)
  if (!call || !isRead(call)) return answer(request, scope, name)
  // Payload is started outside the budget: its timers must not inherit this request's.
  await payloadClient()
  return withinTimeBudget(
    CONTRACT_READ_BUDGET_MS,
    () => answer(request, scope, name),
    () => {
      logger.warn({ call: callPath(call), budgetMs: CONTRACT_READ_BUDGET_MS }, 'contract read stopped at its time budget')
      return json(envelope(CODE.failure, zhContract.request.tooSlow, null), contractLocale(new URL(request.url).searchParams.get('lang')), 503, { 'retry-after': '2' })
    },
  )
}

async function answer(request: Request, scope: string, name: string): Promise<Response> {
  // The query's lang until the body is read (a body's lang, if any, wins).
  let locale = contractLocale(new URL(request.url).searchParams.get('lang'))
  const call = findCall(scope, name)
  if (!call) return json(envelope(CODE.failure, zhContract.request.notFound, null), locale, 404)
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const allowed = call.cache === 'public' ? [call.method, 'GET'] : [call.method]
  if (!allowed.includes(method))
    return json(envelope(CODE.failure, fill(zhContract.request.wrongMethod, { method: call.method }), null), locale, 405, { allow: [...new Set(allowed)].join(', ') })

  const headers = new Headers()
  try {
    if (isCrossOrigin(request)) throw new ContractError(zhContract.request.crossSite, CODE.failure, 403)
    const parameters = await readParameters(request)
    if (parameters.lang !== undefined) locale = contractLocale(parameters.lang)
    const payload = await payloadClient()
    const ip = clientIp(request)
    const token = memberToken(request)
    const member = call.auth === 'none' ? null : await authenticateMember(payload, token)
    if (call.auth === 'member' && !member) {
      // A stale token or a lone member hint: the browser forgets both.
      if (token || readMemberHint(request.headers.get('cookie') ?? '')) for (const cookie of clearSessionCookies(isHttps(request))) headers.append('set-cookie', cookie)
      throw tokenInvalid(token ? zhContract.session.expired : zhContract.session.loginRequired)
    }
    const parsed = call.input.safeParse(parameters)
    if (!parsed.success) throw new ContractError(firstMessage(parsed.error))
    const result = await withLimits(payload, call.limits ?? [], ip, () => call.handle({ input: parsed.data, payload, member, request, ip, locale }))
    const target = result.response?.headers ?? headers
    for (const cookie of result.cookies ?? []) target.append('set-cookie', cookie)
    if (result.response) return result.response
    const answer = envelope(CODE.success, result.msg ?? zhContract.request.success, result.data ?? null)
    if (call.cache === 'public' && !result.cookies?.length) return publicAnswer(request, answer, locale)
    return json(answer, locale, 200, headers)
  } catch (error) {
    if (error instanceof ContractError) {
      const retryAfter = (error.data as { retry_after?: number } | null)?.retry_after
      if (retryAfter) headers.set('retry-after', String(retryAfter))
      return json(envelope(error.code, error.message, error.data), locale, error.status, headers)
    }
    // The caller was answered 503 when the budget ran out; this is its work stopping.
    if (isTimeBudgetSpent(error)) return json(envelope(CODE.failure, zhContract.request.tooSlow, null), locale, 503)
    logger.error({ err: error, call: callPath(call), method: request.method }, 'contract call failed')
    return json(envelope(CODE.systemError, zhContract.request.systemError, null), locale, 200, headers)
  }
}

/** The answer to PUT, PATCH and DELETE (the route handler passes its request). */
export function methodNotAllowed(request?: Request): Response {
  const locale = request ? contractLocale(new URL(request.url).searchParams.get('lang')) : 'zh'
  return json(envelope(CODE.failure, zhContract.request.methodNotSupported, null), locale, 405, { allow: 'GET, POST' })
}
