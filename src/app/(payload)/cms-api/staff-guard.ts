import 'server-only'

import { isHttps } from '@/contract/member-auth.server'
import { clientIp } from '@/contract/request.server'
import { recordStaffSignIn } from '@/data/audit-log.server'
import { payloadClient } from '@/data/payload-client.server'
import { hit, waitFor } from '@/data/rate-limits.server'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

const STAFF_LOGIN = '/cms-api/users/login'
const STAFF_FORGOT_PASSWORD = '/cms-api/users/forgot-password'

/** Every cookie of an answer sent over HTTPS (directly or through a trusted proxy) gets Secure. */
function secureCookies(request: Request, response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (!isHttps(request) || cookies.every((cookie) => /;\s*secure\s*(;|$)/i.test(cookie))) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies) headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** The e-mail a sign-in was tried with: the admin sends JSON, or a form whose _payload field holds JSON. */
async function attemptedEmail(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) return String(((await request.json()) as { email?: unknown }).email ?? '')
    const form = await request.formData()
    const inner = form.get('_payload')
    return String(typeof inner === 'string' ? ((JSON.parse(inner) as { email?: unknown }).email ?? '') : (form.get('email') ?? ''))
  } catch {
    return ''
  }
}

async function signInOutcome(attempt: Request, response: Response, clientAddress: string) {
  const email = await attemptedEmail(attempt)
  if (response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { user?: { id?: number | string } }
    return { ok: true, email, userId: body.user?.id ?? null, clientAddress }
  }
  const reason = response.status === 423 ? '账号已锁定' : response.status === 401 ? '邮箱或密码错误' : `HTTP ${response.status}`
  return { ok: false, email, clientAddress, reason }
}

const tooOften = (wait: number) => Response.json({ errors: [{ message: `操作过于频繁，请 ${wait} 秒后再试` }] }, { status: 429, headers: { 'retry-after': String(wait) } })

/**
 * The admin's 忘记密码 sends a mail: counted as the members' reset mails are,
 * per client address and per address asked for, whether or not a staff
 * account holds it (the answer never says), so nobody floods a mailbox.
 */
async function limitStaffResetMail(request: Request, context: RouteContext, handler: RouteHandler): Promise<Response> {
  const payload = await payloadClient()
  const email = (await attemptedEmail(request.clone())).trim().toLowerCase()
  const wait = (await hit(payload, 'mailPerIp', clientIp(request))) || (email ? await hit(payload, 'mailPerAddress', `staff:${email}`) : 0)
  if (wait) return tooOften(wait)
  return secureCookies(request, await handler(request, context))
}

/**
 * Payload's REST routes with what Payload leaves to the site: staff logins
 * refused for their credentials count per client address (429 past the limit,
 * beside Payload's per-account lockout), password-reset mails are limited,
 * every sign-in is recorded in the audit trail with the client address, and
 * staff cookies are Secure over HTTPS.
 */
export function guardStaffRoutes(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const pathname = new URL(request.url).pathname
    if (request.method === 'POST' && pathname === STAFF_FORGOT_PASSWORD) return limitStaffResetMail(request, context, handler)
    if (request.method !== 'POST' || pathname !== STAFF_LOGIN) return secureCookies(request, await handler(request, context))
    const payload = await payloadClient()
    const ip = clientIp(request)
    const attempt = request.clone()
    const wait = await waitFor(payload, 'staffLoginFailuresPerIp', ip)
    if (wait) {
      await recordStaffSignIn({ ok: false, email: await attemptedEmail(attempt), clientAddress: ip, reason: '尝试过于频繁，已拒绝' })
      return tooOften(wait)
    }
    const response = await handler(request, context)
    if (response.status === 401 || response.status === 423) await hit(payload, 'staffLoginFailuresPerIp', ip)
    await recordStaffSignIn(await signInOutcome(attempt, response, ip))
    return secureCookies(request, response)
  }
}
