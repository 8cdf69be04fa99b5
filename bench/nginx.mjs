// The scaled-out topology's throughput, run by hand (`npm run bench -- --nginx`,
// or `node bench/nginx.mjs`), never by the tests. On loopback: a fresh
// PostgreSQL database (the resilience suite's seeded template), Redis, two
// instances of the build, Debian's nginx with deploy/nginx.conf in front of
// both and another in front of A alone, and a third nginx serving a
// pre-compressed static copy of each page (gzip_static). Prints, side by side
// in one run (wrk, 50 connections, gzip):
//   anonymous pages through nginx (micro-cache hits) against the static copy: target ≥ 0.8 of it;
//   a signed-in member's requests through nginx to two instances against one: target ≥ 1.6×.
// Figures are printed, never asserted. Holds /tmp/site-build.lock while it runs
// when started by `npm run bench -- --nginx`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { anyFreePort, buildIfStale, root, startServer } from '../scripts/lib.mjs'
import { postgresReachable, postgresSite } from '../tests/resilience/databases.mjs'
import { ensureNginx, runNginx, startNginx } from '../tests/scale-out/nginx.mjs'

import { ensureWrk, firstId, memberCookie, wrk } from './load.mjs'

const TARGETS = { cacheHitsToStatic: 0.8, twoInstancesToOne: 1.6 }
const out = path.join(root, '.tmp', 'bench')

/** Headers of the app's answer that belong to the page itself, which a static host would send too. */
const HOP_HEADERS = new Set(['date', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'x-cache-status', 'x-request-id', 'server'])

/**
 * nginx serving files only, as a static host would: the same worker settings
 * as deploy/nginx.conf, each page with the headers the site sends with it
 * (its policy, security headers, Vary) and a request id, so both sides send
 * the same answer.
 */
function startStaticNginx(dir, port, files, pageHeaders) {
  const conf = `worker_processes auto;
events { worker_connections 4096; }
http {
  include mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  access_log off;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${files};
    index index.html;
    default_type text/html;
${pageHeaders
  .map(
    (headers, index) =>
      `    location /p${index}/ {\n${Object.entries(headers)
        .map(([name, value]) => `      add_header ${name} "${value.replace(/["\\$]/g, '\\$&')}" always;`)
        .join('\n')}\n      add_header X-Request-Id $request_id always;\n    }`,
  )
  .join('\n')}
  }
}
`
  return runNginx({ dir, port, conf })
}

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
  const [portA, portB, portBoth, portOne, portStatic] = [await anyFreePort(), await anyFreePort(), await anyFreePort(), await anyFreePort(), await anyFreePort()]
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

    // The static copy: the very HTML nginx gives a visitor, pre-compressed once.
    const files = path.join(dir, 'static')
    const pageHeaders = []
    for (const [index, page] of pages.entries()) {
      for (let i = 0; i < 3; i += 1) await (await fetch(`${viaBoth}${page}`)).arrayBuffer()
      const answer = await fetch(`${viaBoth}${page}`, { headers: { 'accept-encoding': 'identity' } })
      pageHeaders.push(Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name) && name !== 'content-type')))
      const html = Buffer.from(await answer.arrayBuffer())
      fs.mkdirSync(path.join(files, `p${index}`), { recursive: true })
      fs.writeFileSync(path.join(files, `p${index}`, 'index.html'), html)
      fs.writeFileSync(path.join(files, `p${index}`, 'index.html.gz'), zlib.gzipSync(html, { level: 9 }))
    }
    const statics = await startStaticNginx(path.join(dir, 'nginx-static'), portStatic, files, pageHeaders)
    stops.push(() => statics.kill('SIGQUIT'))
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
    for (const [index, page] of pages.entries()) {
      const staticCopy = measure('static copy', `http://127.0.0.1:${portStatic}/p${index}/`)
      const cached = measure('through nginx, anonymous', `${viaBoth}${page}`)
      const memberOne = measure('member, nginx → A', `${viaOne}${page}`, { headers: { Cookie: cookie } })
      const memberTwo = measure('member, nginx → A + B', `${viaBoth}${page}`, { headers: { Cookie: cookie } })
      rows.push({
        page,
        staticCopy,
        cached,
        memberOne,
        memberTwo,
        cacheRatio: cached.requestsPerSecond / staticCopy.requestsPerSecond,
        memberRatio: memberTwo.requestsPerSecond / memberOne.requestsPerSecond,
      })
    }

    const table = [
      [
        'page',
        'static copy req/s',
        'nginx cache hits req/s',
        'ratio',
        `target ≥ ${TARGETS.cacheHitsToStatic}`,
        'p99 ms',
        'member → A req/s',
        'cores A',
        'member → A + B req/s',
        'cores A + B',
        'ratio',
        `target ≥ ${TARGETS.twoInstancesToOne}`,
        'p99 ms',
      ],
      ...rows.map((row) => [
        row.page,
        fixed(row.staticCopy.requestsPerSecond),
        fixed(row.cached.requestsPerSecond),
        fixed(row.cacheRatio, 2),
        row.cacheRatio >= TARGETS.cacheHitsToStatic ? 'met' : 'NOT met',
        fixed(row.cached.p99, 1),
        fixed(row.memberOne.requestsPerSecond),
        fixed(row.memberOne.cores[0], 2),
        fixed(row.memberTwo.requestsPerSecond),
        fixed(row.memberTwo.cores[0] + row.memberTwo.cores[1], 2),
        fixed(row.memberRatio, 2),
        row.memberRatio >= TARGETS.twoInstancesToOne ? 'met' : 'NOT met',
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
