/**
 * The member hint: a readable cookie that holds only the signed-in member's
 * display name, set and cleared by the server together with the HttpOnly token
 * cookie. Cached public pages are the same for everyone; an inline script reads
 * the hint before the first paint and shows the member's entry in the header
 * (docs/decisions/0010). It is a display hint, never a credential: every
 * member call is decided by the token.
 */
export const MEMBER_HINT_COOKIE = 'member_hint'

/** Display names are cut to this many characters in the hint. */
const MAX_NAME_LENGTH = 32

/** Set-Cookie value of the hint: readable by scripts (not HttpOnly), SameSite=Lax, Secure behind HTTPS. */
export function memberHintCookie(name: string, maxAgeSeconds: number, secure: boolean): string {
  const value = encodeURIComponent([...name].slice(0, MAX_NAME_LENGTH).join(''))
  const parts = [`${MEMBER_HINT_COOKIE}=${value}`, 'Path=/', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function clearMemberHintCookie(secure: boolean): string {
  return memberHintCookie('', 0, secure)
}

/** The display name in a Cookie header or document.cookie; null when there is none. */
export function readMemberHint(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== MEMBER_HINT_COOKIE) continue
    try {
      const name = decodeURIComponent(rest.join('='))
      return name || null
    } catch {
      return null
    }
  }
  return null
}

/** The element whose text is the member's name in the header entry. */
export const MEMBER_NAME_ID = 'site-member-name'

/**
 * Runs in <head> before the first paint: marks <html data-member> so the CSS
 * shows the member's entry instead of 登录 / 注册.
 */
export const MEMBER_STATE_SCRIPT = `(function(){if(/(?:^|; )${MEMBER_HINT_COOKIE}=[^;]/.test(document.cookie))document.documentElement.setAttribute('data-member','')})()`

/** A name written in Chinese characters: it is marked as Chinese on the English site (WCAG 3.1.2). */
export const HAN_NAME = /[\u3400-\u9fff]/

/** Runs right after the header's member entry, before the first paint: writes the member's name into it. */
export const MEMBER_NAME_SCRIPT = `(function(){var m=document.cookie.match(/(?:^|; )${MEMBER_HINT_COOKIE}=([^;]+)/);var e=document.getElementById('${MEMBER_NAME_ID}');if(!m||!e)return;try{e.textContent=decodeURIComponent(m[1]);if(/${HAN_NAME.source}/.test(e.textContent))e.lang='zh'}catch(x){}})()`
