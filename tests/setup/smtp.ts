import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string }

/** A real SMTP server in the test process: every message it accepts is kept in `inbox`. */
export async function startSmtpServer(options: { reject?: () => boolean } = {}) {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (options.reject?.()) return callback(new Error('mailbox unavailable'))
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit code of the latest mail to an address (decoding quoted-printable or base64 bodies). */
export function latestCode(inbox: ReceivedMail[], to: string): string | undefined {
  const mail = [...inbox].reverse().find((item) => item.to.includes(to))
  if (!mail) return undefined
  const text = mail.raw.replace(/=\r?\n/g, '')
  const direct = text.match(/验证码为 (\d{6})/)?.[1]
  if (direct) return direct
  for (const block of text.split(/\r?\n\r?\n/)) {
    const decoded = Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8')
    const found = decoded.match(/验证码为 (\d{6})/)?.[1]
    if (found) return found
  }
  return undefined
}

export type ParsedMail = { from: string; subject: string; text: string; html: string }

const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** A header's encoded words (RFC 2047) as text. */
const headerText = (value: string) =>
  value.replace(/=\?[^?]+\?([bq])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')),
  )

/** A received message's sender, subject, and its plain-text and HTML parts, decoded (what a mail client shows). */
export function parseMail(raw: string): ParsedMail {
  const parsed = { text: '', html: '' }
  const walk = (entity: string): Map<string, string> => {
    const end = entity.search(/\r?\n\r?\n/)
    const head = end < 0 ? entity : entity.slice(0, end)
    const body = end < 0 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '')
    const headers = new Map<string, string>()
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const colon = line.indexOf(':')
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
    }
    const type = headers.get('content-type') ?? 'text/plain'
    const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
    if (boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break
        walk(part.replace(/^\r?\n/, ''))
      }
      return headers
    }
    const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
    const decoded = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? fromQuotedPrintable(body) : body
    if (/^text\/html/i.test(type)) parsed.html += decoded
    else if (/^text\/plain/i.test(type)) parsed.text += decoded
    return headers
  }
  const headers = walk(raw)
  return { from: headerText(headers.get('from') ?? ''), subject: headerText(headers.get('subject') ?? ''), ...parsed }
}
