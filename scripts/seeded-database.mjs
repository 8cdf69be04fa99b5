// A seeded SQLite database in a temporary folder, for the e2e tests and the bench.
// The seeded database is kept in .tmp/e2e-seed, keyed by a hash of everything
// the seed depends on, so repeated local runs copy it instead of seeding again
// (a clean clone always seeds; E2E_FRESH_SEED=1 forces it).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { hasCjkFont, root } from './lib.mjs'
import { runTs } from './run-ts.mjs'

/** The environment of a server (and of the seed) whose state all lives in `dir`. */
export function seededSiteEnv(dir, port) {
  return {
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SECRET_FILE: path.join(dir, '.secret'),
    DEMO_CREDENTIALS_FILE: path.join(dir, 'demo-credentials.json'),
    SEED_ADMIN_PASSWORD: 'e2e-admin-password',
    SEED_EDITOR_PASSWORD: 'e2e-editor-password',
    SEED_MEMBER_PASSWORD: 'e2e-member-password',
    SITE_URL: `http://localhost:${port}`,
    CAPTCHA_TEST_CODE: 'E2E1',
    OUTBOX_DIR: path.join(dir, 'outbox'),
  }
}

/** Everything the seeded database depends on. */
const seedInputs = ['src/seed', 'src/collections', 'src/globals', 'src/fields', 'src/migrations', 'src/payload.config.ts', 'package-lock.json']

export function seedKey() {
  // Images rendered without a CJK font differ: the font's presence is part of the key.
  const hash = crypto.createHash('sha256').update(`cjk:${hasCjkFont()}`)
  const visit = (entry) => {
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child))
    else hash.update(path.relative(root, entry)).update(fs.readFileSync(entry))
  }
  for (const entry of seedInputs) if (fs.existsSync(path.join(root, entry))) visit(path.join(root, entry))
  return hash.digest('hex').slice(0, 16)
}

/** Fills `dir` (empty, the folder of `env` from seededSiteEnv) with a seeded database, from the cache when it can. */
export function seedDatabase(dir, env) {
  const cache = path.join(root, '.tmp', 'e2e-seed', seedKey())
  if (!process.env.E2E_FRESH_SEED && fs.existsSync(path.join(cache, 'done'))) {
    console.log('› copying the seeded database from .tmp/e2e-seed')
    for (const name of fs.readdirSync(cache)) if (name !== 'done') fs.cpSync(path.join(cache, name), path.join(dir, name), { recursive: true })
    return
  }
  console.log('› seeding a fresh database')
  if (runTs('src/seed/run.ts', [], env) !== 0) throw new Error('the seed failed')
  if (!fs.existsSync(env.DEMO_CREDENTIALS_FILE)) throw new Error('the seed wrote no demo accounts: the database was not seeded')
  fs.rmSync(path.join(root, '.tmp', 'e2e-seed'), { recursive: true, force: true })
  fs.mkdirSync(cache, { recursive: true })
  // The database (with any -wal file), uploads, secret and demo accounts: everything the seed left in dir.
  for (const name of fs.readdirSync(dir)) fs.cpSync(path.join(dir, name), path.join(cache, name), { recursive: true })
  fs.writeFileSync(path.join(cache, 'done'), new Date().toISOString())
}
