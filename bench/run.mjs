// The public site's speed, run by hand (`npm run bench`), never by the tests. Builds if stale, copies the
// seeded SQLite database and serves the key pages four ways at once, on loopback:
//   nginx        the same bytes, pre-compressed, from nginx alone (the machine's physical limit);
//   npm start    the site's own server (server/index.mjs);
//   next start   the framework's own server, on the same build and database;
//   via nginx    the shipped deploy/nginx.conf in front of `npm start`.
// Each page is loaded by wrk (1 thread, 50 connections, gzip) in turns that rotate through the four, so a
// slow minute of this shared machine weighs on every side of a ratio; each ratio is its median turn's.
// Then Lighthouse mobile (median of several runs) on each page and on an empty page of the same build.
// One table, also written to .tmp/bench/summary.md. Figures are printed, never asserted.
//
//   npm run bench                 load and Lighthouse (5 runs a page; about 8 minutes once built)
//   npm run bench -- --quick      load only
//   npm run bench -- --runs=3     Lighthouse runs a page
//   npm run bench -- --scale      lists and search at 10,000 products / 100,000 articles, both databases
//   npm run bench -- --members    a member's pages through nginx to two instances against one
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { anyFreePort, buildIfStale, ensureBrowser, root, run, startServer } from '../scripts/lib.mjs'
import { seedDatabase, seededSiteEnv } from '../scripts/seeded-database.mjs'
import { ensureNginx, runNginx, startNginx } from '../tests/scale-out/nginx.mjs'

import { ensureWrk, firstId, wrk } from './load.mjs'

const args = process.argv.slice(2)
if (args.includes('--members')) {
  await import('./nginx.mjs')
  process.exit(process.exitCode ?? 0)
}
const quick = args.includes('--quick')
const lighthouseRuns = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--runs takes a whole number')

// 12.8.2 is the last release for Node 20; it runs every LCP audit with Debian's Chromium. Not a dependency of the app.
const LIGHTHOUSE = '12.8.2'
const CHROMIUM = '/usr/bin/chromium'
const TURNS = 3
const TURN_SECONDS = 4
/** The floors of issue 35, printed beside the figures. */
const TARGETS = { ofNginx: 0.15, overNextStart: 10, viaNginx: 0.9, performance: 95, lcpMs: 1800 }
const SIDES = ['nginx', 'npm start', 'next start', 'via nginx']
/** Headers of an answer that belong to the connection, not the page: the static copy sends its own. */
const HOP_HEADERS = new Set([
  'date',
  'content-length',
  'content-encoding',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-cache-status',
  'x-request-id',
  'server',
])

const out = path.join(root, '.tmp', 'bench')
const toolsDir = path.join(root, '.tmp', 'bench-tools')
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`
  return [line(rows[0]), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n')
}

if (args.includes('--scale')) {
  const { scaleBench } = await import('./scale.mjs')
  const rows = []
  for (const database of ['sqlite', 'postgres']) rows.push(...(await scaleBench({ database, log: (line) => console.log(`  ${line}`) })))
  const header = ['different query each request', 'database', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'p95 target ms']
  const cells = (row) => [row.label, row.database, row.count, fixed(row.p50, 1), `${fixed(row.p95, 1)}${row.p95 > row.target ? ' ✗' : ''}`, fixed(row.max, 1), row.target]
  console.log(`\n${table([header, ...rows.map(cells)])}`)
  process.exit(0)
}

function ensureLighthouse() {
  const manifest = path.join(toolsDir, 'node_modules', 'lighthouse', 'package.json')
  if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version === LIGHTHOUSE) return
  fs.mkdirSync(toolsDir, { recursive: true })
  run('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--save-exact', `lighthouse@${LIGHTHOUSE}`])
}

/** nginx serving each page's bytes from files, pre-compressed (gzip_static), with the headers the site sends with it. */
async function startStaticNginx(dir, port, pages) {
  const files = path.join(dir, 'files')
  const locations = pages.map((page, index) => {
    fs.mkdirSync(path.join(files, `p${index}`), { recursive: true })
    fs.writeFileSync(path.join(files, `p${index}`, 'index.html'), page.html)
    fs.writeFileSync(path.join(files, `p${index}`, 'index.html.gz'), zlib.gzipSync(page.html))
    const headers = Object.entries(page.headers).map(([name, value]) => `      add_header ${name} "${value.replace(/["\\$]/g, '\\$&')}" always;`)
    return `    location /p${index}/ {\n${headers.join('\n')}\n      add_header X-Request-Id $request_id always;\n    }`
  })
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
    default_type text/html;
${locations.join('\n')}
  }
}
`
  return runNginx({ dir, port, conf })
}

/** fetch, once more on a failure: after a quiet while the server may close a kept-alive connection just as it is reused. */
const get = (url) => fetch(url).catch(() => fetch(url))

/** First-load JavaScript of a page: its same-origin scripts and module preloads, gzipped. */
async function firstLoadJs(origin, route) {
  const html = await (await get(new URL(route, origin))).text()
  const urls = new Set()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    const url = new URL((match[1] ?? match[2]).replace(/&amp;/g, '&'), origin)
    if (url.origin === origin) urls.add(url.href)
  }
  let bytes = 0
  for (const url of urls) bytes += zlib.gzipSync(Buffer.from(await (await get(url)).arrayBuffer())).length
  return bytes
}

/** A Chromium kept open for every Lighthouse run, as PageSpeed Insights keeps its own (a fresh one's first frame lands late). */
async function startKeptBrowser() {
  const port = await anyFreePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(CHROMIUM, ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { port, stop: () => (child.kill('SIGTERM'), fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })) }
}

/** One Lighthouse run (mobile, simulated throttling: its defaults): Performance, LCP and the other categories' scores. */
function lighthouse(url, browserPort, name) {
  const base = path.join(out, 'lighthouse', name)
  const cli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js')
  const result = spawnSync(
    process.execPath,
    [cli, url, `--port=${browserPort}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', '--output=html', `--output-path=${base}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr?.slice(-800)}`)
  const report = JSON.parse(fs.readFileSync(`${base}.report.json`, 'utf8'))
  const score = (id) => Math.round(report.categories[id].score * 100)
  return { performance: score('performance'), others: ['accessibility', 'best-practices', 'seo'].map(score).join('/'), lcp: report.audits['largest-contentful-paint'].numericValue }
}

const started = Date.now()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
const stops = []
let exitCode = 0
try {
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(path.join(out, 'lighthouse'), { recursive: true })
  ensureWrk()
  ensureNginx()
  if (!quick) {
    ensureBrowser()
    ensureLighthouse()
  }
  buildIfStale()
  const [sitePort, nextPort, staticPort, proxyPort] = [await anyFreePort(), await anyFreePort(), await anyFreePort(), await anyFreePort()]
  const env = { ...seededSiteEnv(tmp, sitePort), BENCH_FLOOR: '1' }
  await seedDatabase(tmp, env)
  const log = fs.openSync(path.join(out, 'servers.log'), 'a')
  const site = await startServer({ port: sitePort, env, log })
  stops.push(() => site.kill('SIGTERM'))
  // The framework's own server on the same build and database.
  const nextStart = await startServer({
    port: nextPort,
    env: { ...env, PORT: String(nextPort) },
    log,
    args: [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(nextPort)],
  })
  stops.push(() => nextStart.kill('SIGTERM'))
  const proxy = await startNginx({ dir: path.join(tmp, 'nginx-site'), port: proxyPort, upstreams: [`127.0.0.1:${sitePort}`] })
  stops.push(() => proxy.kill('SIGQUIT'))
  const origin = `http://127.0.0.1:${sitePort}`
  const routes = ['/', '/product', `/product/${await firstId(origin, 'product')}`, `/news/${await firstId(origin, 'news')}`]

  // Warm every server, then copy each page's bytes and headers, as a visitor gets them, for the static nginx.
  const pages = []
  for (const route of routes) {
    for (const port of [sitePort, nextPort, proxyPort]) for (let i = 0; i < 3; i += 1) await (await fetch(`http://127.0.0.1:${port}${route}`)).arrayBuffer()
    const answer = await fetch(new URL(route, origin), { headers: { 'accept-encoding': 'identity' } })
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}`)
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name)))
    pages.push({ route, html: Buffer.from(await answer.arrayBuffer()), headers })
  }
  const staticCopy = await startStaticNginx(path.join(tmp, 'nginx-static'), staticPort, pages)
  stops.push(() => staticCopy.kill('SIGQUIT'))
  console.log(`› four servers up, pages warmed (${Math.round((Date.now() - started) / 1000)} s)`)

  const rows = []
  for (const [index, route] of routes.entries()) {
    const urls = [`http://127.0.0.1:${staticPort}/p${index}/`, `${origin}${route}`, `http://127.0.0.1:${nextPort}${route}`, `http://127.0.0.1:${proxyPort}${route}`]
    const turns = Array.from({ length: TURNS }, (_, turn) => urls.map((url) => wrk(url, { seconds: TURN_SECONDS, warmup: turn === 0 ? 2 : 0 })))
    const rps = (side) => median(turns.map((turn) => turn[side].requestsPerSecond))
    const ratio = (side, to) => median(turns.map((turn) => turn[side].requestsPerSecond / turn[to].requestsPerSecond))
    const failures = SIDES.map((_, side) => turns.reduce((sum, turn) => sum + turn[side].non2xx + turn[side].errors, 0))
    const row = {
      route,
      js: await firstLoadJs(origin, route),
      rps: SIDES.map((_, side) => rps(side)),
      ofNginx: ratio(1, 0),
      overNextStart: ratio(1, 2),
      viaNginx: ratio(3, 0),
      p99: median(turns.map((turn) => turn[1].p99)),
      failures,
    }
    rows.push(row)
    const failed = SIDES.filter((_, side) => failures[side] > 0).map((side) => `${failures[SIDES.indexOf(side)]} by ${side}`)
    console.log(
      `› ${route}: ${SIDES.map((side, i) => `${side} ${fixed(row.rps[i])}`).join(', ')} req/s${failed.length ? `; failed or timed out (wrk, 2 s): ${failed.join(', ')}` : ''}`,
    )
  }

  if (!quick) {
    // Lighthouse has the cores to itself and the site: next start kept working in the background (a quarter of a core).
    nextStart.kill('SIGTERM')
    const browser = await startKeptBrowser()
    stops.push(browser.stop)
    lighthouse(`${origin}/bench/floor`, browser.port, 'discarded-first-run')
    const floors = [
      { route: '/bench/floor', floor: 'empty page' },
      { route: '/bench/floor-picture', floor: 'the home banner alone' },
    ]
    for (const row of [...rows, ...floors]) {
      const runs = Array.from({ length: lighthouseRuns }, (_, run) => lighthouse(`${origin}${row.route}`, browser.port, `${row.route.replace(/\W+/g, '-')}-${run + 1}`))
      runs.sort((a, b) => a.performance - b.performance)
      row.lighthouse = { ...runs[Math.floor((runs.length - 1) / 2)], lcp: median(runs.map((each) => each.lcp)), runs: runs.map((each) => each.performance) }
      if (row.floor) rows.push({ ...row, js: await firstLoadJs(origin, row.route) })
      console.log(`› lighthouse ${row.route}: Performance ${row.lighthouse.runs.join(', ')}; LCP median ${fixed(row.lighthouse.lcp)} ms`)
    }
  }

  const flag = (value, ok) => (Number.isFinite(value) && !ok ? ' ✗' : '')
  const summary = table([
    [
      'page',
      'JS KB',
      ...SIDES.map((side) => `${side} req/s`),
      `of nginx ≥ ${TARGETS.ofNginx}`,
      `× next start ≥ ${TARGETS.overNextStart}`,
      `via nginx ≥ ${TARGETS.viaNginx}`,
      'p99 ms',
      `Perf ≥ ${TARGETS.performance}`,
      `LCP ≤ ${TARGETS.lcpMs}`,
      'A11y/BP/SEO',
    ],
    ...rows.map((row) => [
      row.floor ? `${row.route} (${row.floor})` : row.route,
      fixed(row.js / 1000, 1),
      ...(row.rps ?? SIDES.map(() => NaN)).map((value) => fixed(value)),
      fixed(row.ofNginx, 2) + flag(row.ofNginx, row.ofNginx >= TARGETS.ofNginx),
      fixed(row.overNextStart, 1) + flag(row.overNextStart, row.overNextStart >= TARGETS.overNextStart),
      fixed(row.viaNginx, 2) + flag(row.viaNginx, row.viaNginx >= TARGETS.viaNginx),
      fixed(row.p99, 1),
      row.lighthouse ? `${row.lighthouse.performance}${flag(0, row.floor || row.lighthouse.performance >= TARGETS.performance)}` : '–',
      row.lighthouse ? `${fixed(row.lighthouse.lcp)}${flag(0, row.floor || row.lighthouse.lcp <= TARGETS.lcpMs)}` : '–',
      row.lighthouse?.others ?? '–',
    ]),
  ])
  // next start failing under the load is a figure of the framework's path; the site's own sides must not fail.
  const failedBySide = SIDES.map((_, side) => rows.reduce((sum, row) => sum + (row.failures?.[side] ?? 0), 0))
  const failed = failedBySide.reduce((sum, count, side) => sum + (SIDES[side] === 'next start' ? 0 : count), 0)
  const notes = [
    `${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; wrk and every server share these cores.`,
    `req/s: median of ${TURNS} turns of ${TURN_SECONDS} s; ratios: median of each turn's; p99: npm start. JS KB: first-load scripts, gzip.`,
    quick ? 'Lighthouse skipped (--quick).' : `Lighthouse ${LIGHTHOUSE} mobile, median of ${lighthouseRuns} runs; reports in .tmp/bench/lighthouse.`,
    ...failedBySide.flatMap((count, side) => (count ? [`${SIDES[side]}: ${count} requests failed or took over 2 s (wrk's timeout).`] : [])),
  ]
  console.log(`\n${summary}\n\n${notes.join('\n')}`)
  fs.writeFileSync(path.join(out, 'summary.md'), `${summary}\n\n${notes.join('\n')}\n`)
  if (failed) exitCode = 1
} catch (error) {
  console.error(`✖ ${error.stack ?? error.message}`)
  exitCode = 1
} finally {
  for (const stop of stops.reverse()) {
    try {
      stop()
    } catch {
      // already gone
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
}
process.exit(exitCode)
