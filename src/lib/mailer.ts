import fs from 'node:fs'
import path from 'node:path'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'
import { logger } from './logger.mjs'
import { countNotification } from './metrics.mjs'

/**
 * Outgoing mail: nodemailer over SMTP_URL, or, without it, each message
 * written to OUTBOX_DIR as an .eml file and logged, so the demo works offline.
 */
export type Mail = SendMailOptions & { to: SendMailOptions['to']; subject: string }

let current: { url: string | undefined; transporter: Transporter } | undefined

/** The transport for SMTP_URL as it is now: made once per address (tests point one process at several servers). */
function transport(): Transporter {
  const url = process.env.SMTP_URL
  if (current && current.url === url) return current.transporter
  current?.transporter.close()
  const transporter = url ? nodemailer.createTransport(url) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  current = { url, transporter }
  return transporter
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || '精源电子 <no-reply@example.com>'
}

function fromParts(): { name: string; address: string } {
  const from = mailFrom()
  const match = from.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  return match ? { name: match[1].replace(/^"|"$/g, ''), address: match[2] } : { name: '', address: from.trim() }
}

/** The sender of a mail in one language: the brand's name in that language, at MAIL_FROM's address. */
export function mailSender(name: string): Mail['from'] {
  const { address } = fromParts()
  return name.trim() ? { name: name.trim(), address } : mailFrom()
}

/**
 * The plain text of the HTML that Payload's own mails will carry: Payload asks
 * the collection for the HTML alone (forgotPassword.generateEmailHTML), and the
 * adapter below sends it with the text kept here. Taken once; a few at most.
 */
const payloadMailTexts = new Map<string, string>()

export function keepTextOfPayloadMail(html: string, text: string): void {
  if (payloadMailTexts.size >= 20) payloadMailTexts.delete(payloadMailTexts.keys().next().value!)
  payloadMailTexts.set(html, text)
}

function takeTextOfPayloadMail(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined
  const text = payloadMailTexts.get(html)
  payloadMailTexts.delete(html)
  return text
}

/** Sends a message; rejects when the mail server refuses it, so callers record nothing as sent. */
export async function sendMail(mail: Mail): Promise<void> {
  const info = await transport()
    .sendMail({ ...mail, from: mail.from || mailFrom() })
    .catch((error: unknown) => {
      countNotification('mail', false)
      throw error
    })
  countNotification('mail', true)
  if (process.env.SMTP_URL) return
  const outbox = path.resolve(process.env.OUTBOX_DIR || 'outbox')
  fs.mkdirSync(outbox, { recursive: true })
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
  fs.writeFileSync(file, info.message as Buffer)
  logger.info({ subject: mail.subject, to: String(mail.to), file: path.relative(process.cwd(), file) }, 'mail: no SMTP_URL, written to the outbox')
}

/**
 * Payload's own mail (staff password resets in the admin) goes the same way,
 * from `senderName` (the brand's Chinese name) at MAIL_FROM's address, with
 * the plain text kept for its HTML.
 */
export function payloadEmailAdapter(options: { senderName?: (payload: Payload) => Promise<string> } = {}): EmailAdapter {
  return ({ payload }) => {
    const { name, address } = fromParts()
    return {
      name: 'site-mailer',
      defaultFromName: name,
      defaultFromAddress: address,
      sendEmail: async (message) => {
        const sender = options.senderName ? mailSender(await options.senderName(payload).catch(() => '')) : undefined
        const text = message.text ?? takeTextOfPayloadMail(message.html)
        return sendMail({ ...message, text, subject: message.subject ?? '', from: sender ?? message.from ?? mailFrom() } as Mail)
      },
    }
  }
}
