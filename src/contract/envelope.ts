import { CODE, type Envelope } from '@/lib/contract-envelope'
import zhContract from '@/messages/zh/contract.json'
import { fill } from '@/messages/fill'

export { CODE, type Envelope }

/**
 * The answer of every public call (its shape and codes in src/lib/contract-envelope.ts).
 * Business and validation failures answer HTTP 200 with code 0; only
 * transport-level refusals (405, 413, 429) use their own HTTP status.
 */
export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data, time: String(Math.floor(Date.now() / 1000)) }
}

/** A failure the caller should see as it is: code 0 with a Chinese message by default. */
export class ContractError extends Error {
  constructor(
    message: string,
    readonly code: number = CODE.failure,
    readonly status = 200,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ContractError'
  }
}

export const fail = (message: string, data: unknown = null) => new ContractError(message, CODE.failure, 200, data)
export const tokenInvalid = (message: string = zhContract.session.loginRequired) => new ContractError(message, CODE.tokenInvalid)

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ContractError(fill(zhContract.request.tooManyRequests, { seconds: retryAfterSeconds }), CODE.failure, 429, { retry_after: retryAfterSeconds })
