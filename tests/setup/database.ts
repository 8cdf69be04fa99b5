import fs from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { copySeededSqlite, createSeededPostgresDatabase, seededSqliteTemplate } from '../../scripts/seeded-database.mjs'

/**
 * Gives each integration project its database: a new SQLite file in a
 * temporary folder, or a new PostgreSQL database that is dropped afterwards.
 *
 * A project whose env has TEST_DATABASE=seeded starts from the demo seed,
 * migrated and seeded, with the seeded uploads in its UPLOAD_DIR: a copy of a
 * SQLite database seeded once (kept in .tmp/test-seed), or a database created
 * from a seeded PostgreSQL template (scripts/seeded-database.mjs), so no test
 * file pays for the first seed and `seed(payload)` in a test finds everything
 * there. Both kinds are seeded side by side when neither is cached. Other
 * projects start from an empty database, migrated by the first test file.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>
  const url = env.DATABASE_URL
  const folders = [env.UPLOAD_DIR, path.dirname(env.SECRET_FILE)]
  if (url.startsWith('file:')) folders.push(path.dirname(url.slice('file:'.length)))
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true })
  const seeded = env.TEST_DATABASE === 'seeded'
  const started = Date.now()

  if (!url.startsWith('postgres')) {
    if (seeded) {
      const template = await seededTemplates(project)[project.name]
      copySeededSqlite(template as string, url.slice('file:'.length), env.UPLOAD_DIR)
      console.log(`› ${project.name}: a copy of the seeded database, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
    return async () => {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
      if (env.REDIS_URL) await clearRedis(env.REDIS_URL, env.REDIS_PREFIX)
    }
  }

  const target = new URL(url)
  const database = target.pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  if (seeded) {
    await seededTemplates(project)[project.name]
    console.log(`› ${project.name}: a database from the seeded template, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } else {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    await client.query(`CREATE DATABASE "${database}"`)
    await client.end()
  }

  return async () => {
    const cleanup = new pg.Client({ connectionString: admin.toString() })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await cleanup.end()
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  }
}

/** By project name: the folder of its seeded SQLite template, or its PostgreSQL database created. */
type Templates = Record<string, Promise<string | void>>
const shared = globalThis as typeof globalThis & { __seededTemplates?: Templates }

/**
 * Starts, once per Vitest run, what every seeded project of this run needs:
 * its SQLite template, or its PostgreSQL database. Vitest runs the projects'
 * global setups one after another; starting them all at the first lets the
 * seeds (when they are not cached) run side by side.
 */
function seededTemplates(project: TestProject): Templates {
  if (shared.__seededTemplates) return shared.__seededTemplates
  const templates: Templates = {}
  for (const each of project.vitest.projects) {
    const env = each.config.env as Record<string, string> | undefined
    if (env?.TEST_DATABASE !== 'seeded') continue
    if (env.DATABASE_URL.startsWith('postgres')) {
      const admin = new URL(env.DATABASE_URL)
      const database = admin.pathname.slice(1)
      admin.pathname = '/postgres'
      templates[each.name] = createSeededPostgresDatabase(admin.toString(), database, env, env.UPLOAD_DIR)
    } else templates[each.name] = seededSqliteTemplate(env)
  }
  // Nothing awaits a template until its own project's setup: keep a failure for that moment.
  for (const promise of Object.values(templates)) promise.catch(() => undefined)
  shared.__seededTemplates = templates
  return templates
}

/** Removes every key the run wrote under its own prefix. */
async function clearRedis(url: string, prefix: string) {
  const client = new Redis(url)
  let cursor = '0'
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
    if (keys.length) await client.del(...keys)
    cursor = next
  } while (cursor !== '0')
  await client.quit()
}
