// End-to-end run: one build shared by every e2e test, then one site per Playwright worker (E2E_SERVERS,
// 2 by default): each its own copy of the seeded SQLite database in a temporary folder, its own server
// (server/index.mjs) on E2E_PORT + its index, its own mailbox. Specs share no state across workers, and a
// worker runs one spec file at a time, in order, as a single run did. The seeded database comes from the
// cache of scripts/seeded-database.mjs (TEST_FRESH_SEED=1 seeds again). Each site's mail goes over SMTP to a
// catcher in this process, which writes each message to that worker's mailbox (tests/e2e/worker-site.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIfStale, ensureBrowser, freePort, root, startServer } from './lib.mjs'
import { startMailCatcher } from './mail-catcher.mjs'
import { seedDatabase, seededSiteEnv } from './seeded-database.mjs'

const basePort = Number(process.env.E2E_PORT || 3100)
const servers = Math.max(1, Number(process.env.E2E_SERVERS || 2))

/** Runs Playwright without blocking this process's event loop (the mail catchers must keep answering). */
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

const sites = []

/** Site `index`: a copy of the seeded database, a mail catcher, the server. */
async function startSite(index) {
  const port = basePort + index
  if (!(await freePort(port))) throw new Error(`port ${port} is taken: set E2E_PORT`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-e2e-${index}-`))
  const site = { index, port, dir, env: seededSiteEnv(dir, port), mailbox: path.join(dir, 'mailbox'), log: path.join(dir, 'server.log') }
  sites.push(site)
  await seedDatabase(dir, site.env)
  site.mail = await startMailCatcher(site.mailbox)
  // A small page cache, so the bounded-cache test sees the least recently used entries go.
  // Public reads and cached pages are kept long enough that a test reading stale data after a change
  // shows it: every change that a read or a page shows must forget them (server/answer-cache.mjs).
  site.server = await startServer({
    port,
    env: { ...site.env, SMTP_URL: site.mail.url, PAGE_CACHE_MB: '8', ANSWER_CACHE_MS: '60000', SCRIPT_POLICY_PROBE: '1' },
    log: fs.openSync(site.log, 'a'),
  })
  return site
}

let exitCode = 0
try {
  ensureBrowser()
  buildIfStale()
  // The first seeds the cache when it is missing; the others copy it.
  await startSite(0)
  await Promise.all(Array.from({ length: servers - 1 }, (_, index) => startSite(index + 1)))
  // Every site has the same accounts (SEED_*); what differs per worker is named by its index.
  const perWorker = Object.fromEntries(
    sites.flatMap((site) => [
      [`E2E_MAILBOX_${site.index}`, site.mailbox],
      [`E2E_DATABASE_URL_${site.index}`, site.env.DATABASE_URL],
      [`E2E_UPLOAD_DIR_${site.index}`, site.env.UPLOAD_DIR],
    ]),
  )
  const shared = { ...sites[0].env }
  delete shared.DATABASE_URL
  await playwright(process.argv.slice(2), { ...shared, ...perWorker, E2E_SERVERS: String(servers), E2E_PORT: String(basePort) })
} catch (error) {
  console.error(`✖ ${error.message}`)
  for (const site of sites) {
    if (fs.existsSync(site.log)) console.error(`--- server ${site.index} log (last lines) ---\n${fs.readFileSync(site.log, 'utf8').split('\n').slice(-40).join('\n')}`)
  }
  exitCode = error.exitCode || 1
} finally {
  for (const site of sites) {
    site.server?.kill('SIGTERM')
    await site.mail?.close()
    fs.rmSync(site.dir, { recursive: true, force: true })
  }
}
process.exit(exitCode)
