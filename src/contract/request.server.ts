import 'server-only'

import zhContract from '@/messages/zh/contract.json'

import { ContractError, CODE } from './envelope'

/** Request bodies over this size are refused with HTTP 413. */
export const MAX_BODY_BYTES = 1024 * 1024
/**
 * A refused body is read to its end up to this size, so the connection can
 * carry the client's next request; past it the reading stops and the server
 * closes the connection after the answer (server/index.mjs).
 */
const MAX_DRAINED_BYTES = 8 * MAX_BODY_BYTES

/** Reads what is left of a refused body and drops it, up to MAX_DRAINED_BYTES in all. */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, total: number): Promise<void> {
  for (let read = total; read <= MAX_DRAINED_BYTES;) {
    const { done, value } = await reader.read()
    if (done) return
    read += value.byteLength
  }
  await reader.cancel()
}

async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > MAX_BODY_BYTES) throw new ContractError(zhContract.request.tooLarge, CODE.failure, 413)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > MAX_BODY_BYTES) {
      await dropRest(reader, total)
      throw new ContractError(zhContract.request.tooLarge, CODE.failure, 413)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

function fromEntries(entries: Iterable<[string, FormDataEntryValue | string]>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    if (typeof value !== 'string') continue
    const name = key.endsWith('[]') ? key.slice(0, -2) : key
    const existing = result[name]
    if (existing === undefined) result[name] = key.endsWith('[]') ? [value] : value
    else result[name] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return result
}

/**
 * The parameters of a call: the query string, plus for POST the body as JSON,
 * urlencoded or multipart form. Malformed bodies are a code 0 answer.
 */
export async function readParameters(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url)
  const query = fromEntries(url.searchParams.entries())
  if (request.method === 'GET' || request.method === 'HEAD') return query

  const bytes = await readLimited(request)
  if (bytes.byteLength === 0) return query
  const type = (request.headers.get('content-type') || '').toLowerCase()
  try {
    if (type.includes('multipart/form-data')) {
      const form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData()
      return { ...query, ...fromEntries(form.entries()) }
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (type.includes('application/x-www-form-urlencoded')) return { ...query, ...fromEntries(new URLSearchParams(text).entries()) }
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
    return { ...query, ...(parsed as Record<string, unknown>) }
  } catch {
    throw new ContractError(zhContract.request.malformed)
  }
}

/**
 * The client address, for rate limits: the one server/index.mjs believed
 * (the socket's peer, or what a proxy named in TRUSTED_PROXIES appended to
 * X-Forwarded-For) and passed on in x-client-address, replacing whatever the
 * client sent. Without that server in front every client shares 'unknown'.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-address') || 'unknown'
}

/**
 * A browser's state-changing request from another site is refused: its Origin
 * (or Sec-Fetch-Site) must match the host it was sent to, or ALLOWED_ORIGINS.
 */
export function isCrossOrigin(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return origin === 'null'
  const allowed = (process.env.ALLOWED_ORIGINS || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  if (allowed.includes(origin)) return false
  const host = request.headers.get('x-forwarded-host') || request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}
