// A real SMTP server for the test runs: the app under test sends its mail here
// (SMTP_URL). The e2e run writes every message to a folder the tests read
// (E2E_MAILBOX), one .eml file per message, named by time and recipient; the
// resilience suite keeps them in memory.
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

/** An SMTP server on a loopback port that hands every message (recipients, raw bytes) to `onMessage`. */
export async function startSmtpServer(onMessage) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        onMessage({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks) })
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

export async function startMailCatcher(folder) {
  fs.mkdirSync(folder, { recursive: true })
  let count = 0
  return startSmtpServer(({ to, raw }) => {
    count += 1
    const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(4, '0')}-${to.join(',').replace(/[^\w@.,-]/g, '_')}.eml`
    fs.writeFileSync(path.join(folder, name), raw)
  })
}
