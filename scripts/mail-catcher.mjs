// A real SMTP server for the e2e run: the app under test sends its mail here
// (SMTP_URL), and every message is written to a folder the tests read
// (E2E_MAILBOX), one .eml file per message, named by time and recipient.
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

export async function startMailCatcher(folder) {
  fs.mkdirSync(folder, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        count += 1
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')
        const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(4, '0')}-${to.replace(/[^\w@.,-]/g, '_')}.eml`
        fs.writeFileSync(path.join(folder, name), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}
