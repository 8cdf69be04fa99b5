// `npm test`: the whole suite. Installs the browser and fonts the e2e tests
// need from Debian when missing (never a downloaded browser), then runs the
// static checks, Vitest (unit + integration on SQLite and PostgreSQL), and Playwright.
import { ensureBrowser, hasDependencies, run } from './lib.mjs'

const steps = [
  ['typecheck', () => run('npx', ['tsc', '--noEmit'])],
  ['lint', () => run('npx', ['eslint', '.', '--max-warnings=0'])],
  ['unit and integration tests', () => run('npx', ['vitest', 'run'])],
  ['end-to-end tests', () => run('node', ['scripts/e2e.mjs'])],
]

try {
  if (!hasDependencies()) run('npm', ['ci', '--no-audit', '--no-fund'])
  ensureBrowser()
  for (const [name, step] of steps) {
    console.log(`\n› ${name}`)
    step()
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(error.exitCode || 1)
}
