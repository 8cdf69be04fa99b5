// Runs one of our TypeScript entry points (seed, migrate) through tsx.
//   node scripts/run-ts.mjs src/seed/run.ts
// On these 2-core machines the module loader sometimes stalls while it loads
// Payload's module graph, and Node 20 then quits with exit code 13 ("unsettled
// top-level await") before any of our code ran; nothing was done, so the run
// is simply tried again. (The payload CLI hits the same stall and exits 0
// silently, which is why the npm scripts do not use `payload run`.)
import { spawnSync } from 'node:child_process'

import { root } from './lib.mjs'

const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 5

export function runTs(entry, args = [], env = {}) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, ...env },
    })
    if (result.status !== UNSETTLED_TOP_LEVEL_AWAIT) return result.status ?? 1
    console.warn(`› ${entry}: the module loader stalled before the script started (attempt ${attempt} of ${ATTEMPTS}), trying again`)
  }
  return UNSETTLED_TOP_LEVEL_AWAIT
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, ...args] = process.argv.slice(2)
  process.exit(runTs(entry, args))
}
