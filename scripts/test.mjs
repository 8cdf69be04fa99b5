// `npm test`: the whole suite. Installs the browser and fonts the e2e tests
// need from Debian when missing (never a downloaded browser), then runs the
// static checks, Vitest (unit + integration on SQLite and PostgreSQL), Playwright,
// and the scale-out suite (tests/scale-out, with Debian's nginx, installed when missing).
//
// What the later steps would otherwise do first, each in line, starts at once
// in processes of its own: the seeded databases that every later step copies
// (scripts/seeded-database.mjs: one SQLite seed, copied into a PostgreSQL template),
// and the build the e2e run and the scale-out suite share (at low priority,
// nice, so it takes the time the steps leave). The machine is then fully busy:
// what shortens the suite is less work, not more overlap (decision 0006). Each
// step waits for what it needs and says how long it waited. Work that failed in
// the background is only reported: the step then does it itself, and fails
// there if it must.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureBrowser, hasDependencies, root, run } from './lib.mjs'
import { postgresService, serviceInUse } from './test-services.mjs'

const running = new Set()

/** Starts `node args` in the background, its output in .tmp/test-logs/<name>.log. */
function background(name, args, { nice = false } = {}) {
  const log = path.join(root, '.tmp', 'test-logs', `${name.replace(/\s+/g, '-')}.log`)
  fs.mkdirSync(path.dirname(log), { recursive: true })
  const output = fs.openSync(log, 'w')
  const [command, commandArgs] = nice ? ['nice', ['-n', '10', process.execPath, ...args]] : [process.execPath, args]
  // Its own process group, so that stopping it stops the seeds and the build it started.
  const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', output, output], detached: true })
  fs.closeSync(output)
  running.add(child)
  const started = Date.now()
  const finished = new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, why: error.message }))
    child.on('exit', (code, signal) => resolve({ ok: code === 0, why: `exited with ${code ?? signal}` }))
  }).then((result) => {
    running.delete(child)
    return { ...result, seconds: Math.round((Date.now() - started) / 1000) }
  })
  return {
    /** Waits for it; prints how it went (the end of its log when it failed). */
    async wait() {
      const waitStarted = Date.now()
      const result = await finished
      const waited = Math.round((Date.now() - waitStarted) / 1000)
      if (result.ok) console.log(`› ${name}: done in the background in ${result.seconds} s (waited ${waited} s)`)
      else {
        const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')
        console.log(`› ${name}: failed in the background (${result.why}); the step does it itself. The end of ${path.relative(root, log)}:\n${tail}`)
      }
    },
  }
}

function stopBackground() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
process.on('exit', stopBackground)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopBackground()
    process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal])
  })
}

const stepTimes = []

/** Runs one step after the background work it needs, and says how long it took. */
async function step(name, needs, work) {
  console.log(`\n› ${name}`)
  const started = Date.now()
  for (const each of needs) await each.wait()
  await work()
  const seconds = Math.round((Date.now() - started) / 1000)
  stepTimes.push([name, seconds])
  console.log(`› ${name}: ${seconds} s`)
}

/**
 * Runs each part's command side by side, each with its own environment; prints each one's output whole
 * as it ends (the first to end first), and fails if any failed.
 */
async function sideBySide(parts) {
  const runs = parts.map(({ name, command, env }) => {
    // Its own process group, as background() does, so that stopping the suite stops it.
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true })
    running.add(child)
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    return new Promise((resolve) => {
      child.on('error', (error) => resolve({ name, code: 1, output: `${output}\n${error.message}` }))
      child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }))
    }).then((result) => {
      running.delete(child)
      console.log(`\n› ${result.name} (${result.code === 0 ? 'passed' : `failed, exit ${result.code}`}):\n${result.output}`)
      return result
    })
  })
  const failed = (await Promise.all(runs)).filter((result) => result.code !== 0)
  if (failed.length) {
    const error = new Error(`${failed.map((result) => result.name).join(', ')} failed`)
    error.exitCode = failed[0].code
    throw error
  }
}

try {
  if (!hasDependencies()) run('npm', ['ci', '--no-audit', '--no-fund'])
  ensureBrowser()
  const started = Date.now()
  // Fails here, naming it, when PostgreSQL is required (CI=true, or PG_HOST/PG_PORT set) and silent.
  const withPostgres = await serviceInUse(postgresService())
  // One seeded SQLite database and its copy as a PostgreSQL template, which every later step copies.
  const seededDatabases = background('seeded databases', ['scripts/seeded-database.mjs', 'prepare'])
  // Side by side: each is one process that keeps one core busy for about a minute; beside the build they took 2-3 times as long.
  await step('typecheck and lint', [], () =>
    sideBySide([
      { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
      { name: 'lint', command: ['npm', 'run', 'lint'] },
    ]),
  )
  // Only now: the typecheck reads the build's .next/types; and having passed, the build need not check again.
  const build = background('build', ['--input-type=module', '-e', "import { buildIfStale } from './scripts/lib.mjs'; buildIfStale({ SITE_BUILD_TYPECHECKED: '1' })"], {
    nice: true,
  })
  // Two processes: the PostgreSQL project, and every other one (vitest.config.ts VITEST_PART). Each runs its
  // files one at a time, and much of each one's time is spent waiting on its database.
  // Every project configured must run tests (tests/setup/project-counts.ts): none passes on nothing.
  await step('unit and integration tests', [seededDatabases], () =>
    sideBySide([
      ...(withPostgres ? [{ name: 'vitest: PostgreSQL', command: ['npx', 'vitest', 'run'], env: { VITEST_PART: 'postgres', TEST_COUNTS: 'required' } }] : []),
      { name: 'vitest: unit, SQLite, Redis, S3', command: ['npx', 'vitest', 'run'], env: { VITEST_PART: 'others', TEST_COUNTS: 'required' } },
    ]),
  )
  await step('end-to-end tests', [build], () => run('node', ['scripts/e2e.mjs']))
  // The same build, two instances behind nginx on PostgreSQL, Redis and an S3-compatible store.
  await step('scale-out suite', [], () => run('node', ['tests/scale-out/run.mjs'], { env: { SITE_BUILD_LOCK_HELD: process.env.SITE_BUILD_LOCK_HELD ?? '1' } }))
  console.log(`\n› whole suite: ${Math.round((Date.now() - started) / 1000)} s`)
  for (const [name, seconds] of stepTimes) console.log(`  ${name.padEnd(28)} ${String(seconds).padStart(5)} s`)
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(error.exitCode || 1)
}
