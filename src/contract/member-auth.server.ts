import 'server-only'

import { TOKEN_COOKIE } from '@/data/members.server'
import { clearMemberHintCookie, memberHintCookie } from '@/lib/member-hint'
import type { Member } from '@/payload-types'

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      // Malformed percent-encoding: the raw value then fails as a token like any other bad one.
      return value
    }
  }
  return undefined
}

/** The member token: `Authorization: Bearer`, a `token` header, or the `token` cookie. */
export function memberToken(request: Request): string | undefined {
  const authorization = request.headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]
  return bearer || request.headers.get('token') || cookie(request, TOKEN_COOKIE) || undefined
}

/** Set-Cookie value for the member token: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
function tokenCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The name the header shows for a member. */
export const displayName = (member: Pick<Member, 'name' | 'username'>) => member.name || member.username || ''

/** A signed-in session's cookies: the HttpOnly token and the member hint (src/lib/member-hint.ts), with the same lifetime. */
export function sessionCookies(token: string, member: Pick<Member, 'name' | 'username'>, maxAgeSeconds: number, secure: boolean): string[] {
  return [tokenCookie(token, maxAgeSeconds, secure), memberHintCookie(displayName(member), maxAgeSeconds, secure)]
}

/** Ends the session in the browser: both cookies expire. */
export function clearSessionCookies(secure: boolean): string[] {
  return [tokenCookie('', 0, secure), clearMemberHintCookie(secure)]
}

/** Seconds until the member token of this request expires (its JWT exp claim), or null. */
function tokenLifetime(request: Request): number | null {
  const payload = memberToken(request)?.split('.')[1]
  if (!payload) return null
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp
    return typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : null
  } catch {
    return null
  }
}

/** The member hint again, for the rest of the token's life (after a name change, or to repair a lost hint). */
export function refreshedHintCookie(request: Request, member: Pick<Member, 'name' | 'username'>): string[] {
  const lifetime = tokenLifetime(request)
  return lifetime ? [memberHintCookie(displayName(member), lifetime, isHttps(request))] : []
}

export function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:'
}
