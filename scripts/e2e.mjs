// End-to-end run: one build shared by every e2e test, a fresh seeded SQLite
// database in a temporary folder, `next start` on E2E_PORT, then Playwright.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIfStale, freePort, run, startServer } from './lib.mjs'
import { runTs } from './run-ts.mjs'

const port = Number(process.env.E2E_PORT || 3100)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
const env = {
  DATABASE_URL: `file:${path.join(tmp, 'site.db')}`,
  UPLOAD_DIR: path.join(tmp, 'uploads'),
  SECRET_FILE: path.join(tmp, '.secret'),
  DEMO_CREDENTIALS_FILE: path.join(tmp, 'demo-credentials.json'),
  SEED_ADMIN_PASSWORD: 'e2e-admin-password',
  SEED_EDITOR_PASSWORD: 'e2e-editor-password',
  SEED_MEMBER_PASSWORD: 'e2e-member-password',
  SITE_URL: `http://localhost:${port}`,
  CAPTCHA_TEST_CODE: 'E2E1',
  OUTBOX_DIR: path.join(tmp, 'outbox'),
}

let server
let exitCode = 0
try {
  if (!(await freePort(port))) throw new Error(`port ${port} is taken: set E2E_PORT`)
  buildIfStale()
  console.log('› seeding a fresh database')
  if (runTs('src/seed/run.ts', [], env) !== 0) throw new Error('the seed failed')
  if (!fs.existsSync(env.DEMO_CREDENTIALS_FILE)) throw new Error('the seed wrote no demo accounts: the database was not seeded')
  const log = fs.openSync(path.join(tmp, 'server.log'), 'a')
  server = await startServer({ port, env, log })
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env: { ...env, E2E_BASE_URL: `http://localhost:${port}` } })
} catch (error) {
  console.error(`✖ ${error.message}`)
  const logFile = path.join(tmp, 'server.log')
  if (fs.existsSync(logFile)) console.error(`--- server log (last lines) ---\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`)
  exitCode = error.exitCode || 1
} finally {
  server?.kill('SIGTERM')
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
