// Speed of the public pages, run by hand (`npm run bench`), never by the tests.
// Builds if stale, serves the built app on a free loopback port with a seeded
// SQLite database in a temporary folder, then prints for each public route:
// first-load JavaScript (gzip) above the framework's floor, HTML size,
// throughput and p99 at 50 connections (wrk) side by side with a static
// prerendered reference page of the same build (/bench/reference), the same
// for a signed-in member, for contract reads and for search with a new keyword
// on every request, and the Lighthouse mobile scores (median of several runs on
// the key pages). The floor is an empty page of the same build (/bench/floor,
// served only with BENCH_FLOOR=1), so the site's own JavaScript is visible.
//
//   npm run bench                       everything: Lighthouse 5 runs on the key pages, 1 on the others
//   npm run bench -- --quick            no Lighthouse
//   npm run bench -- --lighthouse=key   Lighthouse on the key pages only
//   npm run bench -- --runs=3           Lighthouse runs per key page (the median counts; 5 by default)
//   npm run bench -- --scale            also the p95 of lists and search on 10,000 products and
//                                       100,000 articles, on SQLite and PostgreSQL (bench/scale.mjs)
//   npm run bench -- --nginx            only the scaled-out figures: nginx's cache hits beside a static
//                                       copy, members through two instances beside one (bench/nginx.mjs)
//
// Lighthouse is not a dependency of the app: a pinned version is installed
// once under .tmp/bench-tools; wrk comes from Debian. Reports land in .tmp/bench.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { anyFreePort, buildIfStale, ensureBrowser, root, run, startServer } from '../scripts/lib.mjs'
import { seedDatabase, seededSiteEnv } from '../scripts/seeded-database.mjs'

import { api, ensureWrk, firstId, LOAD, luaScript, memberCookie, request, wrk } from './load.mjs'

// 12.8.2 is the last release for Node 20; unlike 12.2.3 it runs every LCP audit with Debian's Chromium 156.
const TOOLS = { lighthouse: '12.8.2' }
/** Site JavaScript above the floor allowed on first load of the key pages, in bytes of gzip (1 KB = 1000 bytes). */
const JS_BUDGET = 25_000
/** Lighthouse targets: Performance on the key pages (median run); the other categories everywhere. */
const SCORE_TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
const KEY_PERFORMANCE = 98
const OTHER_PERFORMANCE = 90
const HOME_LCP_MS = 1800
/** Throughput targets, as a share of the reference page's requests per second in the same run. */
const RATIO_TARGETS = { anonymous: 0.9, member: 0.5, contract: 0.9, search: 0.3 }
const P99_TARGET_MS = 150
const CHROMIUM = '/usr/bin/chromium'
/**
 * Turns of the load runs whose ratio is compared with a target (see inTurns), and each turn's seconds.
 * Five: on this shared machine one turn of a page moved between 12,900 and 21,000 req/s within a
 * minute (29 Nov), and a median of three still swung a page's ratio by ±0.1.
 */
const LOAD_TURNS = 5
const LOAD_TURN_SECONDS = 4

/** Kept out of search engines on purpose (robots noindex): their SEO score is judged without Lighthouse's is-crawlable audit. */
const NOINDEX_PATHS = new Set(['/search'])

const args = process.argv.slice(2)
if (args.includes('--nginx')) {
  await import('./nginx.mjs')
  process.exit(process.exitCode ?? 0)
}
const quick = args.includes('--quick')
const lighthouseScope = args.find((arg) => arg.startsWith('--lighthouse='))?.split('=')[1] ?? 'all'
if (!['all', 'key'].includes(lighthouseScope)) throw new Error('--lighthouse takes all or key')
// Five runs per key page by default: the issue asks for the median of three, and on this shared
// machine one run of the same page moves between 92 and 100 within minutes (29 Nov); the median of
// five is the same figure, less moved by one busy minute. Every run's score is printed.
const lighthouseRuns = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5)
const withScale = args.includes('--scale')
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
  console.log(
    `› installing ${Object.entries(TOOLS)
      .map(([name, version]) => `${name}@${version}`)
      .join(' ')} under .tmp/bench-tools`,
  )
  fs.mkdirSync(toolsDir, { recursive: true })
  run('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--save-exact', ...Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`)])
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length
const kb = (bytes) => (bytes / 1000).toFixed(1)
const decodeEntities = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/**
 * fetch with one retry: after a load run the server may close an idle keep-alive
 * connection just as the next request reuses it ("fetch failed").
 */
async function fetchBuffer(url) {
  const response = await request(url, { redirect: 'manual' })
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
 * (<script src> without nomodule, the chunks a cached page starts after load,
 * <link rel=modulepreload>, the chunks of Turbopack's inline bootstrap) and its stylesheets.
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
  for (const script of tagsOf(text, 'script')) {
    if (script.src && !('nomodule' in script)) scripts.add(sameOrigin(script.src))
    // A cached page lists its chunks for the loader that starts them after load (docs/decisions/0021).
    if (script['data-chunk']) scripts.add(sameOrigin(script['data-chunk']))
  }
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

const slugOf = (route) =>
  route === '/'
    ? 'home'
    : route
        .replace(/^\//, '')
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/-+$/, '')

/**
 * The browser every Lighthouse run opens its tab in, as PageSpeed Insights keeps its browser running:
 * the first frame of a browser just started came up to a second after the page had loaded on this
 * machine (font and compositor start-up), which Lighthouse's simulation then put in front of the
 * largest paint (3-4 s against 1.2-1.4 s for the same page). Lighthouse clears the origin's cache,
 * cookies and storage before each run, so every run is still a first visit.
 */
async function startKeptBrowser() {
  const port = await anyFreePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(
    CHROMIUM,
    ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, '--no-first-run', 'about:blank'],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    port,
    async stop() {
      // The browser writes its profile as it stops: remove it once the browser has gone.
      const gone = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))])
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (error) {
        console.warn(`! could not remove the browser's profile ${profile}: ${error.message}`)
      }
    },
  }
}

function lighthouse(origin, route, run, browserPort) {
  const base = path.join(out, 'lighthouse', `${slugOf(route)}-run${run}`)
  const cli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js')
  const result = spawnSync(
    process.execPath,
    [
      cli,
      new URL(route, origin).href,
      // Mobile form factor and simulated throttling are Lighthouse's defaults.
      `--port=${browserPort}`,
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
    // Lighthouse's measure of this machine's CPU speed (higher is faster): TBT on one page moves with it between machines.
    benchmarkIndex: report.environment?.benchmarkIndex,
  }
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  const line = (row) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`
  return [line(rows[0]), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n')
}

/** Words a visitor might search for, from the demo content: models, their numbers, English words and Chinese bigrams; URL-encoded, one per line. */
async function searchVocabulary(origin, file) {
  const words = new Set()
  const take = (text) => {
    for (const model of text.match(/[A-Za-z]+-?\d+[A-Za-z]*/g) ?? []) {
      words.add(model)
      words.add(model.replace(/^\D+-?/, ''))
    }
    for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) words.add(word.toLowerCase())
    for (const run of text.match(/[\u4e00-\u9fff]{2,}/g) ?? []) for (let i = 0; i < run.length - 1; i += 1) words.add(run.slice(i, i + 2))
  }
  for (const call of ['product', 'news', 'download']) {
    for (let page = 1; page <= 20; page += 1) {
      const data = await api(origin, call, { page, size: 50 })
      for (const item of data.list) take([item.model, item.name, item.title, item.summary, item.description, item.series].filter(Boolean).join(' '))
      if (data.list.length < 50) break
    }
  }
  const list = [...words].filter((word) => word.length >= 2).sort(() => Math.random() - 0.5)
  fs.writeFileSync(file, `${list.map((word) => encodeURIComponent(word)).join('\n')}\n`)
  return list.length
}

const started = Date.now()
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
let server
let browser
/** Lighthouse on the reference page, median of the runs (unless --quick). */
let referenceLighthouse = null
let exitCode = 0
try {
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(path.join(out, 'lighthouse'), { recursive: true })
  if (!quick) ensureTools()
  ensureWrk()
  if (!quick) ensureBrowser()
  buildIfStale()
  const port = await anyFreePort()
  const env = seededSiteEnv(tmp, port)
  await seedDatabase(tmp, env)
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
  /** The pages the issue's targets name: JS budget, throughput, p99, Lighthouse medians; the English edition's too (issue 13: same targets). */
  const chineseKeyRoutes = ['/', '/product', `/product/${productId}`, `/news/${newsId}`]
  const englishKeyRoutes = chineseKeyRoutes.map((route) => (route === '/' ? '/en' : `/en${route}`))
  routes.push(...englishKeyRoutes)
  const keyRoutes = new Set([...chineseKeyRoutes, ...englishKeyRoutes])

  // Warm up: the first requests load modules and fill the caches, and every optimised image a page
  // names is made once, so Lighthouse sees what every visitor after the first one gets.
  for (const route of ['/bench/floor', '/bench/reference', ...routes]) for (let i = 0; i < 3; i += 1) await fetchBuffer(new URL(route, origin))
  const images = new Set()
  for (const route of routes) {
    const html = (await fetchBuffer(new URL(route, origin))).toString('utf8')
    for (const match of html.matchAll(/\/_next\/image\?[^"'\s,]+/g)) images.add(decodeEntities(match[0]))
  }
  for (const image of images) await request(new URL(image, origin), { headers: { accept: 'image/avif,image/webp,*/*' } }).then((response) => response.arrayBuffer())
  console.log(`› warmed ${images.size} optimised images`)

  const floor = await pageWeight(origin, '/bench/floor')
  const reference = await pageWeight(origin, '/bench/reference')
  console.log(`› floor (/bench/floor, empty page of the same build): ${kb(floor.js)} KB JS gzip in ${floor.scripts.length} scripts`)
  console.log(`› reference (/bench/reference, prerendered at build): HTML ${kb(reference.htmlRaw)} KB, ${kb(reference.htmlGzip)} KB gzip`)

  const results = []
  for (const route of routes) {
    const weight = await pageWeight(origin, route)
    if (NOINDEX_PATHS.has(new URL(route, origin).pathname) !== weight.noindex) throw new Error(`${route} is ${weight.noindex ? '' : 'not '}noindex, unlike what the bench expects`)
    const result = { route, key: keyRoutes.has(route), ...weight, siteJs: weight.js - floor.js }
    if (result.key) result.budget = result.siteJs <= JS_BUDGET ? 'PASS' : 'FAIL'
    results.push(result)
  }

  // Load, side by side in one run. The reference, the key pages and the contract reads (the targets
  // of 0.9) are measured in turns, LOAD_TURNS times, each turn a short run of every one of them, and
  // each stands for its median turn: a cached page answers from the server's memory (docs/decisions/0022)
  // at 10,000 requests a second and more, where one run on this shared machine moves by ±20 %.
  const loads = []
  const logLoad = (kind, label, figures) => {
    const turns = figures.turns ? ` (turns: ${figures.turns.map(Math.round).join(', ')} req/s; p99 ${figures.p99s.join(', ')} ms)` : ''
    console.log(
      `› ${kind} ${label}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms${figures.non2xx || figures.errors ? ` (${figures.non2xx} non-2xx, ${figures.errors} socket errors)` : ''}${turns} (${elapsed()})`,
    )
  }
  const measure = (kind, label, url, options = {}) => {
    const figures = wrk(new URL(url, origin).href, options)
    loads.push({ kind, label, ...figures })
    logLoad(kind, label, figures)
    return figures
  }
  // Each entry is compared with the reference run just before and just after it (turn after turn:
  // R, E1, R, E2, R, … En, R), so that a minute when this shared machine is slower weighs on both
  // sides of a ratio: the entry's ratio is its median turn's ratio to the mean of its two neighbours,
  // and the reference's figures are its median run.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
  const inTurns = ([reference, ...entries]) => {
    const run = (entry, turn) =>
      wrk(new URL(entry.url, origin).href, { ...entry.options, seconds: LOAD_TURN_SECONDS, warmup: turn === 0 ? (entry.options?.warmup ?? LOAD.warmup) : 0 })
    const referenceRuns = []
    const runs = entries.map(() => [])
    const pairedRatios = entries.map(() => [])
    for (let turn = 0; turn < LOAD_TURNS; turn += 1) {
      let before = run(reference, turn)
      referenceRuns.push(before)
      for (const [index, entry] of entries.entries()) {
        const figures = run(entry, turn)
        const after = run(reference, 1)
        referenceRuns.push(after)
        runs[index].push(figures)
        pairedRatios[index].push(figures.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2))
        before = after
      }
    }
    // Each figure is its median over the turns, p99 as well as req/s: one 4 s turn's p99 is its slowest
    // 1 % (a few hundred requests), which one pause of this shared machine's host fills on its own.
    const medianRun = (list) => ({
      ...[...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((list.length - 1) / 2)],
      p50: median(list.map((figures) => figures.p50)),
      p99: median(list.map((figures) => figures.p99)),
      p99s: list.map((figures) => figures.p99),
    })
    const referenceFigures = { kind: reference.kind, label: reference.label, ...medianRun(referenceRuns), turns: referenceRuns.map((figures) => figures.requestsPerSecond) }
    loads.push(referenceFigures)
    logLoad(reference.kind, reference.label, referenceFigures)
    const figures = entries.map((entry, index) => {
      const ratios = pairedRatios[index]
      const own = { kind: entry.kind, label: entry.label, ...medianRun(runs[index]), turns: runs[index].map((figures) => figures.requestsPerSecond), ratio: median(ratios), ratios }
      loads.push(own)
      logLoad(entry.kind, `${entry.label} (ratio per turn: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`, own)
      return own
    })
    return [referenceFigures, ...figures]
  }
  const contractReads = [
    { kind: 'contract', label: 'GET config', url: '/api/index/config?lang=zh-cn' },
    { kind: 'contract', label: 'GET nav', url: '/api/index/nav?type=1&lang=zh-cn' },
    {
      kind: 'contract',
      label: 'POST news',
      url: '/api/index/news?lang=zh-cn',
      options: { script: luaScript(tmp, 'news', { method: 'POST', body: JSON.stringify({ page: 1, size: 4 }) }) },
    },
    {
      kind: 'contract',
      label: 'POST active',
      url: '/api/index/active?lang=zh-cn',
      options: { script: luaScript(tmp, 'active', { method: 'POST', body: JSON.stringify({ page: 1, size: 6 }) }) },
    },
  ]
  const [referenceLoad] = inTurns([
    { kind: 'reference', label: '/bench/reference', url: '/bench/reference' },
    ...[...keyRoutes].map((route) => ({ kind: 'anonymous', label: route, url: route })),
    ...contractReads,
  ])
  for (const route of routes) if (!keyRoutes.has(route)) measure('anonymous', route, route)
  const cookie = await memberCookie(origin, env)
  for (const route of keyRoutes) measure('member', route, route, { headers: { Cookie: cookie } })
  const vocabulary = path.join(tmp, 'keywords.txt')
  const words = await searchVocabulary(origin, vocabulary)
  console.log(`› search vocabulary: ${words} distinct words from the demo content`)
  // Search against the same page as Next serves it from its cache, past the server's memory (a hard
  // reload's Cache-Control: no-cache; what a cached page cost before decision 0022), in turns like the
  // pages: the two are compared, and this machine moves by a third between minutes. No answer of
  // search is kept anywhere (private, no-store), so a keyword that comes again in a later turn is
  // searched again.
  const [nextReference, search] = inTurns([
    {
      kind: 'reference',
      label: '/bench/reference, Cache-Control: no-cache (past the memory, as Next serves it)',
      url: '/bench/reference',
      options: { headers: { 'Cache-Control': 'no-cache' } },
    },
    {
      kind: 'search',
      label: 'GET search, a new keyword each request',
      url: '/api/index/search',
      options: { warmup: 0, script: luaScript(tmp, 'search', { keywordsFile: vocabulary, pathTemplate: '/api/index/search?keyword=%s&lang=zh-cn' }) },
    },
  ])
  const referenceRps = referenceLoad.requestsPerSecond
  // Those measured once (the other pages, the member's) stand against the reference's median run;
  // search, measured between runs of the reference as Next serves it, against those.
  for (const load of loads) load.ratio ??= load.requestsPerSecond / referenceRps
  // The issue's reference is a prerendered page as `next start` serves it. Cached pages and public
  // reads are held to the stricter yardstick of the reference from the server's memory, the path they
  // take themselves; search never takes it (every keyword is new: decision 0022), so its target
  // stands against the reference as Next serves it, which the table also holds.
  for (const result of results) result.load = loads.find((load) => load.kind === 'anonymous' && load.label === result.route)

  if (!quick) {
    browser = await startKeptBrowser()
    // A first run that counts for nothing: the browser's own start-up is behind it.
    lighthouse(origin, '/bench/reference', 0, browser.port)
    // The reference as a yardstick: a static page of the framework alone, on the same machine in the same minutes.
    const referenceRuns = Array.from({ length: lighthouseRuns }, (_, index) => lighthouse(origin, '/bench/reference', index + 1, browser.port))
    referenceRuns.sort((a, b) => a.scores.performance - b.scores.performance)
    referenceLighthouse = {
      performance: referenceRuns[Math.floor((referenceRuns.length - 1) / 2)].scores.performance,
      performanceRuns: referenceRuns.map((run) => run.scores.performance),
      tbtRuns: referenceRuns.map((run) => Math.round(run.metrics.tbt)),
      benchmarkIndexRuns: referenceRuns.map((run) => Math.round(run.benchmarkIndex ?? NaN)),
    }
    console.log(
      `› lighthouse /bench/reference (the framework alone): Performance ${referenceLighthouse.performance} (runs ${referenceLighthouse.performanceRuns.join(', ')}; TBT ${referenceLighthouse.tbtRuns.join(', ')} ms; Lighthouse's benchmark index of this machine ${referenceLighthouse.benchmarkIndexRuns.join(', ')}) (${elapsed()})`,
    )
    for (const result of results) {
      if (lighthouseScope === 'key' && !result.key) continue
      // Several runs on the key pages: the one with the median Performance score stands for the route.
      const count = result.key ? lighthouseRuns : 1
      const runs = Array.from({ length: count }, (_, index) => lighthouse(origin, result.route, index + 1, browser.port))
      runs.sort((a, b) => a.scores.performance - b.scores.performance)
      result.lighthouse = {
        ...runs[Math.floor((runs.length - 1) / 2)],
        performanceRuns: runs.map((run) => run.scores.performance),
        lcpRuns: runs.map((run) => Math.round(run.metrics.lcp)),
        tbtRuns: runs.map((run) => Math.round(run.metrics.tbt)),
      }
      const scores = result.lighthouse.scores
      const raw = result.lighthouse.seoRaw === undefined ? '' : ` (SEO ${result.lighthouse.seoRaw} with is-crawlable: noindex on purpose)`
      const spread =
        count > 1
          ? ` (Performance over ${count} runs: ${result.lighthouse.performanceRuns.join(', ')}; LCP ${result.lighthouse.lcpRuns.join(', ')} ms; TBT ${result.lighthouse.tbtRuns.join(', ')} ms)`
          : ''
      console.log(`› lighthouse ${result.route}: ${Object.values(scores).join(' / ')}, LCP ${Math.round(result.lighthouse.metrics.lcp)} ms${raw}${spread} (${elapsed()})`)
      for (const miss of result.lighthouse.misses) console.log(`    ${miss}`)
    }
  }

  let scale = []
  if (withScale) {
    const { scaleBench } = await import('./scale.mjs')
    for (const database of ['sqlite', 'postgres']) scale.push(...(await scaleBench({ database, log: (line) => console.log(`  ${line}`) })))
  }

  const performanceTarget = (result) => (result.key ? KEY_PERFORMANCE : OTHER_PERFORMANCE)
  const score = (result, id) => {
    const value = result.lighthouse?.scores[id]
    if (value === undefined) return '–'
    const mark = id === 'seo' && result.lighthouse.seoRaw !== undefined ? '*' : ''
    const target = id === 'performance' ? performanceTarget(result) : SCORE_TARGETS[id]
    return value < target ? `${value}${mark} ✗` : `${value}${mark}`
  }
  const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
  const pageRows = [
    ['route', 'JS gzip KB', 'site JS KB', 'budget', 'HTML KB', 'HTML gzip KB', 'CSS gzip KB', 'req/s', 'ratio', 'p99 ms', 'Perf', 'LCP ms', 'A11y', 'BP', 'SEO'],
    ['(floor) /bench/floor', kb(floor.js), '0.0', '', kb(floor.htmlRaw), kb(floor.htmlGzip), kb(floor.css), '', '', '', '', '', '', '', ''],
    [
      '(reference) /bench/reference',
      kb(reference.js),
      '',
      '',
      kb(reference.htmlRaw),
      kb(reference.htmlGzip),
      kb(reference.css),
      fixed(referenceRps),
      '1.00',
      fixed(referenceLoad.p99),
      '',
      '',
      '',
      '',
      '',
    ],
    ...results.map((result) => [
      result.key ? `${result.route} (key)` : result.route,
      kb(result.js),
      kb(result.siteJs),
      result.budget ?? '',
      kb(result.htmlRaw),
      kb(result.htmlGzip),
      kb(result.css),
      fixed(result.load.requestsPerSecond),
      fixed(result.load.ratio, 2),
      fixed(result.load.p99),
      score(result, 'performance'),
      result.lighthouse ? fixed(result.lighthouse.metrics.lcp) : '–',
      score(result, 'accessibility'),
      score(result, 'best-practices'),
      score(result, 'seo'),
    ]),
  ]
  const loadRows = [
    ['load (50 connections, gzip)', 'req/s', 'ratio to reference', 'target', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    ...loads.map((load) => [
      `${load.kind}: ${load.label}`,
      fixed(load.requestsPerSecond),
      fixed(load.ratio, 2),
      load.kind === 'anonymous'
        ? keyRoutes.has(load.label)
          ? `≥ ${RATIO_TARGETS.anonymous}, p99 ≤ ${P99_TARGET_MS}`
          : ''
        : load.kind === 'search'
          ? `≥ ${RATIO_TARGETS.search} (of the reference as Next serves it)`
          : RATIO_TARGETS[load.kind]
            ? `≥ ${RATIO_TARGETS[load.kind]}`
            : '',
      fixed(load.p50, 1),
      fixed(load.p99, 1),
      load.non2xx,
      load.errors,
    ]),
  ]
  const scaleRows = scale.length
    ? [
        ['scale (different query each request, warm database)', 'database', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'target'],
        ...scale.map((row) => [row.label, row.database, row.count, fixed(row.p50, 1), fixed(row.p95, 1), fixed(row.max, 1), '≤ 50']),
      ]
    : null
  const summary = [table(pageRows), table(loadRows), ...(scaleRows ? [table(scaleRows)] : [])].join('\n\n')
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  const notes = [
    `Measured ${new Date().toISOString()} on ${machine}.`,
    'JS and CSS: same-origin files on first load, each gzipped by zlib at level 9; 1 KB = 1000 bytes. Site JS = route JS − floor JS.',
    `Load: wrk (Debian), 1 thread, ${LOAD.connections} connections on loopback with Accept-Encoding: gzip, client and server on the same cores; the reference, the key pages and the contract reads in ${LOAD_TURNS} turns of ${LOAD_TURN_SECONDS} s, each run between two runs of the reference; then search between runs of the reference past the memory, the same way; the others ${LOAD.seconds} s once. Ratio of those in turns = the median turn's req/s ÷ the mean of its two reference runs; of the others, req/s ÷ the reference's median run (${fixed(referenceRps)} req/s; runs ${referenceLoad.turns.map(Math.round).join(', ')}). req/s shown: the median turn; p50 and p99: the median over the turns.`,
    `Past the server's memory (Cache-Control: no-cache), Next served the reference at ${fixed(nextReference.requestsPerSecond)} req/s (p99 ${fixed(nextReference.p99)} ms); search with a new keyword each request is ${fixed(search.ratio, 2)} of that (per turn: ${search.ratios.map((ratio) => ratio.toFixed(2)).join(', ')}).`,
    "Member: the same pages with the demo member's token and hint cookies. Search: GET /api/index/search with a different keyword on every request (the search page itself is one cached shell).",
    ...(results.some((result) => result.lighthouse?.seoRaw !== undefined)
      ? ['* noindex on purpose: SEO without the is-crawlable audit (Lighthouse scores it 0 on any noindex page).']
      : []),
    quick
      ? 'Lighthouse skipped (--quick).'
      : `Lighthouse ${TOOLS.lighthouse}, mobile (default), ${CHROMIUM} headless, one browser kept open for every run (a first run discarded); key pages: median of ${lighthouseRuns} runs by Performance${lighthouseScope === 'key' ? '' : ', other pages one run'}; reports in .tmp/bench/lighthouse. The reference page (the framework alone) scored ${referenceLighthouse.performance} in the same browser (runs ${referenceLighthouse.performanceRuns.join(', ')}; TBT ${referenceLighthouse.tbtRuns.join(', ')} ms; benchmark index ${referenceLighthouse.benchmarkIndexRuns.join(', ')}).`,
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
  fs.writeFileSync(
    path.join(out, 'summary.json'),
    JSON.stringify({ date: new Date().toISOString(), machine, floor, reference, referenceRps, referenceLighthouse, results, loads, scale }, null, 2),
  )

  const failures = results.filter((result) => result.budget === 'FAIL').map((result) => `${result.route} ships ${kb(result.siteJs)} KB of site JS (budget ${kb(JS_BUDGET)} KB)`)
  for (const load of loads) {
    const target = load.kind === 'anonymous' ? (keyRoutes.has(load.label) ? RATIO_TARGETS.anonymous : undefined) : RATIO_TARGETS[load.kind]
    if (target !== undefined && load.ratio < target) failures.push(`${load.kind} ${load.label}: ${fixed(load.ratio, 2)} of the reference (target ${target})`)
    if (load.kind === 'anonymous' && keyRoutes.has(load.label) && load.p99 > P99_TARGET_MS) failures.push(`${load.label}: p99 ${fixed(load.p99)} ms (target ${P99_TARGET_MS})`)
  }
  for (const result of results) {
    for (const [id, target] of Object.entries(SCORE_TARGETS)) {
      const value = result.lighthouse?.scores[id]
      const wanted = id === 'performance' ? performanceTarget(result) : target
      if (value !== undefined && value < wanted) failures.push(`${result.route}: Lighthouse ${id} ${value} < ${wanted}`)
    }
  }
  for (const home of results.filter((result) => result.route === '/' || result.route === '/en')) {
    if (home.lighthouse && home.lighthouse.metrics.lcp > HOME_LCP_MS) failures.push(`${home.route}: LCP ${Math.round(home.lighthouse.metrics.lcp)} ms (target ${HOME_LCP_MS})`)
  }
  for (const row of scale) if (row.p95 > 50) failures.push(`scale ${row.database} ${row.label}: p95 ${fixed(row.p95, 1)} ms (target 50)`)
  if (failures.length) {
    console.log(`\n✖ targets missed:\n  ${failures.join('\n  ')}`)
    exitCode = 1
  } else console.log(`\n✔ every target met (${elapsed()})`)
} catch (error) {
  console.error(`✖ ${error.message}`)
  const logFile = path.join(out, 'server.log')
  if (fs.existsSync(logFile)) console.error(`--- server log (last lines) ---\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`)
  exitCode = error.exitCode || 1
} finally {
  server?.kill('SIGTERM')
  await browser?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
