// End-to-end run: one build shared by every e2e test, a fresh seeded SQLite
// database in a temporary folder, the site's server (server/index.mjs) on E2E_PORT, then Playwright.
// The seeded database comes from the cache of scripts/seeded-database.mjs
// (E2E_FRESH_SEED=1 seeds again). The app's mail goes over SMTP to a catcher
// in this process, which writes each message to E2E_MAILBOX for the tests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIfStale, ensureBrowser, freePort, root, startServer } from './lib.mjs'
import { startMailCatcher } from './mail-catcher.mjs'
import { seedDatabase, seededSiteEnv } from './seeded-database.mjs'

const port = Number(process.env.E2E_PORT || 3100)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
const env = seededSiteEnv(tmp, port)

/** Runs Playwright without blocking this process's event loop (the mail catcher must keep answering). */
function playwright(args, extraEnv) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['playwright', 'test', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve()
      const error = new Error(`playwright test exited with ${code ?? signal}`)
      error.exitCode = code ?? 1
      reject(error)
    })
  })
}

let server
let mail
let exitCode = 0
try {
  if (!(await freePort(port))) throw new Error(`port ${port} is taken: set E2E_PORT`)
  ensureBrowser()
  buildIfStale()
  seedDatabase(tmp, env)
  const mailbox = path.join(tmp, 'mailbox')
  mail = await startMailCatcher(mailbox)
  const log = fs.openSync(path.join(tmp, 'server.log'), 'a')
  // A small page cache, so the bounded-cache test sees the least recently used entries go.
  // Public reads and cached pages are kept long enough that a test reading stale data after a change
  // shows it: every change that a read or a page shows must forget them (server/answer-memory.mjs).
  server = await startServer({
    port,
    env: { ...env, SMTP_URL: mail.url, PAGE_CACHE_MB: '8', PUBLIC_READ_CACHE_MS: '60000', PAGE_MEMORY_MS: '60000', SCRIPT_POLICY_PROBE: '1' },
    log,
  })
  await playwright(process.argv.slice(2), { ...env, E2E_BASE_URL: `http://localhost:${port}`, E2E_MAILBOX: mailbox })
} catch (error) {
  console.error(`✖ ${error.message}`)
  const logFile = path.join(tmp, 'server.log')
  if (fs.existsSync(logFile)) console.error(`--- server log (last lines) ---\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`)
  exitCode = error.exitCode || 1
} finally {
  server?.kill('SIGTERM')
  await mail?.close()
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
