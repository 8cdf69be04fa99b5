import 'server-only'

import { TOKEN_COOKIE } from '@/data/members.server'

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
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
export function tokenCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function clearTokenCookie(secure: boolean): string {
  return tokenCookie('', 0, secure)
}

export function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:'
}
