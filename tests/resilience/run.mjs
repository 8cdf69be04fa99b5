// `npm run resilience`: builds the app if stale, then for SQLite and for
// PostgreSQL starts the built site's server (server/index.mjs, as `npm start`
// and the e2e run do) on a seeded database of its own and prints one line per
// check with its figures, `ok` or `FAIL`; exits non-zero on any FAIL.
//
//   R1 kill -9 during 200 concurrent writes: acknowledged = stored, seat counters = rows
//   R2 300 concurrent sign-ups for 50 seats: exactly 50, no phone twice
//   R3 fuzz corpus over /api/openapi.json (fast-check): no 5xx, no 10005, no crash, Chinese envelopes
//   R4 brute force: login, captcha, e-mail code, mail and registration limits; no account oracle
//   R5 faults: the database away for 6 s, the mail server down, Redis away for 6 s (PostgreSQL run: scale mode)
//   R6 stored XSS inert, open redirects refused, Payload's member auth routes closed
//   R7 hostile reads (depth, limit, where, sort, drafts, locales, ids past 2^31): a visitor's probe stays fast
//   R8 slow clients (trickled heads, 1 KB/s bodies): closed by the server's timeouts, the probe stays fast
//   R9 import bombs (a 300 MB sheet, a 1 GB image, 40 × 25 MB): refused, memory flat, the probe stays fast;
//      the largest allowed import (5,000 rows, 190 MB of pictures) checked with the probe as fast
//   R10 SIGTERM under R7's load ends the process within 10 s; without SITE_URL the first line says so
//
//   npm run resilience                      both databases, every check
//   npm run resilience -- --db=sqlite       one database (or --db=postgres)
//   npm run resilience -- --only=R2,R4      some checks
//
// The server runs with TRUSTED_PROXIES=loopback and every request names its
// simulated client in X-Forwarded-For, so each check spends the rate limits of
// addresses of its own; CAPTCHA_TEST_CODE lets the suite answer any captcha.
// The app's mail goes to an SMTP server in this process. PostgreSQL
// (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) gets a
// fresh database per run, copied from a template the project's seed filled,
// and dropped afterwards; the app reaches it through a TCP proxy that R5 cuts.
// Server logs stay in .tmp/resilience/. We share two cores: the run holds
// /tmp/site-build.lock for the build and every server start (it takes it
// itself unless started under `flock /tmp/site-build.lock`).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { anyFreePort, buildIfStale, root, startServer } from '../../scripts/lib.mjs'

import { bruteForceChecks } from './brute-force.mjs'
import { crashCheck } from './crash.mjs'
import { postgresReachable, postgresSite, prepareActivities, sqliteSite, tcpProxy } from './databases.mjs'
import { databaseFaultCheck, mailFaultCheck, redisFaultCheck } from './faults.mjs'
import { fuzzCheck } from './fuzz.mjs'
import { hostileReadsCheck, importBombsCheck, slowClientsCheck, stopUnderLoadCheck } from './hostile.mjs'
import { injectionChecks } from './injection.mjs'
import { startMailbox } from './mail.mjs'
import { seatsCheck } from './seats.mjs'

const LOCK = '/tmp/site-build.lock'

/** Whether a process above this one is `flock /tmp/site-build.lock …` (taking the lock again would wait for ever). */
function lockHeldAbove() {
  for (let pid = process.ppid; pid > 1;) {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (path.basename(command[0]) === 'flock' && command.includes(LOCK)) return true
      pid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').match(/\) \S (\d+)/)?.[1] ?? 0)
    } catch {
      return false
    }
  }
  return false
}

if (!process.env.SITE_BUILD_LOCK_HELD && !lockHeldAbove()) {
  const result = spawnSync('flock', [LOCK, process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, SITE_BUILD_LOCK_HELD: '1' } })
  process.exit(result.status ?? 1)
}

const args = process.argv.slice(2)
const onlyDatabase = args.find((arg) => arg.startsWith('--db='))?.split('=')[1]
const onlyChecks = args
  .find((arg) => arg.startsWith('--only='))
  ?.split('=')[1]
  ?.toUpperCase()
  .split(',')
const logs = path.join(root, '.tmp', 'resilience')

const CHECKS = [
  ['R1', crashCheck],
  ['R2', seatsCheck],
  ['R3', fuzzCheck],
  ['R4', bruteForceChecks],
  ['R5', databaseFaultCheck],
  ['R5', mailFaultCheck],
  ['R5', redisFaultCheck],
  ['R6', injectionChecks],
  ['R7', hostileReadsCheck],
  ['R8', slowClientsCheck],
  ['R9', importBombsCheck],
  ['R10', stopUnderLoadCheck],
]

let failures = 0

function reporter(id, database) {
  return (text, ok) => {
    if (!ok) failures += 1
    console.log(`${id} ${database}: ${text} … ${ok ? 'ok' : 'FAIL'}`)
  }
}

/** The site's server on one port and database: started, killed, restarted by the checks. */
function siteServer(port, env, logFile) {
  let child
  return {
    origin: () => `http://localhost:${port}`,
    /** Starts it (with `extra` in its environment); resolves with the first line it wrote. */
    async restart(extra = {}) {
      const from = fs.statSync(logFile).size
      child = await startServer({ port, env: { ...env, ...extra }, log: fs.openSync(logFile, 'a') })
      return fs.readFileSync(logFile).subarray(from).toString('utf8').split('\n')[0]
    },
    kill: (signal) => child?.kill(signal),
    pid: () => child?.pid,
    /** Resolves when the running process exits. */
    exited: () => (child && child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve()),
    answering: () => Boolean(child) && child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!this.answering()) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function runDatabase(database) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `site-resilience-${database}-`))
  const port = await anyFreePort()
  const cleanups = [() => fs.rmSync(tmp, { recursive: true, force: true })]
  const started = performance.now()
  try {
    const mailbox = await startMailbox()
    cleanups.push(() => mailbox.close().catch(() => undefined))
    let env
    let databaseUrl
    let proxy
    if (database === 'sqlite') {
      env = await sqliteSite(tmp, port)
      databaseUrl = env.DATABASE_URL
    } else {
      const created = await postgresSite(tmp, port, console.log)
      cleanups.push(created.drop)
      databaseUrl = created.env.DATABASE_URL
      proxy = await tcpProxy(databaseUrl)
      cleanups.push(proxy.close)
      env = { ...created.env, DATABASE_URL: proxy.url }
    }
    const activities = await prepareActivities(databaseUrl)
    const logFile = path.join(logs, `${database}-server.log`)
    fs.writeFileSync(logFile, '')
    const site = siteServer(port, { ...env, SMTP_URL: mailbox.url, TRUSTED_PROXIES: 'loopback' }, logFile)
    cleanups.push(() => site.stop())
    await site.restart()
    const figures = []
    for (const [id, check] of CHECKS) {
      if (onlyChecks && !onlyChecks.includes(id)) continue
      const log = reporter(id, database)
      if (!site.answering()) {
        log('the server was down before this check (restarted)', false)
        await site.restart()
      }
      const checkStarted = performance.now()
      try {
        await check({ database, site, env, databaseUrl, activities, mailbox, proxy, log })
      } catch (error) {
        log(`could not run: ${error.stack?.split('\n').slice(0, 3).join(' ') ?? error}`, false)
      }
      figures.push(`${id} ${((performance.now() - checkStarted) / 1000).toFixed(0)} s`)
    }
    console.log(`› ${database}: ${((performance.now() - started) / 1000).toFixed(0)} s in all (${figures.join(', ')}); server log in ${path.relative(root, logFile)}`)
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
}

fs.mkdirSync(logs, { recursive: true })
const runStarted = performance.now()
console.log(`› resilience suite, ${new Date().toISOString()}`)
buildIfStale()
const databases = onlyDatabase ? [onlyDatabase] : ['sqlite', 'postgres']
for (const database of databases) {
  if (database === 'postgres' && !(await postgresReachable())) {
    console.log('R* postgres: PostgreSQL is not reachable (PG_ADMIN_URL) … FAIL')
    failures += 1
    continue
  }
  try {
    await runDatabase(database)
  } catch (error) {
    console.log(`R* ${database}: the run stopped: ${error.stack ?? error} … FAIL`)
    failures += 1
  }
}
console.log(`› ${failures ? `${failures} FAIL` : 'every check ok'} in ${((performance.now() - runStarted) / 1000).toFixed(0)} s`)
process.exit(failures ? 1 : 0)
