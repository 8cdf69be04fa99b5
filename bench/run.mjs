// Speed of the public pages, run by hand (`npm run bench`), never by the tests.
// Builds if stale, serves the built app on a free loopback port with a seeded
// SQLite database in a temporary folder, then for each public route prints:
// first-load JavaScript (gzip), HTML size, server throughput and latency under
// load (autocannon) and the Lighthouse mobile scores. It also measures the
// framework's floor: an empty page of the same build (/bench/floor, served only
// with BENCH_FLOOR=1), so the site's own JavaScript is visible.
//
//   npm run bench                    everything, Lighthouse on every route
//   npm run bench -- --quick         no Lighthouse
//   npm run bench -- --lighthouse=key   Lighthouse on the key routes only
//   npm run bench -- --runs=3        Lighthouse 3 times per route, the median run counts
//
// Lighthouse and autocannon are not dependencies of the app: pinned versions
// are installed once under .tmp/bench-tools. Reports land in .tmp/bench.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { anyFreePort, buildIfStale, ensureBrowser, root, run, startServer } from '../scripts/lib.mjs'
import { seedDatabase, seededSiteEnv } from '../scripts/seeded-database.mjs'

const TOOLS = { lighthouse: '12.2.3', autocannon: '9.0.0' }
const LOAD = { connections: 10, durationSeconds: 10 }
/** Site JavaScript above the floor allowed on first load, in bytes of gzip (1 KB = 1000 bytes). */
const JS_BUDGET = 40_000
const SCORE_TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 }
const CHROMIUM = '/usr/bin/chromium'
/** Kept out of search engines on purpose (robots noindex): their SEO score is judged without Lighthouse's is-crawlable audit. */
const NOINDEX_PATHS = new Set(['/search'])

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const lighthouseScope = args.find((arg) => arg.startsWith('--lighthouse='))?.split('=')[1] ?? 'all'
if (!['all', 'key'].includes(lighthouseScope)) throw new Error('--lighthouse takes all or key')
const lighthouseRuns = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 1)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--runs takes a whole number of Lighthouse runs per route')

const out = path.join(root, '.tmp', 'bench')
const toolsDir = path.join(root, '.tmp', 'bench-tools')

function ensureTools() {
  const installed = (name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(toolsDir, 'node_modules', name, 'package.json'), 'utf8')).version
    } catch {
      return null
    }
  }
  if (Object.entries(TOOLS).every(([name, version]) => installed(name) === version)) return
  console.log(`› installing ${Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`).join(' ')} under .tmp/bench-tools`)
  fs.mkdirSync(toolsDir, { recursive: true })
  run('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--save-exact', ...Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`)])
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length
const kb = (bytes) => (bytes / 1000).toFixed(1)
const decodeEntities = (value) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")

async function fetchBuffer(url) {
  const response = await fetch(url, { redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** The attributes of every tag named `tag` in the HTML. */
function tagsOf(html, tag) {
  const tags = []
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes = {}
    for (const attribute of match[1].matchAll(/([a-zA-Z-:]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes[attribute[1].toLowerCase()] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
    }
    tags.push(attributes)
  }
  return tags
}

/**
 * What a browser downloads on first load: the same-origin scripts of the HTML
 * (<script src> without nomodule, <link rel=modulepreload>, the chunks of
 * Turbopack's inline bootstrap) and its stylesheets.
 * Inline scripts (the RSC payload) are part of the HTML's size.
 */
async function pageWeight(origin, route) {
  const html = await fetchBuffer(new URL(route, origin))
  const text = html.toString('utf8')
  const noindex = tagsOf(text, 'meta').some((meta) => meta.name === 'robots' && /noindex/i.test(meta.content ?? ''))
  const sameOrigin = (src) => {
    const url = new URL(src, origin)
    return url.origin === origin ? url.href : null
  }
  const scripts = new Set()
  for (const script of tagsOf(text, 'script')) if (script.src && !('nomodule' in script)) scripts.add(sameOrigin(script.src))
  const styles = new Set()
  for (const link of tagsOf(text, 'link')) {
    const rel = (link.rel ?? '').toLowerCase()
    if (rel === 'modulepreload' && link.href) scripts.add(sameOrigin(link.href))
    if (rel === 'stylesheet' && link.href) styles.add(sameOrigin(link.href))
  }
  // Turbopack's inline bootstrap names the chunks it loads itself (today all of them are also <script src>).
  for (const match of text.matchAll(/"otherChunks":\[([^\]]*)\]/g)) {
    for (const chunk of match[1].matchAll(/"([^"]+)"/g)) scripts.add(sameOrigin(`/_next/${chunk[1]}`))
  }
  scripts.delete(null)
  styles.delete(null)
  const sizes = async (urls) => {
    const files = []
    for (const url of urls) {
      const body = await fetchBuffer(url)
      files.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSize(body) })
    }
    return files
  }
  const scriptFiles = await sizes(scripts)
  const styleFiles = await sizes(styles)
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0)
  return { noindex, htmlRaw: html.length, htmlGzip: gzipSize(html), js: sum(scriptFiles), css: sum(styleFiles), scripts: scriptFiles, styles: styleFiles }
}

async function load(origin, route) {
  const requireTool = createRequire(path.join(toolsDir, 'package.json'))
  const autocannon = requireTool('autocannon')
  const result = await autocannon({ url: new URL(route, origin).href, connections: LOAD.connections, duration: LOAD.durationSeconds })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const slugOf = (route) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, ''))

function lighthouse(origin, route, run) {
  const base = path.join(out, 'lighthouse', lighthouseRuns > 1 ? `${slugOf(route)}-run${run}` : slugOf(route))
  const cli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js')
  const result = spawnSync(
    process.execPath,
    [
      cli,
      new URL(route, origin).href,
      // Mobile form factor and simulated throttling are Lighthouse's defaults.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      '--output=html',
      `--output-path=${base}`,
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
  )
  const file = `${base}.report.json`
  if (result.status !== 0 || !fs.existsSync(file)) throw new Error(`lighthouse failed on ${route}: ${result.stderr?.slice(-800)}`)
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  const scores = {}
  const misses = []
  for (const [id, category] of Object.entries(report.categories)) {
    scores[id] = Math.round(category.score * 100)
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) misses.push(`${id}: ${ref.id} (${audit.displayValue || audit.score})`)
    }
  }
  let seoRaw
  if (NOINDEX_PATHS.has(new URL(route, origin).pathname)) {
    // Lighthouse's own weighting of the SEO audits, leaving out is-crawlable.
    const refs = report.categories.seo.auditRefs.filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && report.audits[ref.id].score !== null)
    const weight = refs.reduce((total, ref) => total + ref.weight, 0)
    seoRaw = scores.seo
    scores.seo = Math.round((refs.reduce((total, ref) => total + ref.weight * report.audits[ref.id].score, 0) / weight) * 100)
  }
  const metric = (id) => report.audits[id]?.numericValue
  // Audits Lighthouse could not run (with a newer Chromium some trace-based diagnostics fail), and whether any of them counts in a score.
  const weighted = new Set(Object.values(report.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)))
  const failedAudits = Object.entries(report.audits)
    .filter(([, audit]) => audit.scoreDisplayMode === 'error')
    .map(([id]) => ({ id, weighted: weighted.has(id) }))
  return {
    scores,
    seoRaw,
    metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    misses,
    failedAudits,
    report: path.relative(root, file),
    runWarnings: report.runWarnings,
  }
}

async function api(origin, call, body) {
  const response = await fetch(new URL(`/api/index/${call}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await response.json()
  if (json.code !== 1) throw new Error(`/api/index/${call} answered ${JSON.stringify(json).slice(0, 200)}`)
  return json.data
}

async function firstId(origin, call) {
  const data = await api(origin, call, { page: 1, size: 1 })
  const id = data.list?.[0]?.id
  if (!id) throw new Error(`/api/index/${call} listed nothing: is the database seeded?`)
  return id
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`
  return [line(rows[0]), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n')
}

const started = Date.now()
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
let server
let exitCode = 0
try {
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(path.join(out, 'lighthouse'), { recursive: true })
  ensureTools()
  if (!quick) ensureBrowser()
  buildIfStale()
  const port = await anyFreePort()
  const env = seededSiteEnv(tmp, port)
  seedDatabase(tmp, env)
  const origin = `http://localhost:${port}`
  server = await startServer({ port, env: { ...env, BENCH_FLOOR: '1' }, log: fs.openSync(path.join(out, 'server.log'), 'a') })
  console.log(`› serving on ${origin} (${elapsed()})`)

  const [productId, newsId, downloadId] = [await firstId(origin, 'product'), await firstId(origin, 'news'), await firstId(origin, 'download')]
  const routes = [
    '/',
    '/about',
    '/product',
    `/product/${productId}`,
    '/product/video',
    '/news',
    '/news/list',
    `/news/${newsId}`,
    '/download',
    `/download/middleware/${downloadId}`,
    '/search?keyword=电源',
    '/serve',
    '/contact',
    '/activity',
  ]
  const budgeted = new Set(['/', '/product', `/product/${productId}`])
  const keyRoutes = new Set(['/', '/product', `/product/${productId}`, `/news/${newsId}`, '/download', '/activity'])

  // Warm up: the first requests load modules and fill the data cache.
  for (const route of ['/bench/floor', ...routes]) for (let i = 0; i < 3; i += 1) await fetchBuffer(new URL(route, origin))

  const floor = await pageWeight(origin, '/bench/floor')
  console.log(`› floor (/bench/floor, empty page of the same build): ${kb(floor.js)} KB JS gzip in ${floor.scripts.length} scripts`)

  const results = []
  for (const route of routes) {
    const weight = await pageWeight(origin, route)
    if (NOINDEX_PATHS.has(new URL(route, origin).pathname) !== weight.noindex) throw new Error(`${route} is ${weight.noindex ? '' : 'not '}noindex, unlike what the bench expects`)
    const speed = await load(origin, route)
    const result = { route, ...weight, siteJs: weight.js - floor.js, ...speed }
    if (budgeted.has(route)) result.budget = result.siteJs <= JS_BUDGET ? 'PASS' : 'FAIL'
    results.push(result)
    console.log(`› ${route}: JS ${kb(weight.js)} KB (site ${kb(result.siteJs)} KB), HTML ${kb(weight.htmlGzip)} KB gzip, ${Math.round(speed.requestsPerSecond)} req/s, p50 ${speed.p50} ms, p99 ${speed.p99} ms (${elapsed()})`)
    if (speed.non2xx || speed.errors) console.warn(`! ${route}: ${speed.non2xx} non-2xx answers and ${speed.errors} errors under load`)
  }

  if (!quick) {
    for (const result of results) {
      if (lighthouseScope === 'key' && !keyRoutes.has(result.route)) continue
      // Several runs: the one with the median Performance score stands for the route.
      const runs = Array.from({ length: lighthouseRuns }, (_, index) => lighthouse(origin, result.route, index + 1))
      runs.sort((a, b) => a.scores.performance - b.scores.performance)
      result.lighthouse = { ...runs[Math.floor((runs.length - 1) / 2)], performanceRuns: runs.map((run) => run.scores.performance) }
      const scores = result.lighthouse.scores
      const below = Object.entries(SCORE_TARGETS).filter(([id, target]) => scores[id] < target)
      const raw = result.lighthouse.seoRaw === undefined ? '' : ` (SEO ${result.lighthouse.seoRaw} with is-crawlable: noindex on purpose)`
      const spread = lighthouseRuns > 1 ? ` (Performance over ${lighthouseRuns} runs: ${result.lighthouse.performanceRuns.join(', ')})` : ''
      console.log(`› lighthouse ${result.route}: ${Object.values(scores).join(' / ')}${raw}${spread}${below.length ? ` — under target: ${below.map(([id]) => id).join(', ')}` : ''} (${elapsed()})`)
      for (const miss of result.lighthouse.misses) console.log(`    ${miss}`)
    }
  }

  const score = (result, id) => {
    const value = result.lighthouse?.scores[id]
    if (value === undefined) return '–'
    const mark = id === 'seo' && result.lighthouse.seoRaw !== undefined ? '*' : ''
    return value < SCORE_TARGETS[id] ? `${value}${mark} ✗` : `${value}${mark}`
  }
  const rows = [
    ['route', 'JS gzip KB', 'site JS KB', 'budget', 'HTML KB', 'HTML gzip KB', 'CSS gzip KB', 'req/s', 'p50 ms', 'p99 ms', 'Perf', 'A11y', 'BP', 'SEO'],
    ['(floor) /bench/floor', kb(floor.js), '0.0', '', kb(floor.htmlRaw), kb(floor.htmlGzip), kb(floor.css), '', '', '', '', '', '', ''],
    ...results.map((result) => [
      result.route,
      kb(result.js),
      kb(result.siteJs),
      result.budget ?? '',
      kb(result.htmlRaw),
      kb(result.htmlGzip),
      kb(result.css),
      Math.round(result.requestsPerSecond),
      result.p50,
      result.p99,
      score(result, 'performance'),
      score(result, 'accessibility'),
      score(result, 'best-practices'),
      score(result, 'seo'),
    ]),
  ]
  const summary = table(rows)
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  const notes = [
    `Measured ${new Date().toISOString()} on ${machine}.`,
    'JS and CSS: same-origin files on first load, each gzipped by zlib at level 9; 1 KB = 1000 bytes. Site JS = route JS − floor JS.',
    `Load: autocannon ${TOOLS.autocannon}, ${LOAD.connections} connections for ${LOAD.durationSeconds} s on loopback, client and server on the same cores.`,
    ...(results.some((result) => result.lighthouse?.seoRaw !== undefined) ? ['* noindex on purpose: SEO without the is-crawlable audit (Lighthouse scores it 0 on any noindex page).'] : []),
    quick ? 'Lighthouse skipped (--quick).' : `Lighthouse ${TOOLS.lighthouse}, mobile (default), ${CHROMIUM} headless; ${lighthouseScope === 'key' ? 'key routes only' : 'every route'}; ${lighthouseRuns > 1 ? `median of ${lighthouseRuns} runs by Performance` : 'one run each'}; reports in .tmp/bench/lighthouse.`,
  ]
  const failed = new Map()
  for (const result of results) for (const audit of result.lighthouse?.failedAudits ?? []) failed.set(audit.id, (failed.get(audit.id) ?? false) || audit.weighted)
  if (failed.size) {
    const weightedFailures = [...failed].filter(([, weighted]) => weighted).map(([id]) => id)
    notes.push(
      `Lighthouse could not run these audits: ${[...failed.keys()].join(', ')}; ${weightedFailures.length ? `SCORES AFFECTED (weighted: ${weightedFailures.join(', ')})` : 'none of them carries weight, so the scores are complete'}.`,
    )
  }
  console.log(`\n${summary}\n\n${notes.join('\n')}`)
  fs.writeFileSync(path.join(out, 'summary.md'), `${summary}\n\n${notes.join('\n')}\n`)
  fs.writeFileSync(path.join(out, 'summary.json'), JSON.stringify({ date: new Date().toISOString(), machine, floor, results }, null, 2))

  const failures = results.filter((result) => result.budget === 'FAIL').map((result) => `${result.route} ships ${kb(result.siteJs)} KB of site JS (budget ${kb(JS_BUDGET)} KB)`)
  for (const result of results) {
    for (const [id, target] of Object.entries(SCORE_TARGETS)) {
      const value = result.lighthouse?.scores[id]
      if (value !== undefined && value < target) failures.push(`${result.route}: Lighthouse ${id} ${value} < ${target}`)
    }
  }
  if (failures.length) {
    console.log(`\n✖ over budget:\n  ${failures.join('\n  ')}`)
    exitCode = 1
  } else console.log(`\n✔ within budget (${elapsed()})`)
} catch (error) {
  console.error(`✖ ${error.message}`)
  const logFile = path.join(out, 'server.log')
  if (fs.existsSync(logFile)) console.error(`--- server log (last lines) ---\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`)
  exitCode = error.exitCode || 1
} finally {
  server?.kill('SIGTERM')
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
