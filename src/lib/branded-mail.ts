import { translator } from '@/messages/catalogue'

import type { ContentLocale } from './localized-sql'

/**
 * The company as the mails of one language present it (src/globals/mail-brand.ts
 * reads it from site config and company info). Every text is as staff typed it:
 * the layout escapes it.
 */
export type MailBrand = {
  locale: ContentLocale
  /** The brand in the mail's language: the sender's name, the logo's text. */
  name: string
  /** The company's full name, in the footer. */
  company: string
  /** The logo as an absolute URL with its size in pixels, when one is uploaded. */
  logo: { url: string; width?: number; height?: number } | null
  /** The site's public origin (SITE_URL). */
  siteUrl: string
  contact: { phone: string; email: string; address: string }
}

/** A mail's own part: its body as HTML (already escaped) and as plain text. */
export type MailContent = { subject: string; preheader?: string; html: string; text: string }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const COLOURS = { brand: '#0b4ea2', navy: '#0a1f3c', text: '#111827', muted: '#4b5563', faint: '#6b7280', rule: '#e5e7eb', page: '#f5f7fa' }

const HTML_LANG: Record<ContentLocale, string> = { zh: 'zh-CN', en: 'en' }

const FONTS: Record<ContentLocale, string> = {
  zh: "-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Helvetica Neue',Arial,sans-serif",
  en: "-apple-system,BlinkMacSystemFont,'Segoe UI','Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei',sans-serif",
}

const LOGO_HEIGHT = 48
const LOGO_MAX_WIDTH = 220

/** The logo's box in the header: 48 px high, at most 220 px wide, in its own proportions. */
function logoBox(logo: NonNullable<MailBrand['logo']>): { width?: number; height: number } {
  if (!logo.width || !logo.height) return { height: LOGO_HEIGHT }
  const width = Math.round((LOGO_HEIGHT * logo.width) / logo.height)
  return width <= LOGO_MAX_WIDTH ? { width, height: LOGO_HEIGHT } : { width: LOGO_MAX_WIDTH, height: Math.round((LOGO_MAX_WIDTH * logo.height) / logo.width) }
}

const hostOf = (url: string) => url.replace(/^https?:\/\//, '')

type ContactItem = { label: string; value: string; href?: string }

/**
 * A mail body in the company's layout, for mail clients: nested tables and
 * inline styles only, 600 px wide at most, the logo linked to the site, the
 * contact line and the footer in the brand's language; and the plain-text
 * alternative with the same contact line and footer.
 */
export async function brandedMail(brand: MailBrand, content: MailContent): Promise<{ html: string; text: string }> {
  const t = await translator(brand.locale, 'mail')
  const { phone, email, address } = brand.contact
  const items: ContactItem[] = [
    ...(phone ? [{ label: t('layout.phone'), value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` }] : []),
    ...(email ? [{ label: t('layout.email'), value: email, href: `mailto:${email}` }] : []),
    ...(address ? [{ label: t('layout.address'), value: address }] : []),
  ]
  const colon = t('layout.labelSeparator')
  const site = hostOf(brand.siteUrl)

  const text = [
    content.text.trim(),
    '',
    '-- ',
    brand.name,
    ...(items.length ? [items.map((entry) => `${entry.label}${colon}${entry.value}`).join(' | ')] : []),
    `${brand.company} · ${brand.siteUrl}`,
    t('layout.autoSent'),
  ].join('\n')

  const font = FONTS[brand.locale]
  const link = (href: string, label: string, colour: string) => `<a href="${escapeHtml(href)}" style="color:${colour};text-decoration:none">${escapeHtml(label)}</a>`
  const header = brand.logo
    ? (() => {
        const box = logoBox(brand.logo)
        const size = `${box.width ? ` width="${box.width}"` : ''} height="${box.height}"`
        const style = `display:block;border:0;outline:none;text-decoration:none;height:${box.height}px;${box.width ? `width:${box.width}px;` : ''}max-width:100%`
        return `<a href="${escapeHtml(brand.siteUrl)}" style="text-decoration:none"><img src="${escapeHtml(brand.logo.url)}" alt="${escapeHtml(brand.name)}"${size} style="${style};font-family:${font};font-size:20px;font-weight:bold;color:${COLOURS.navy}"></a>`
      })()
    : `<a href="${escapeHtml(brand.siteUrl)}" style="font-size:20px;line-height:28px;font-weight:bold;color:${COLOURS.navy};text-decoration:none">${escapeHtml(brand.name)}</a>`
  const contactItem = (entry: ContactItem) => `${escapeHtml(entry.label + colon)}${entry.href ? link(entry.href, entry.value, COLOURS.muted) : escapeHtml(entry.value)}`
  // The phone and the e-mail on one line, each unbroken (the second moves down when both do not fit); the address below.
  const reachable = items.filter((entry) => entry.href).map((entry) => `<span style="white-space:nowrap">${contactItem(entry)}</span>`)
  const contactHtml = [reachable.join('&nbsp;&nbsp;&nbsp;&nbsp; '), ...items.filter((entry) => !entry.href).map(contactItem)].filter(Boolean).join('<br>')

  const html = `<!DOCTYPE html>
<html lang="${HTML_LANG[brand.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOURS.page};-webkit-text-size-adjust:100%">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${escapeHtml(content.preheader)}</div>\n` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOURS.page}">
<tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${COLOURS.rule};border-top:4px solid ${COLOURS.brand};font-family:${font}">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${COLOURS.rule}">${header}</td></tr>
<tr><td style="padding:28px 28px 32px;font-family:${font};font-size:15px;line-height:1.7;color:${COLOURS.text}">${content.html}</td></tr>
${
  items.length
    ? `<tr><td style="padding:16px 28px;background-color:${COLOURS.page};border-top:1px solid ${COLOURS.rule};font-family:${font};font-size:13px;line-height:1.8;color:${COLOURS.muted}"><strong style="color:${COLOURS.navy}">${escapeHtml(t('layout.contactUs'))}</strong><br>${contactHtml}</td></tr>\n`
    : ''
}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td align="center" style="padding:16px 28px 0;font-family:${font};font-size:12px;line-height:1.7;color:${COLOURS.faint}">${escapeHtml(brand.company)}<br>${link(brand.siteUrl, site, COLOURS.faint)}<br>${escapeHtml(t('layout.autoSent'))}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`
  return { html, text }
}

/** A paragraph of a mail body, escaped. */
export const mailParagraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`

/** A link drawn as a button (a table cell, which every client paints). */
export function mailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px"><tr><td style="background-color:${COLOURS.brand};border-radius:4px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 22px;font-size:15px;line-height:22px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`
}

export const MAIL_COLOURS = COLOURS
