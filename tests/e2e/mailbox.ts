import fs from 'node:fs'
import path from 'node:path'

/** The mail the app sent during the e2e run: .eml files the SMTP catcher of scripts/e2e.mjs writes to E2E_MAILBOX. */
function folder(): string {
  const dir = process.env.E2E_MAILBOX
  if (!dir) throw new Error('E2E_MAILBOX is not set: run the tests through npm run test:e2e')
  return dir
}

/** Every readable text of a raw message: quoted-printable and base64 parts decoded. */
function decodedText(raw: string): string {
  const quoted = raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
  // Base64 bodies: runs of consecutive base64 lines (a part ends at its boundary line, not always at a blank line).
  const base64: string[] = []
  let run: string[] = []
  for (const line of [...raw.split(/\r?\n/), '']) {
    if (/^[A-Za-z0-9+/]{4,}={0,2}$/.test(line.trim())) run.push(line.trim())
    else {
      if (run.join('').length >= 16) base64.push(Buffer.from(run.join(''), 'base64').toString('utf8'))
      run = []
    }
  }
  return [quoted, ...base64].join('\n')
}

/** Messages to `address` written after `since` (epoch ms), newest first. */
export function mailsTo(address: string, since = 0): string[] {
  const dir = folder()
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ file: path.join(dir, name), time: fs.statSync(path.join(dir, name)).mtimeMs }))
    .filter((mail) => mail.time >= since)
    .sort((a, b) => b.time - a.time)
    .map((mail) => decodedText(fs.readFileSync(mail.file, 'utf8')))
    .filter((text) => text.toLowerCase().includes(address.toLowerCase()))
}

/** Waits for the newest password-reset code mailed to `address` since `since`. */
export async function resetCode(address: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const text of mailsTo(address, since)) {
      const code = text.match(/验证码为[：:]?\s*(?:<\/p>\s*<p[^>]*>)?\s*(\d{6})/)?.[1]
      if (code) return code
    }
    if (Date.now() > deadline) throw new Error(`no reset code mailed to ${address}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
