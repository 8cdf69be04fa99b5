// `npm test`: the whole suite. Installs the browser and fonts the e2e tests
// need from Debian when missing (never a downloaded browser), then runs the
// static checks, Vitest (unit + integration on SQLite and PostgreSQL), Playwright,
// and the scale-out suite (tests/scale-out, with Debian's nginx, installed when missing).
import { ensureBrowser, hasDependencies, run } from './lib.mjs'

const steps = [
  ['typecheck', () => run('npx', ['tsc', '--noEmit'])],
  ['lint', () => run('npx', ['eslint', '.', '--max-warnings=0'])],
  ['unit and integration tests', () => run('npx', ['vitest', 'run'])],
  ['end-to-end tests', () => run('node', ['scripts/e2e.mjs'])],
  // The same build, two instances behind nginx on PostgreSQL, Redis and an S3-compatible store.
  ['scale-out suite', () => run('node', ['tests/scale-out/run.mjs'], { env: { SITE_BUILD_LOCK_HELD: process.env.SITE_BUILD_LOCK_HELD ?? '1' } })],
]

try {
  if (!hasDependencies()) run('npm', ['ci', '--no-audit', '--no-fund'])
  ensureBrowser()
  const started = Date.now()
  for (const [name, step] of steps) {
    console.log(`\n› ${name}`)
    const stepStarted = Date.now()
    step()
    console.log(`› ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`)
  }
  console.log(`\n› whole suite: ${Math.round((Date.now() - started) / 1000)} s`)
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(error.exitCode || 1)
}
