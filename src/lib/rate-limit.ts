/**
 * The rate limits on everything that sends mail, checks a secret or writes for
 * a visitor; their counters are kept by src/data/rate-limits.server.ts. What
 * each one counts, and what the visitor is told, is the table in docs/security.md.
 */
export type LimitRule = { points: number; durationSeconds: number; blockSeconds?: number }

export const LIMITS = {
  /** Captcha images drawn. */
  captchaPerIp: { points: 60, durationSeconds: 60 },
  /** Wrong or expired captcha answers; past the limit the address waits out the block. */
  captchaFailuresPerIp: { points: 20, durationSeconds: 10 * 60, blockSeconds: 15 * 60 },
  /** Member logins (and password changes) refused for their credentials. */
  loginFailuresPerIp: { points: 30, durationSeconds: 10 * 60 },
  /** Wrong passwords for a username no member holds: it locks like an account (Payload's 5 tries, 10 minutes), so a lock says nothing about who exists. */
  loginFailuresPerUnknownUsername: { points: 5, durationSeconds: 10 * 60, blockSeconds: 10 * 60 },
  /** Staff logins refused for their credentials (Payload's own per-account lockout also applies). */
  staffLoginFailuresPerIp: { points: 20, durationSeconds: 10 * 60, blockSeconds: 15 * 60 },
  /** Accepted registrations: an office of 50 behind one address registers within the hour. */
  registrationPerIp: { points: 60, durationSeconds: 60 * 60 },
  mailPerAddress: { points: 5, durationSeconds: 60 * 60 },
  mailPerIp: { points: 20, durationSeconds: 60 * 60 },
  mailResend: { points: 1, durationSeconds: 10 },
  /** E-mail codes checked (each code also dies after 5 wrong tries). */
  resetPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Accepted activity sign-ups. */
  joinPerIp: { points: 60, durationSeconds: 60 * 60 },
  /** Accepted applications. */
  applicationPerIp: { points: 30, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>

export type LimitName = keyof typeof LIMITS
