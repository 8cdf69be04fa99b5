import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { sendMail } from './mailer'
import { attemptSecret, issueSecret, type AttemptResult } from './one-time-secrets'

/** Password-reset codes: 6 digits, valid 10 minutes, 5 wrong tries void them. */
export const EMAIL_CODE_TTL_SECONDS = 10 * 60
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** The spec's resend countdown. */
export const EMAIL_CODE_RESEND_SECONDS = 10

const key = (email: string) => `reset:${email.trim().toLowerCase()}`

export async function sendResetCode(payload: Payload, email: string, siteName: string): Promise<void> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  await sendMail({
    to: email,
    subject: `【${siteName}】找回密码验证码`,
    text: `您正在找回${siteName}会员账号的密码，验证码为 ${code}，10 分钟内有效。\n如非本人操作，请忽略本邮件，您的账号仍然安全。`,
    html: `<p>您正在找回${siteName}会员账号的密码，验证码为：</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>10 分钟内有效。如非本人操作，请忽略本邮件，您的账号仍然安全。</p>`,
  })
  await issueSecret(payload, key(email), code, EMAIL_CODE_TTL_SECONDS)
}

export function checkResetCode(payload: Payload, email: string, code: string): Promise<AttemptResult> {
  return attemptSecret(payload, key(email), code, EMAIL_CODE_MAX_ATTEMPTS)
}
