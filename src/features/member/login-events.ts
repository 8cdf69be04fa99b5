/** Opens the login dialog from anywhere: any component dispatches, the header's login entry listens. */
export const OPEN_LOGIN_EVENT = 'site:open-login'

export type OpenLoginDetail = { redirect?: string }

export function openLogin(detail: OpenLoginDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail }))
}

/**
 * Only paths of this site are followed after login (no open redirects). The
 * value is resolved as the browser would (tabs and newlines dropped,
 * backslashes read as slashes) and must keep the site's origin; what is
 * followed is the resolved path, never the raw text.
 */
export function safeRedirect(value: string | null | undefined, origin = typeof window === 'undefined' ? '' : window.location.origin): string | undefined {
  if (!value || !origin || !value.startsWith('/')) return undefined
  try {
    const url = new URL(value, origin)
    if (url.origin !== origin) return undefined
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return undefined
  }
}
