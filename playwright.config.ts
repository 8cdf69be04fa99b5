import { defineConfig } from '@playwright/test'

import { workerSite } from './tests/e2e/worker-site'

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against
 * the built app that scripts/e2e.mjs starts, one site per worker (tests/e2e/worker-site.ts): its headless
 * shell, which ran the whole suite with about a fifth less CPU than the full
 * browser in headless mode (decision 0006); CHROMIUM_PATH=/usr/bin/chromium for the full one.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // A worker takes one spec file at a time and runs its tests in order, on its own site.
  fullyParallel: false,
  workers: Number(process.env.E2E_SERVERS || 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '.tmp/playwright-results',
  use: {
    baseURL: workerSite.origin,
    locale: 'zh-CN',
    // Off unless asked for (E2E_TRACE=1, or --trace on): recording a trace of every test took about
    // 30 % of the run, in the browser's compositor; a failure still writes its page snapshot (error-context.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
})
