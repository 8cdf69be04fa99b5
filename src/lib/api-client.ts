import { message } from 'antd'
import { FetchError, ofetch, type FetchOptions } from 'ofetch'

import { CODE, type Envelope } from './contract-envelope'
import { contractLang } from './page-language'
import { sessionExpired } from './session-events'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The browser's one HTTP client: the page's language on every call
 * (lang=zh-cn, or lang=en on the English site, so the contract answers in
 * it), 10 s timeout, credentials, one retry of safe methods on
 * 408/409/425/429/5xx (ofetch never retries POST unless told to).
 */
const request = ofetch.create({
  timeout: 10_000,
  credentials: 'include',
  retry: 1,
  retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
})

export type FallbackTexts = { network: string; system: string }

/** What the client says when the contract gave no reason; the forms' provider sets them in the page's language (forms.errors). */
const fallbacks: FallbackTexts = { network: '', system: '' }

export function setFallbackTexts(texts: FallbackTexts): void {
  Object.assign(fallbacks, texts)
}

/** The text a failed envelope shows. */
export function envelopeMessage(body: unknown, fallback = fallbacks.system): string {
  return (body as Partial<Envelope> | undefined)?.msg || fallback
}

/** Whether a failed call's body is a system error (10005), whose toast the client has already shown. */
export function isSystemError(body: unknown): boolean {
  return (body as Partial<Envelope> | undefined)?.code === CODE.systemError
}

/**
 * Calls the contract and resolves with the whole envelope when code is 1.
 * Otherwise rejects with the whole body (an HTTP error with the response
 * body): 10005 shows an error toast, 10004 forgets the member.
 */
export async function api<T>(path: string, options: FetchOptions<'json'> = {}): Promise<Envelope<T>> {
  let body: Envelope<T>
  try {
    body = await request<Envelope<T>>(path, {
      ...options,
      query: { lang: contractLang(), ...options.query },
      retry: SAFE_METHODS.has((options.method ?? 'GET').toUpperCase()) ? 1 : 0,
    })
  } catch (error) {
    const data = error instanceof FetchError ? error.data : undefined
    if (data && typeof data === 'object' && 'code' in data) return settle(data as Envelope<T>)
    throw data ?? { code: 0, msg: fallbacks.network, data: null }
  }
  return settle(body)
}

function settle<T>(body: Envelope<T>): Envelope<T> {
  if (body.code === CODE.success) return body
  if (body.code === CODE.systemError) message.error(envelopeMessage(body))
  // The server has already removed the token cookie; the page forgets the member.
  if (body.code === CODE.tokenInvalid) sessionExpired()
  throw body
}
