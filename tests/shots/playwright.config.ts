import { defineConfig } from '@playwright/test'

import base from '../../playwright.config'

/** `npm run shots`: the contact sheets of tests/shots/contact-sheet.spec.ts, on the e2e run's server (scripts/e2e.mjs). */
// Paths are relative to this file.
export default defineConfig({ ...base, testDir: '.', outputDir: '../../.tmp/playwright-results', timeout: 1_200_000 })
