import { dispatch } from '@/contract/dispatch.server'
import type { Envelope } from '@/contract/envelope'

const origin = 'http://localhost:3000'

function randomIp(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
}

type CallOptions = { method?: 'GET' | 'POST' | 'PUT'; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> }

/** Calls a route of the public contract through its real route handler with a real Request. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T>; response: Response }> {
  const url = new URL(path, origin)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  // Each call comes from its own client address (as server/index.mjs passes it on) unless the test names one, so rate limits only bite where a test means them to.
  const headers: Record<string, string> = { host: 'localhost:3000', 'x-client-address': randomIp(), ...options.headers }
  let body: BodyInit | undefined
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || options.body instanceof URLSearchParams || options.body instanceof FormData) body = options.body
    else {
      body = JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
  }
  const [, , scope, name] = url.pathname.split('/')
  const response = await dispatch(new Request(url, { method, headers, body }), scope, name)
  return { status: response.status, body: (await response.json()) as Envelope<T>, response }
}
