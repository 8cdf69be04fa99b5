import 'server-only'

import type { Payload } from 'payload'

import { hit, waitFor } from '@/data/rate-limits.server'
import { checkCaptcha } from '@/data/verification.server'
import zhContract from '@/messages/zh/contract.json'

import { fail, tooManyRequests } from './envelope'

/**
 * Checks a request's graphic captcha (used up whatever the outcome). Wrong or
 * expired answers count against the client address; once it has too many it
 * waits out a block before any answer is checked again.
 */
export async function requireCaptcha(payload: Payload, ip: string, hash: string | undefined, answer: string): Promise<void> {
  const wait = await waitFor(payload, 'captchaFailuresPerIp', ip)
  if (wait) throw tooManyRequests(wait)
  if (await checkCaptcha(payload, hash, answer)) return
  await hit(payload, 'captchaFailuresPerIp', ip)
  throw fail(zhContract.member.captchaWrong)
}
