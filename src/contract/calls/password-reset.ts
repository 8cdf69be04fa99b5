import { z } from 'zod'

import { mayResetPassword, resetMemberPassword } from '@/data/members.server'
import { hit, refund } from '@/data/rate-limits.server'
import { checkResetCode, sendResetCode } from '@/data/verification.server'
import { EMAIL_CODE_RESEND_SECONDS } from '@/lib/email-codes'
import zhContract from '@/messages/zh/contract.json'
import { PASSWORD_MISMATCH } from '@/validation/forms'
import { firstMessage, rules } from '@/validation/rules'

import { defineCall } from '../define-call'
import { ContractError, fail, tooManyRequests } from '../envelope'
import { logger } from '@/lib/logger.mjs'

const resetSchema = z
  .object({
    email: rules.email,
    code: rules.emailCode,
    password: rules.password,
    repassword: rules.optional,
  })
  .refine((value) => value.password === value.repassword, { error: PASSWORD_MISMATCH, path: ['repassword'] })

const RESET = zhContract.reset

const CODE_MESSAGES = {
  missing: RESET.codeExpired,
  expired: RESET.codeExpired,
  wrong: RESET.codeWrong,
  exhausted: RESET.codeExhausted,
} as const

export const forgotPassword = defineCall({
  scope: 'index',
  name: 'forgot_password',
  method: 'POST',
  tag: '会员',
  summary: '找回密码。第一步只传 email：发送 6 位邮箱验证码（10 分钟有效，10 秒后可重发）；第二步传 email、code、password、repassword：重置密码',
  description: '第一步无论邮箱是否已注册都给出相同答复。第二步验证码错误 5 次即失效；重置成功后该会员的所有登录会话失效。',
  auth: 'none',
  input: z.looseObject({ email: rules.email, code: z.unknown().optional() }),
  documentedInput: z.object({
    email: rules.email,
    code: z.string().optional().describe('第二步：邮件中的 6 位验证码；第一步不传'),
    password: z.string().optional().describe('第二步：新密码'),
    repassword: z.string().optional().describe('第二步：确认新密码'),
  }),
  handle: async ({ input, payload, ip, locale }) => {
    const email = input.email.trim().toLowerCase()
    if (input.code === undefined || input.code === '') {
      for (const [limit, key] of [
        ['mailResend', email],
        ['mailPerAddress', email],
        ['mailPerIp', ip],
      ] as const) {
        const wait = await hit(payload, limit, key)
        if (wait) throw tooManyRequests(wait)
      }
      if (await mayResetPassword(payload, email)) {
        try {
          await sendResetCode(payload, email, locale)
        } catch (error) {
          logger.error({ err: error }, 'mail: the reset code was not sent')
          // Nothing was sent: the visitor may ask again at once, and the hour's counts stay as they were.
          await Promise.all([refund(payload, 'mailResend', email), refund(payload, 'mailPerAddress', email), refund(payload, 'mailPerIp', ip)])
          throw fail(RESET.mailFailed)
        }
      }
      return { msg: RESET.codeSent, data: { countdown: EMAIL_CODE_RESEND_SECONDS } }
    }

    const parsed = resetSchema.safeParse(input)
    if (!parsed.success) throw new ContractError(firstMessage(parsed.error))
    const wait = await hit(payload, 'resetPerIp', ip)
    if (wait) throw tooManyRequests(wait)
    const outcome = await checkResetCode(payload, email, parsed.data.code)
    if (outcome !== 'ok') throw fail(CODE_MESSAGES[outcome])
    const reset = await resetMemberPassword(payload, email, parsed.data.password)
    if (reset.kind === 'unknown-member') throw fail(CODE_MESSAGES.missing)
    return { msg: RESET.passwordReset, data: null }
  },
})
