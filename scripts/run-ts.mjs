// Runs one of our TypeScript entry points (seed, migrate, backup) through tsx.
//   node scripts/run-ts.mjs src/seed/run.ts
import { spawnSync } from 'node:child_process'

import { root } from './lib.mjs'
import { nodeConditions } from './node-conditions.mjs'

/** The arguments of `node` that run `entry` (a TypeScript file) with `env`. */
export function tsNodeArgs(entry, args = [], env = process.env) {
  return [...nodeConditions(env), '--import', 'tsx', entry, ...args]
}

export function runTs(entry, args = [], env = {}) {
  const childEnv = { ...process.env, ...env }
  const result = spawnSync(process.execPath, tsNodeArgs(entry, args, childEnv), { stdio: 'inherit', cwd: root, env: childEnv })
  return result.status ?? 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, ...args] = process.argv.slice(2)
  process.exit(runTs(entry, args))
}
