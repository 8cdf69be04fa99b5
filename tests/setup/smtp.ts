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
