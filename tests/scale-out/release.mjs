// The next release that S11 (tests/scale-out/run.mjs) rolls out: this working tree with one additive
// change, built as any release is. Products gain a nullable text field, `upgradeProbe`, and the
// PostgreSQL migration that adds its columns (docs/deployment.md, "Upgrade": additive only).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from '../../scripts/lib.mjs'

export const PROBE_FIELD = 'upgradeProbe'
const MIGRATION = '29991231_000000_upgrade_probe'

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${(result.stdout ?? '').slice(-3000)}${result.stderr ?? ''}`)
  return result.stdout
}

/** Runs a build step without blocking this process: the scale-out suite's S3 server lives in it. */
function step(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-6000)))
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-6000)))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} in ${options.cwd} exited with ${code}:\n${output}`))))
  })
}

/** Replaces `anchor` in `file` (relative to `dir`), which must hold it exactly once: a change upstream fails here, loudly. */
function patch(dir, file, anchor, replacement) {
  const full = path.join(dir, file)
  const text = fs.readFileSync(full, 'utf8')
  if (text.split(anchor).length !== 2) throw new Error(`the release change expects ${file} to hold ${JSON.stringify(anchor)} once`)
  fs.writeFileSync(full, text.replace(anchor, replacement))
}

function applyChange(dir) {
  patch(dir, 'src/collections/products/index.ts', '\n  fields: [\n', `\n  fields: [\n    { name: '${PROBE_FIELD}', type: 'text', label: '升级验证' },\n`)
  fs.writeFileSync(
    path.join(dir, 'src/migrations/postgres', `${MIGRATION}.ts`),
    `import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql\`ALTER TABLE "products" ADD COLUMN "upgrade_probe" varchar; ALTER TABLE "_products_v" ADD COLUMN "version_upgrade_probe" varchar;\`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql\`ALTER TABLE "products" DROP COLUMN "upgrade_probe"; ALTER TABLE "_products_v" DROP COLUMN "version_upgrade_probe";\`)
}
`,
  )
  const index = 'src/migrations/postgres/index.ts'
  const listed = fs.readFileSync(path.join(dir, index), 'utf8').trimEnd()
  if (!listed.endsWith('];')) throw new Error(`the release change expects ${index} to end with its list of migrations`)
  fs.writeFileSync(
    path.join(dir, index),
    `import * as upgradeProbe from './${MIGRATION}';\n${listed.slice(0, -2)}  { up: upgradeProbe.up, down: upgradeProbe.down, name: '${MIGRATION}' },\n];\n`,
  )
}

/**
 * Builds the release in `dir`: the working tree's files (those git does not ignore), node_modules
 * hard-linked. Returns the release's folder (where `npm run migrate` runs) and its .next/standalone
 * (what an instance runs).
 */
export async function buildRelease(dir) {
  fs.mkdirSync(dir, { recursive: true })
  const files = sh('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  sh('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  applyChange(dir)
  // The suite's typecheck has checked this tree (the change is a field and a migration), and the
  // folder is thrown away after this one build: Turbopack need not keep its work (next.config.ts).
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_BUILD_TYPECHECKED: '1', SITE_BUILD_CACHE: 'off' }
  await step(process.execPath, ['node_modules/.bin/next', 'build'], { cwd: dir, env })
  await step(process.execPath, ['scripts/complete-standalone.mjs'], { cwd: dir, env })
  return { dir, standalone: path.join(dir, '.next', 'standalone') }
}
