import fs from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

/**
 * Gives each integration project an empty database: a new SQLite file in a
 * temporary folder, or a new PostgreSQL database that is dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string>
  const url = env.DATABASE_URL
  const folders = [env.UPLOAD_DIR, path.dirname(env.SECRET_FILE)]
  if (url.startsWith('file:')) folders.push(path.dirname(url.slice('file:'.length)))
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true })

  if (!url.startsWith('postgres')) {
    return async () => {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
      if (env.REDIS_URL) await clearRedis(env.REDIS_URL, env.REDIS_PREFIX)
    }
  }

  const target = new URL(url)
  const database = target.pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`CREATE DATABASE "${database}"`)
  await client.end()

  return async () => {
    const cleanup = new pg.Client({ connectionString: admin.toString() })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await cleanup.end()
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  }
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
