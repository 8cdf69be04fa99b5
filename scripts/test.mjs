// `npm test`: the whole suite. Installs the browser and fonts the e2e tests
// need from Debian when missing (never a downloaded browser), then runs the
// static checks, Vitest (unit + integration on SQLite and PostgreSQL), and Playwright.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

import { hasDependencies, run } from './lib.mjs'

function hasCjkFont() {
  try {
    return execSync('fc-list', { encoding: 'utf8' }).includes('Noto Sans CJK')
  } catch {
    return false
  }
}

function ensureBrowser() {
  if (fs.existsSync('/usr/bin/chromium') && hasCjkFont()) return
  console.log('› installing chromium and fonts-noto-cjk from Debian')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'])
}

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
