import fs from 'node:fs'
import path from 'node:path'

import { decodedText } from '../../scripts/mail-text.mjs'
import { workerSite } from './worker-site'

/** The mail this worker's site sent: .eml files the SMTP catcher of scripts/e2e.mjs writes to its mailbox. */
const folder = () => workerSite.mailbox()

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
    // eslint-disable-next-line no-restricted-syntax -- polls the mailbox file until the code arrives or the deadline passes
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
