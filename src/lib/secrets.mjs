import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs staff and member tokens (and, through a key derived
 * from it, the site's script nonces: server/security-headers.mjs).
 * When it is not set, a random secret is generated once and kept in
 * data/.secret so a one-machine install works without configuration and
 * sessions survive restarts.
 * @returns {string}
 */
export function payloadSecret() {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.resolve(process.env.SECRET_FILE || 'data/.secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    }
    return fs.readFileSync(file, 'utf8').trim()
  }
}
