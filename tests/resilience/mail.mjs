// An SMTP server in this process that keeps the app's mail in memory; closing
// it leaves its port closed (R5: the mail server is down).
import { startSmtpServer } from '../../scripts/mail-catcher.mjs'
import { decodedText } from '../../scripts/mail-text.mjs'

export async function startMailbox() {
  const messages = []
  const server = await startSmtpServer(({ to, raw }) => {
    messages.push({ to: to.map((address) => address.toLowerCase()), text: decodedText(raw.toString('utf8')) })
  })
  return {
    url: server.url,
    count: () => messages.length,
    /** The newest reset code mailed to `address`, waiting up to 15 s for it. */
    async resetCode(address, after = 0) {
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        const mail = messages
          .slice(after)
          .reverse()
          .find((message) => message.to.includes(address.toLowerCase()))
        const code = mail?.text.match(/验证码为[：:]?\s*(?:<\/p>\s*<p[^>]*>)?\s*(\d{6})/)?.[1]
        if (code) return code
        // eslint-disable-next-line no-restricted-syntax -- polls the catcher until the code arrives or the deadline passes
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`no reset code mailed to ${address}`)
    },
    close: server.close,
  }
}
