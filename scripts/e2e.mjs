// End-to-end run: one build shared by every e2e test, a fresh seeded SQLite
// database in a temporary folder, `next start` on E2E_PORT, then Playwright.
// The seeded database is kept in .tmp/e2e-seed, keyed by a hash of everything
// the seed depends on, so repeated local runs copy it instead of seeding again
// (a clean clone always seeds; E2E_FRESH_SEED=1 forces it).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIfStale, ensureBrowser, freePort, hasCjkFont, root, run, startServer } from './lib.mjs'
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

/** Everything the seeded database depends on. */
const seedInputs = ['src/seed', 'src/collections', 'src/globals', 'src/fields', 'src/migrations', 'src/payload.config.ts', 'package-lock.json']

function seedKey() {
  // Images rendered without a CJK font differ: the font's presence is part of the key.
  const hash = crypto.createHash('sha256').update(`cjk:${hasCjkFont()}`)
  const visit = (entry) => {
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child))
    else hash.update(path.relative(root, entry)).update(fs.readFileSync(entry))
  }
  for (const entry of seedInputs) if (fs.existsSync(path.join(root, entry))) visit(path.join(root, entry))
  return hash.digest('hex').slice(0, 16)
}

function seedDatabase() {
  const cache = path.join(root, '.tmp', 'e2e-seed', seedKey())
  if (!process.env.E2E_FRESH_SEED && fs.existsSync(path.join(cache, 'done'))) {
    console.log('› copying the seeded database from .tmp/e2e-seed')
    for (const name of fs.readdirSync(cache)) if (name !== 'done') fs.cpSync(path.join(cache, name), path.join(tmp, name), { recursive: true })
    return
  }
  console.log('› seeding a fresh database')
  if (runTs('src/seed/run.ts', [], env) !== 0) throw new Error('the seed failed')
  if (!fs.existsSync(env.DEMO_CREDENTIALS_FILE)) throw new Error('the seed wrote no demo accounts: the database was not seeded')
  fs.rmSync(path.join(root, '.tmp', 'e2e-seed'), { recursive: true, force: true })
  fs.mkdirSync(cache, { recursive: true })
  // The database (with any -wal file), uploads, secret and demo accounts: everything the seed left in tmp.
  for (const name of fs.readdirSync(tmp)) fs.cpSync(path.join(tmp, name), path.join(cache, name), { recursive: true })
  fs.writeFileSync(path.join(cache, 'done'), new Date().toISOString())
}

let server
let exitCode = 0
try {
  if (!(await freePort(port))) throw new Error(`port ${port} is taken: set E2E_PORT`)
  ensureBrowser()
  buildIfStale()
  seedDatabase()
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
