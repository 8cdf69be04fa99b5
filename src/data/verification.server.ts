import 'server-only'

import type { Payload } from 'payload'

import { mailBrand } from '@/globals/mail-brand'
import { CAPTCHA_TTL_SECONDS, drawCaptcha, isTestAnswer } from '@/lib/captcha'
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_SECONDS, mailResetCode, newEmailCode } from '@/lib/email-codes'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'

import { attemptSecret, issueSecret, takeSecret, type AttemptResult } from './one-time-secrets.server'

/* Graphic captchas and password-reset codes, kept as one-time secrets (one-time-secrets.server.ts). */

const captchaKey = (hash: string) => `captcha:${hash}`
const resetKey = (email: string) => `reset:${email.trim().toLowerCase()}`

/** A new captcha: its hash and PNG; the answer is kept for CAPTCHA_TTL_SECONDS. */
export async function createCaptcha(payload: Payload): Promise<{ hash: string; base64: string }> {
  const { hash, answer, base64 } = await drawCaptcha()
  await issueSecret(payload, captchaKey(hash), answer, CAPTCHA_TTL_SECONDS)
  return { hash, base64 }
}

/** Checks an answer; the captcha is used up whatever the outcome. The test answer passes any live captcha. */
export async function checkCaptcha(payload: Payload, hash: string | undefined, answer: string): Promise<boolean> {
  if (!hash) return false
  const outcome = await takeSecret(payload, captchaKey(hash), answer)
  if (outcome === 'missing') return false
  return outcome === 'ok' || isTestAnswer(answer)
}

/** Mails a new reset code to the address, in the request's language, and keeps it (replacing an older one) once it is sent. */
export async function sendResetCode(payload: Payload, email: string, locale: ContentLocale = DEFAULT_LOCALE): Promise<void> {
  const code = newEmailCode()
  await mailResetCode(email, code, await mailBrand(payload, locale))
  await issueSecret(payload, resetKey(email), code, EMAIL_CODE_TTL_SECONDS)
}

export type ResetCodeOutcome = AttemptResult

/** Checks a reset code, counting the attempt (EMAIL_CODE_MAX_ATTEMPTS void it). */
export function checkResetCode(payload: Payload, email: string, code: string): Promise<ResetCodeOutcome> {
  return attemptSecret(payload, resetKey(email), code, EMAIL_CODE_MAX_ATTEMPTS)
}
