// The databases of the resilience suite: a seeded SQLite copy in a temporary
// folder (scripts/seeded-database.mjs), and a fresh PostgreSQL database per
// run, created from a template that the project's seed filled once per seed
// key (like the SQLite cache) and dropped afterwards. Also the raw SQL the
// checks read the truth with, a TCP proxy in front of PostgreSQL that R5 cuts,
// and a process that holds SQLite's write lock.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { root } from '../../scripts/lib.mjs'
import { createSeededPostgresDatabase, postgresAdminUrl, seedDatabase, seededSiteEnv } from '../../scripts/seeded-database.mjs'

const adminUrl = postgresAdminUrl()

const withDatabase = (url, name) => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

async function admin(work) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function postgresReachable() {
  try {
    await admin((client) => client.query('SELECT 1'))
    return true
  } catch {
    return false
  }
}

/** A copy of the seeded SQLite database in `dir`; returns the server environment. */
export async function sqliteSite(dir, port) {
  const env = seededSiteEnv(dir, port)
  await seedDatabase(dir, env)
  return env
}

/**
 * A fresh PostgreSQL database for this run, created from the seeded template the tests share
 * (scripts/seeded-database.mjs; seeded first when it is not cached), with its uploads and demo accounts
 * in `dir`. Returns the server environment and a function that drops the database.
 */
export async function postgresSite(dir, port, log) {
  const name = `site_resilience_${process.pid}_${Date.now()}`
  const env = { ...seededSiteEnv(dir, port), DATABASE_URL: withDatabase(adminUrl, name) }
  const files = await createSeededPostgresDatabase(adminUrl, name, env, env.UPLOAD_DIR, log)
  fs.copyFileSync(path.join(files, 'demo-credentials.json'), env.DEMO_CREDENTIALS_FILE)
  return { env, drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) }
}

/** Runs SQL on the site's database, outside the app; `?` placeholders on both databases. Returns plain rows. */
export async function query(databaseUrl, text, args = []) {
  if (databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      let index = 0
      return (
        await client.query(
          text.replace(/\?/g, () => `$${++index}`),
          args,
        )
      ).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: databaseUrl })
  try {
    return (await client.execute({ sql: text, args })).rows.map((row) => ({ ...row }))
  } finally {
    client.close()
  }
}

/** Each activity's seat counter beside its sign-up rows; the ones that disagree. */
export async function seatSkew(databaseUrl) {
  const rows = await query(
    databaseUrl,
    `SELECT a.id, coalesce(a.joined, 0) AS joined, (SELECT count(*) FROM activity_joins j WHERE j.activity_id = a.id) AS rows FROM activities a ORDER BY a.id`,
  )
  const activities = rows.map((row) => ({ id: Number(row.id), joined: Number(row.joined), rows: Number(row.rows) }))
  return {
    activities,
    joined: activities.reduce((sum, row) => sum + row.joined, 0),
    rows: activities.reduce((sum, row) => sum + row.rows, 0),
    skewed: activities.filter((row) => row.joined !== row.rows),
  }
}

/**
 * Gives the checks activities of their own: the open ones by deadline, the
 * first with 50 free seats and no sign-ups (R2), the second with room for
 * everything else (R5, R6); the rest keep their seeded seats (R1).
 */
export async function prepareActivities(databaseUrl) {
  const now = new Date().toISOString()
  const open = (await query(databaseUrl, `SELECT id, deadline FROM activities WHERE _status = 'published' ORDER BY deadline DESC`))
    .filter((row) => new Date(String(row.deadline)).toISOString() > now)
    .map((row) => Number(row.id))
  if (open.length < 4) throw new Error(`the seed has ${open.length} open activities, the suite needs 4`)
  const [seats, roomy, ...rest] = open
  await query(databaseUrl, 'DELETE FROM activity_joins_texts WHERE parent_id IN (SELECT id FROM activity_joins WHERE activity_id = ?)', [seats])
  await query(databaseUrl, 'DELETE FROM activity_joins WHERE activity_id = ?', [seats])
  await query(databaseUrl, 'UPDATE activities SET capacity = 50, joined = 0 WHERE id = ?', [seats])
  await query(databaseUrl, 'UPDATE activities SET capacity = 100000 WHERE id = ?', [roomy])
  return { seats, roomy, crash: rest }
}

/**
 * A TCP proxy on a loopback port in front of PostgreSQL. `cut()` drops every
 * connection and resets new ones until `restore()`.
 */
export async function tcpProxy(targetUrl) {
  const target = new URL(targetUrl)
  const sockets = new Set()
  let open = true
  const server = net.createServer((client) => {
    if (!open) return client.resetAndDestroy()
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    const pair = [client, upstream]
    for (const socket of pair) {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        for (const other of pair) other.destroy()
      })
    }
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(targetUrl)
  url.port = String(server.address().port)
  return {
    url: url.toString(),
    cut() {
      open = false
      for (const socket of sockets) socket.resetAndDestroy()
    },
    restore() {
      open = true
    },
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Holds SQLite's exclusive lock for `ms` from a process of its own (the
 * driver is synchronous; this process must keep sending requests). Resolves
 * with a `released` promise once the lock is held.
 */
export function holdSqliteLock(databaseUrl, ms) {
  const script = `
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: process.argv[1] })
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute('BEGIN EXCLUSIVE')
    console.log('locked')
    await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2])))
    await client.execute('ROLLBACK')
    client.close()`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, databaseUrl, String(ms)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const released = new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the lock holder exited with ${code}`)))))
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('locked')) resolve({ released })
    })
    released.catch(reject)
  })
}
