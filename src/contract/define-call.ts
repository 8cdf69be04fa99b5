import type { Payload } from 'payload'
import type { z } from 'zod'

import type { ContentLocale } from '@/lib/localized-sql'
import type { LimitName } from '@/lib/rate-limit'
import type { Member } from '@/payload-types'

export type CallScope = 'index' | 'member'

export type CallContext<Input> = {
  input: Input
  payload: Payload
  /** The signed-in member; always set for auth 'member', maybe for 'optional'. */
  member: Member | null
  request: Request
  ip: string
  /** The caller's language (lang=en → 'en'): content reads and mails use it; messages stay Chinese, the dispatcher translates them. */
  locale: ContentLocale
}

/** What a handler answers: data, and optionally its own message and cookies; `response` replaces the envelope (file downloads). */
export type CallResult<Output> = { data: Output; msg?: string; cookies?: string[]; response?: Response }

export type CallDefinition<Schema extends z.ZodType = z.ZodType, Output = unknown> = {
  scope: CallScope
  name: string
  method: 'GET' | 'POST'
  summary: string
  description?: string
  tag: string
  /** none: anyone; optional: a member when signed in; member: code 10004 without one. */
  auth: 'none' | 'optional' | 'member'
  input: Schema
  /**
   * 'public': an anonymous read whose answer is the same for every caller, so
   * browsers and proxies may reuse it (Cache-Control and ETag, 304 on a match);
   * a POST read then also answers GET with its parameters in the query.
   * Every other call is sent `private, no-store`.
   */
  cache?: 'public'
  /** A GET that stores something (the captcha keeps its answer): it runs to its end, outside the read budget of src/contract/dispatch.server.ts. */
  writes?: true
  /**
   * Per-client-address limits that accepted requests spend: a point is taken
   * after validation (429 when none is left) and given back when the handler
   * refuses the request. Limits on failures are spent by the handler itself.
   */
  limits?: LimitName[]
  /** Documents the request when the handler validates it itself (it needs the member first). */
  documentedInput?: z.ZodType
  /** Documents `data` in the OpenAPI document. */
  output?: z.ZodType
  handle: (context: CallContext<z.output<Schema>>) => Promise<CallResult<Output>>
}

export function defineCall<Schema extends z.ZodType, Output>(definition: CallDefinition<Schema, Output>): CallDefinition<Schema, Output> {
  // Browsers, nginx and the site's server keep a public answer for every caller: it must not read the member.
  if (definition.cache === 'public' && definition.auth !== 'none') throw new Error(`${callPath(definition)}: a public read cannot depend on the member (auth must be 'none')`)
  return definition
}

export const callPath = (call: Pick<CallDefinition, 'scope' | 'name'>) => `/api/${call.scope}/${call.name}`
