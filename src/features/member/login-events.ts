/** Opens the login dialog from anywhere: any component dispatches, the header's login entry listens. */
export const OPEN_LOGIN_EVENT = 'site:open-login'

export type OpenLoginDetail = { redirect?: string }

export function openLogin(detail: OpenLoginDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail }))
}

/** Only same-site paths are followed after login (no open redirects). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  return value
}
