// A signed-in member's pages through the scaled-out topology (`npm run bench -- --members`), run by
// hand, never by the tests. On loopback: a fresh PostgreSQL database (the resilience suite's seeded
// template), Redis, two instances of the build, and Debian's nginx with deploy/nginx.conf in front of both
// and another in front of A alone. Prints, side by side in one run (wrk, 50 connections, gzip), a member's
// requests through nginx to two instances against one (target ≥ 1.6×), with the cores each instance used.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { anyFreePort, buildIfStale, root, startServer } from '../scripts/lib.mjs'
import { postgresReachable, postgresSite } from '../tests/resilience/databases.mjs'
import { ensureNginx, startNginx } from '../tests/scale-out/nginx.mjs'

import { ensureWrk, firstId, memberCookie, wrk } from './load.mjs'

const TARGET = 1.6
const out = path.join(root, '.tmp', 'bench')

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')

/** CPU seconds a process has used so far (user + system, from /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function main() {
  if (!(await postgresReachable())) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432')
  ensureNginx()
  ensureWrk()
  buildIfStale()
  fs.mkdirSync(out, { recursive: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-nginx-'))
  const [portA, portB, portBoth, portOne] = [await anyFreePort(), await anyFreePort(), await anyFreePort(), await anyFreePort()]
  const { env: siteEnv, drop } = await postgresSite(dir, portA, (line) => console.log(line))
  const stops = []
  try {
    const shared = {
      ...siteEnv,
      SITE_URL: `http://127.0.0.1:${portBoth}`,
      REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `site-bench-${process.pid}:`,
      TRUSTED_PROXIES: '1',
      LOG_FORMAT: 'json',
      ACCESS_LOG: 'false',
      MIGRATE_ON_START: 'false',
    }
    const instances = []
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ]) {
      const child = await startServer({ port, env: { ...shared, PORT: String(port) }, log: fs.openSync(path.join(out, `nginx-instance-${name}.log`), 'w') })
      instances.push(child)
      stops.push(() => child.kill('SIGTERM'))
    }
    const both = await startNginx({ dir: path.join(dir, 'nginx-both'), port: portBoth, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] })
    stops.push(() => both.kill('SIGQUIT'))
    const one = await startNginx({ dir: path.join(dir, 'nginx-one'), port: portOne, upstreams: [`127.0.0.1:${portA}`] })
    stops.push(() => one.kill('SIGQUIT'))
    const viaBoth = `http://127.0.0.1:${portBoth}`
    const viaOne = `http://127.0.0.1:${portOne}`

    const pages = ['/', '/product', `/product/${await firstId(viaBoth, 'product')}`, `/news/${await firstId(viaBoth, 'news')}`]

    for (const page of pages) for (let i = 0; i < 3; i += 1) await (await fetch(`${viaBoth}${page}`)).arrayBuffer()
    const cookie = await memberCookie(viaBoth, siteEnv)

    const rows = []
    const measure = (label, url, options) => {
      const before = instances.map((child) => cpuSeconds(child.pid))
      const started = performance.now()
      const figures = wrk(url, options)
      const seconds = (performance.now() - started) / 1000
      // How many cores the instances kept busy (Node's own threads included: GC, the compiler, libuv's pool).
      figures.cores = instances.map((child, index) => (cpuSeconds(child.pid) - before[index]) / seconds)
      console.log(
        `› ${label} ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
          `cores used by A ${fixed(figures.cores[0], 2)}, B ${fixed(figures.cores[1], 2)}${figures.non2xx || figures.errors ? ` (${figures.non2xx} non-2xx, ${figures.errors} socket errors)` : ''}`,
      )
      return figures
    }
    for (const page of pages) {
      const memberOne = measure('member, nginx → A', `${viaOne}${page}`, { headers: { Cookie: cookie } })
      const memberTwo = measure('member, nginx → A + B', `${viaBoth}${page}`, { headers: { Cookie: cookie } })
      rows.push({ page, memberOne, memberTwo, ratio: memberTwo.requestsPerSecond / memberOne.requestsPerSecond })
    }

    const table = [
      ['page', 'member → A req/s', 'cores A', 'member → A + B req/s', 'cores A + B', `ratio (target ≥ ${TARGET})`, 'p99 ms'],
      ...rows.map((row) => [
        row.page,
        fixed(row.memberOne.requestsPerSecond),
        fixed(row.memberOne.cores[0], 2),
        fixed(row.memberTwo.requestsPerSecond),
        fixed(row.memberTwo.cores[0] + row.memberTwo.cores[1], 2),
        `${fixed(row.ratio, 2)}${row.ratio >= TARGET ? '' : ' ✗'}`,
        fixed(row.memberTwo.p99, 1),
      ]),
    ]
    console.log(`\n${table.map((cells) => `| ${cells.join(' | ')} |`).join('\n')}\n`)
    console.log(`› ${os.cpus().length} cores; wrk, nginx, PostgreSQL, Redis and the instances share them`)
    fs.writeFileSync(path.join(out, 'nginx.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2))
  } finally {
    for (const stop of stops.reverse()) stop()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await drop()
    spawnSync('rm', ['-rf', dir])
  }
}

await main().catch((error) => {
  console.error(`✖ ${error.stack ?? error.message}`)
  process.exitCode = 1
})
