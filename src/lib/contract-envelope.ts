/**
 * The answer of every call of the public contract, `{code, msg, data, time}`
 * (spec section 7, FastAdmin style), and its codes: written by the contract
 * (src/contract/envelope.ts), read by the browser's client (./api-client.ts).
 * `time` is the answer's Unix time in seconds, as a string.
 */
export type Envelope<T = unknown> = { code: number; msg: string; data: T; time: string }

export const CODE = {
  success: 1,
  failure: 0,
  /** Missing, invalid or expired member token: the client forgets the member. */
  tokenInvalid: 10004,
  /** Unexpected server fault: the client shows msg or 系统错误. */
  systemError: 10005,
} as const
