import crypto from 'node:crypto'

import { translator } from '@/messages/catalogue'

import { brandedMail, escapeHtml, MAIL_COLOURS, mailParagraph, type MailBrand } from './branded-mail'
import { mailSender, sendMail } from './mailer'

/** Password-reset codes: 6 digits, valid 10 minutes, 5 wrong tries void them. */
export const EMAIL_CODE_TTL_SECONDS = 10 * 60
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** The spec's resend countdown. */
export const EMAIL_CODE_RESEND_SECONDS = 10

/** A new reset code: 6 random digits. */
export const newEmailCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')

/** Mails a reset code in the brand's language (the request's), in the company's layout and from the brand's name in that language. */
export async function mailResetCode(email: string, code: string, brand: MailBrand): Promise<void> {
  const t = await translator(brand.locale, 'mail')
  const site = brand.name
  const minutes = EMAIL_CODE_TTL_SECONDS / 60
  const subject = t('resetCode.subject', { site })
  const codeBox = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px"><tr><td style="padding:12px 16px 12px 24px;background-color:#eef4fb;border:1px solid #c8daf0;border-radius:6px;font-family:Menlo,Consolas,'Courier New',monospace;font-size:30px;line-height:36px;font-weight:bold;letter-spacing:8px;color:${MAIL_COLOURS.brand}">${escapeHtml(code)}</td></tr></table>`
  const mail = await brandedMail(brand, {
    subject,
    preheader: t('resetCode.preheader', { code, minutes }),
    html: `${mailParagraph(t('greeting'))}${mailParagraph(t('resetCode.intro', { site }))}${codeBox}${mailParagraph(t('resetCode.validity', { minutes }), 'margin:0')}`,
    text: `${t('greeting')}\n\n${t('resetCode.text', { site, code, minutes })}`,
  })
  await sendMail({ to: email, from: mailSender(brand.name), subject, ...mail })
}
