import crypto from 'node:crypto'

import { translator } from '@/messages/catalogue'

import type { ContentLocale } from './localized-sql'
import { sendMail } from './mailer'

/** Password-reset codes: 6 digits, valid 10 minutes, 5 wrong tries void them. */
export const EMAIL_CODE_TTL_SECONDS = 10 * 60
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** The spec's resend countdown. */
export const EMAIL_CODE_RESEND_SECONDS = 10

/** A new reset code: 6 random digits. */
export const newEmailCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** Mails a reset code in the language of the request that asked for it (the `mail` catalogue); the site's name falls back to the catalogue's. */
export async function mailResetCode(email: string, code: string, options: { siteName?: string; locale?: ContentLocale } = {}): Promise<void> {
  const t = await translator(options.locale ?? 'zh', 'mail')
  const site = options.siteName || t('siteName')
  const minutes = EMAIL_CODE_TTL_SECONDS / 60
  await sendMail({
    to: email,
    subject: t('resetCode.subject', { site }),
    text: t('resetCode.text', { site, code, minutes }),
    html: `<p>${escapeHtml(t('resetCode.intro', { site }))}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${escapeHtml(t('resetCode.validity', { minutes }))}</p>`,
  })
}
