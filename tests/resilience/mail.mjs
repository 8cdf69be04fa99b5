// An SMTP server in this process that keeps the app's mail in memory; closing
// it leaves its port closed (R5: the mail server is down).
import { SMTPServer } from 'smtp-server'

/** Every readable text of a raw message: quoted-printable and base64 parts decoded. */
function decodedText(raw) {
  const quoted = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
  const base64 = []
  let run = []
  for (const line of [...raw.split(/\r?\n/), '']) {
    if (/^[A-Za-z0-9+/]{4,}={0,2}$/.test(line.trim())) run.push(line.trim())
    else {
      if (run.join('').length >= 16) base64.push(Buffer.from(run.join(''), 'base64').toString('utf8'))
      run = []
    }
  }
  return [quoted, ...base64].join('\n')
}

export async function startMailbox() {
  const messages = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), text: decodedText(Buffer.concat(chunks).toString('utf8')) })
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => messages.length,
    /** The newest reset code mailed to `address`, waiting up to 15 s for it. */
    async resetCode(address, after = 0) {
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        const mail = messages.slice(after).reverse().find((message) => message.to.includes(address.toLowerCase()))
        const code = mail?.text.match(/验证码为[：:]?\s*(?:<\/p>\s*<p[^>]*>)?\s*(\d{6})/)?.[1]
        if (code) return code
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`no reset code mailed to ${address}`)
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
