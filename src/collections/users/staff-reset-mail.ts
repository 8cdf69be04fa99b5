import type { PayloadRequest } from 'payload'

import { mailBrand } from '@/globals/mail-brand'
import { brandedMail, mailButton, mailParagraph, MAIL_COLOURS, escapeHtml } from '@/lib/branded-mail'
import { keepTextOfPayloadMail } from '@/lib/mailer'
import { siteUrl } from '@/lib/site-url.mjs'
import { translator } from '@/messages/catalogue'

/** How long the admin's password-reset link stays valid. */
export const STAFF_RESET_HOURS = 1

type StaffResetMail = { subject: string; html: string }

/**
 * The admin's password-reset mail (Payload's forgot-password), in Chinese like
 * the admin, in the company's layout. Payload asks for the HTML, then the
 * subject: both come from one reading of the brand, kept on the request.
 */
export async function staffResetMail(args: { req?: PayloadRequest; token?: string; user?: { email?: string | null } } = {}): Promise<StaffResetMail> {
  const { req, token, user } = args
  if (!req) throw new Error('the staff reset mail needs the request')
  const kept = req.context.staffResetMail as (StaffResetMail & { token?: string }) | undefined
  if (kept && kept.token === token) return kept
  const email = user?.email ?? ''
  const brand = await mailBrand(req.payload, 'zh', req)
  const t = await translator('zh', 'mail')
  const site = brand.name
  const subject = t('staffReset.subject', { site })
  const { routes, admin } = req.payload.config
  const link = `${siteUrl()}${routes.admin}${admin.routes.reset}/${token ?? ''}`
  const { html, text } = await brandedMail(brand, {
    subject,
    html: [
      mailParagraph(t('greeting')),
      mailParagraph(t('staffReset.intro', { site, email })),
      mailParagraph(t('staffReset.action')),
      mailButton(link, t('staffReset.button')),
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:${MAIL_COLOURS.muted}">${escapeHtml(t('staffReset.linkHint'))}<br><a href="${escapeHtml(link)}" style="color:${MAIL_COLOURS.brand};word-break:break-all">${escapeHtml(link)}</a></p>`,
      mailParagraph(t('staffReset.validity', { hours: STAFF_RESET_HOURS }), 'margin:0'),
    ].join(''),
    text: [t('greeting'), '', t('staffReset.intro', { site, email }), t('staffReset.action'), link, '', t('staffReset.validity', { hours: STAFF_RESET_HOURS })].join('\n'),
  })
  // Payload hands the mailer the HTML alone: the plain text goes with it from here.
  keepTextOfPayloadMail(html, text)
  req.context.staffResetMail = { subject, html, token }
  return { subject, html }
}
