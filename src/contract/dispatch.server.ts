import 'server-only'

import { firstMessage } from '@/validation/rules'
import { authenticateMember } from '@/data/members.server'
import { payloadClient } from '@/data/payload-client.server'
import { hit } from '@/lib/rate-limit'

import { calls } from './calls'
import { callPath, type CallDefinition } from './define-call'
import { CODE, ContractError, envelope, tokenInvalid, tooManyRequests } from './envelope'
import { clearTokenCookie, isHttps, memberToken } from './member-auth.server'
import { clientIp, isCrossOrigin, readParameters } from './request.server'

const byPath = new Map(calls.map((call) => [callPath(call), call]))

function json(body: unknown, status = 200, init: HeadersInit = {}): Response {
  const headers = new Headers(init)
  headers.set('content-type', 'application/json; charset=utf-8')
  headers.set('cache-control', 'no-store')
  return new Response(JSON.stringify(body), { status, headers })
}

export function findCall(scope: string, name: string): CallDefinition | undefined {
  return byPath.get(`/api/${scope}/${name}`)
}

/** Runs one call of the contract: method, origin, body, member, validation, handler, envelope. */
export async function dispatch(request: Request, scope: string, name: string): Promise<Response> {
  const call = findCall(scope, name)
  if (!call) return json(envelope(CODE.failure, '接口不存在', null), 404)
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== call.method) return json(envelope(CODE.failure, `请使用 ${call.method} 请求`, null), 405, { allow: call.method })

  const headers = new Headers()
  try {
    if (isCrossOrigin(request)) throw new ContractError('拒绝跨站请求', CODE.failure, 403)
    const parameters = await readParameters(request)
    const payload = await payloadClient()
    const ip = clientIp(request)
    for (const limit of call.limits ?? []) {
      const wait = await hit(payload, limit, ip)
      if (wait) throw tooManyRequests(wait)
    }
    const token = memberToken(request)
    const member = call.auth === 'none' ? null : await authenticateMember(payload, token)
    if (call.auth === 'member' && !member) {
      if (token) headers.append('set-cookie', clearTokenCookie(isHttps(request)))
      throw tokenInvalid(token ? '登录已过期，请重新登录' : '请先登录')
    }
    const parsed = call.input.safeParse(parameters)
    if (!parsed.success) throw new ContractError(firstMessage(parsed.error))
    const result = await call.handle({ input: parsed.data, payload, member, request, ip })
    const target = result.response?.headers ?? headers
    for (const cookie of result.cookies ?? []) target.append('set-cookie', cookie)
    if (result.response) return result.response
    return json(envelope(CODE.success, result.msg ?? '成功', result.data ?? null), 200, headers)
  } catch (error) {
    if (error instanceof ContractError) {
      const retryAfter = (error.data as { retry_after?: number } | null)?.retry_after
      if (retryAfter) headers.set('retry-after', String(retryAfter))
      return json(envelope(error.code, error.message, error.data), error.status, headers)
    }
    console.error(`[contract] ${request.method} ${callPath(call)} failed`, error)
    return json(envelope(CODE.systemError, '系统错误', null), 200, headers)
  }
}

export function methodNotAllowed(): Response {
  return json(envelope(CODE.failure, '不支持的请求方法', null), 405, { allow: 'GET, POST' })
}
