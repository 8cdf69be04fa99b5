// Load measurement for the bench: wrk from Debian (one thread, N connections,
// gzip accepted), parsed into requests per second and latency percentiles.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { run } from '../scripts/lib.mjs'

// warmup: seconds of the same load, not counted, before each measurement: the first seconds of
// 50 new connections on a route pay for V8's compiler and warming caches (p99 350–630 ms in
// them, 10–55 ms after, on this machine), which is not how a server under steady traffic runs.
export const LOAD = { connections: 50, seconds: 8, warmup: 3 }

export function ensureWrk() {
  if (fs.existsSync('/usr/bin/wrk')) return
  console.log('› installing wrk from Debian')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', 'wrk'])
}

const UNIT = { us: 0.001, ms: 1, s: 1000 }
const millis = (text) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text)
  return match ? Number(match[1]) * UNIT[match[2]] : NaN
}

/** Runs wrk against one URL and returns requests/s, latency percentiles (ms) and failures. */
export function wrk(url, { headers = {}, script, connections = LOAD.connections, seconds = LOAD.seconds, warmup = LOAD.warmup } = {}) {
  const args = (duration) => {
    const list = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip']
    for (const [name, value] of Object.entries(headers)) list.push('-H', `${name}: ${value}`)
    if (script) list.push('-s', script)
    return [...list, url]
  }
  if (warmup > 0) spawnSync('wrk', args(warmup), { encoding: 'utf8' })
  const result = spawnSync('wrk', args(seconds), { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`wrk failed on ${url}: ${result.stderr || result.stdout}`)
  const out = result.stdout
  // A run in which not one request was answered is a server that stopped answering, not a slow one.
  if (!/Requests\/sec:\s+[1-9]/.test(out)) throw new Error(`wrk got no answer from ${url} in ${seconds} s:\n${out}`)
  const percentile = (p) => millis(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
  }
}

/** A signed-in member's cookies, as the browser sends them on every page (the captcha answered by CAPTCHA_TEST_CODE). */
export async function memberCookie(origin, env) {
  const { data } = await (await fetch(new URL('/api/index/captcha', origin))).json()
  const response = await fetch(new URL('/api/index/login', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_member', password: env.SEED_MEMBER_PASSWORD, captcha: env.CAPTCHA_TEST_CODE, hash: data.hash }),
  })
  const body = await response.json()
  if (body.code !== 1) throw new Error(`the demo member could not log in: ${body.msg}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** A contract call's data (POST /api/index/<call>); throws unless it answers code 1. */
export async function api(origin, call, body) {
  const response = await fetch(new URL(`/api/index/${call}`, origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = await response.json()
  if (json.code !== 1) throw new Error(`/api/index/${call} answered ${JSON.stringify(json).slice(0, 200)}`)
  return json.data
}

/** The id of the first item a contract list call returns. */
export async function firstId(origin, call) {
  const data = await api(origin, call, { page: 1, size: 1 })
  const id = data.list?.[0]?.id
  if (!id) throw new Error(`/api/index/${call} listed nothing: is the database seeded?`)
  return id
}
