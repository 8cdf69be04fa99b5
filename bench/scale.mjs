// Lists and search at catalogue size, run by hand, never by the tests:
//
//   node bench/scale.mjs                  SQLite and PostgreSQL
//   node bench/scale.mjs --db=sqlite      one database (or --db=postgres)
//   node bench/scale.mjs --requests=400   requests per kind (default 240, at least 200)
//
// (`npm run bench -- --scale` calls scaleBench() for both databases.) Builds the
// app if stale, then for each database takes a scaled database (`npm run seed --
// --scale` on top of the demo seed: 10,000 products, 100,000 articles, 5,000
// downloads, 200 activities), starts the site's server on it, warms it, and measures
// over HTTP, one request at a time, each request a different query so no cache
// answers:
//   (a) POST /api/index/product: a category, a series, two facet filters, page 40
//       or deeper (the combinations are read from the data);
//   (b) POST /api/index/news: page 1,000 or deeper with a keyword;
//   (c) GET /api/index/search: Chinese words of two or more characters, model
//       numbers (whole and in part) and English words;
//   (d) the same with buyers' words: synonyms, partial phrases, pinyin, model numbers with O for 0;
//   (e) GET /api/index/search_suggest: the first characters of models, words and pinyin (target p95 ≤ 20 ms);
// and prints p50 / p95 / max per kind (target p95 ≤ 50 ms), plus the search
// call's throughput at 10 connections. The scaled SQLite database is cached in
// .tmp/scale-seed keyed like the demo seed (scripts/seeded-database.mjs); the
// PostgreSQL one is the database `site_scale` on PG_ADMIN_URL's server, reused
// while its key (kept as the database comment) matches.
//
// We share two cores: run alone, this takes /tmp/site-build.lock itself for the
// build and the measurement; called from bench/run.mjs, the caller holds it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { anyFreePort, buildIfStale, root, startServer } from '../scripts/lib.mjs'
import { runTs } from '../scripts/run-ts.mjs'
import { copySeedFolder, seedDatabase, seededSiteEnv, seedKey } from '../scripts/seeded-database.mjs'

const LOCK = '/tmp/site-build.lock'
const PAGE_SIZE = 12
const DEEP_PRODUCT_PAGE = 40
const DEEP_NEWS_PAGE = 1000
const NEWS_PAGE_SIZE = 4
const TARGET_P95_MS = 50
const SUGGEST_TARGET_P95_MS = 20
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const SCALE_DATABASE = 'site_scale'

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]

/* ------------------------------------------------------------- databases */

function scaleSeed(env, log) {
  log(`› growing the database to catalogue size (npm run seed -- --scale)`)
  const started = Date.now()
  // NODE_ENV=production: a development start of Payload rewrites src/payload-types.ts for the database at hand.
  if (runTs('src/seed/run.ts', ['--scale'], { ...env, NODE_ENV: 'production' }) !== 0) throw new Error('the scale seed failed')
  log(`› scale seed done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** A scaled SQLite database copied into `dir` (from .tmp/scale-seed when it holds one of the current seed). */
async function scaledSqlite(dir, env, log) {
  const cache = path.join(root, '.tmp', 'scale-seed', `sqlite-${seedKey()}`)
  if (!fs.existsSync(path.join(cache, 'done'))) {
    // Older scaled SQLite databases (400 MB each) go; the PostgreSQL files stay.
    const folder = path.join(root, '.tmp', 'scale-seed')
    if (fs.existsSync(folder)) for (const name of fs.readdirSync(folder)) if (name.startsWith('sqlite-')) fs.rmSync(path.join(folder, name), { recursive: true, force: true })
    fs.mkdirSync(cache, { recursive: true })
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scale-seed-'))
    const workEnv = { ...seededSiteEnv(work, 3000), SITE_URL: env.SITE_URL }
    await seedDatabase(work, workEnv)
    scaleSeed(workEnv, log)
    copySeedFolder(work, cache, { sealed: false })
    fs.rmSync(work, { recursive: true, force: true })
    fs.writeFileSync(path.join(cache, 'done'), new Date().toISOString())
  } else log('› copying the scaled SQLite database from .tmp/scale-seed')
  copySeedFolder(cache, dir, { sealed: true, skip: ['done'] })
  return env
}

/** The PostgreSQL database site_scale, generated once per seed key; uploads and secret live beside the SQLite cache. */
async function scaledPostgres(env, log) {
  const key = `scale-seed:${seedKey()}`
  const files = path.join(root, '.tmp', 'scale-seed', 'postgres')
  const url = new URL(adminUrl)
  url.pathname = `/${SCALE_DATABASE}`
  const pgEnv = {
    ...env,
    DATABASE_URL: url.toString(),
    UPLOAD_DIR: path.join(files, 'uploads'),
    SECRET_FILE: path.join(files, '.secret'),
    DEMO_CREDENTIALS_FILE: path.join(files, 'demo-credentials.json'),
  }
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query("SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1", [SCALE_DATABASE])
    if (rows[0]?.comment === key && fs.existsSync(path.join(files, 'done'))) {
      log(`› reusing the scaled PostgreSQL database ${SCALE_DATABASE}`)
      return pgEnv
    }
    log(`› creating the PostgreSQL database ${SCALE_DATABASE}`)
    await admin.query(`DROP DATABASE IF EXISTS ${SCALE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${SCALE_DATABASE}`)
    fs.rmSync(files, { recursive: true, force: true })
    fs.mkdirSync(files, { recursive: true })
    scaleSeed(pgEnv, log)
    await admin.query(`COMMENT ON DATABASE ${SCALE_DATABASE} IS '${key}'`)
    fs.writeFileSync(path.join(files, 'done'), new Date().toISOString())
    return pgEnv
  } finally {
    await admin.end()
  }
}

/** Rows of one query on the scaled database (the bench reads the data to choose its requests). */
async function query(env, sql) {
  if (env.DATABASE_URL.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: env.DATABASE_URL })
  try {
    return (await client.execute(sql)).rows.map((row) => ({ ...row }))
  } finally {
    client.close()
  }
}

/* -------------------------------------------------------------- requests */

async function call(origin, request) {
  const response = await fetch(
    `${origin}${request.path}`,
    request.body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) } : {},
  )
  const body = await response.json()
  if (response.status !== 200 || body.code !== 1)
    throw new Error(`${request.path} ${JSON.stringify(request.body ?? '')} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
  return body.data
}

/**
 * Product list requests: category + series + two facet filters whose matches
 * fill at least DEEP_PRODUCT_PAGE pages, at page 40 and deeper; if no
 * combination is that large, the deepest pages of the largest ones.
 */
async function productRequests(origin, env, count, log) {
  const tree = await call(origin, { path: '/api/index/product_category' })
  const categories = new Map()
  const visit = (nodes) => nodes.forEach((node) => (categories.set(node.id, node), visit(node.children ?? [])))
  visit(tree)
  const rows = await query(
    env,
    `SELECT p.id, p.category_id, l.series, pp.key, pp.value, pp.text FROM products p
      JOIN products_locales l ON l._parent_id = p.id AND l._locale = 'zh'
      JOIN products_params pp ON pp._parent_id = p.id WHERE p._status = 'published' AND l.series IS NOT NULL`,
  )
  const products = new Map()
  for (const row of rows) {
    const product = products.get(row.id) ?? { category: Number(row.category_id), series: row.series, values: {} }
    products.set(row.id, product)
    const facet = categories.get(product.category)?.facets.find((item) => item.key === row.key)
    if (!facet) continue
    if (facet.kind === 'options') product.values[row.key] = row.text
    else {
      const value = row.value === null ? null : Number(row.value)
      const range = facet.ranges.find((item) => value !== null && (item.min === null || value >= item.min) && (item.max === null || value < item.max))
      if (range) product.values[row.key] = range.value
    }
  }
  const combos = new Map()
  for (const product of products.values()) {
    const keys = Object.keys(product.values).sort()
    for (let a = 0; a < keys.length; a += 1) {
      for (let b = a + 1; b < keys.length; b += 1) {
        const filters = { [keys[a]]: product.values[keys[a]], [keys[b]]: product.values[keys[b]] }
        const id = JSON.stringify([product.category, product.series, filters])
        combos.set(id, (combos.get(id) ?? 0) + 1)
      }
    }
  }
  const ranked = [...combos].map(([id, total]) => ({ id, total, pages: Math.ceil(total / PAGE_SIZE) })).sort((a, b) => b.total - a.total)
  let deep = ranked.filter((combo) => combo.pages >= DEEP_PRODUCT_PAGE)
  if (!deep.length) {
    log(`! no category + series + two facets fills ${DEEP_PRODUCT_PAGE} pages (largest: ${ranked[0]?.pages ?? 0} pages): measuring the deepest pages of the largest`)
    deep = ranked.slice(0, 20)
  }
  log(`› product list: ${deep.length} combinations of category + series + two facets with ≥ ${DEEP_PRODUCT_PAGE} pages (largest ${deep[0]?.pages} pages)`)
  const requests = []
  for (let offset = 0; requests.length < count && offset < 10_000; offset += 1) {
    for (const combo of deep) {
      const [categoryId, type, filters] = JSON.parse(combo.id)
      const first = Math.min(DEEP_PRODUCT_PAGE, combo.pages)
      const page = first + offset
      if (page > combo.pages) continue
      requests.push({ path: '/api/index/product', body: { category_id: categoryId, type, filters, page, size: PAGE_SIZE } })
      if (requests.length >= count) break
    }
  }
  // The data says how many matches: the answer must agree.
  const probe = requests[0]
  const answer = await call(origin, probe)
  const expected = deep.find((combo) => combo.id === JSON.stringify([probe.body.category_id, probe.body.type, probe.body.filters])).total
  if (answer.total !== expected || answer.list.length === 0)
    throw new Error(`product list total ${answer.total} (${answer.list.length} on page ${probe.body.page}), expected ${expected}`)
  return requests
}

const NEWS_WORDS = [
  '电源',
  '电子负载',
  '纹波',
  '测试',
  '储能',
  '新能源汽车',
  '光伏',
  '精源电子',
  '可编程',
  '功率',
  '技术',
  '应用',
  '半导体',
  '充电桩',
  '直流',
  'SCPI',
  '测试需求',
  '数据中心',
  '研讨会',
  '要求',
]

/** News list requests: keywords with at least DEEP_NEWS_PAGE pages, at page 1,000 and deeper, with and without a column. */
async function newsRequests(origin, count, log) {
  const deep = []
  for (const keyword of NEWS_WORDS) {
    const { total } = await call(origin, { path: '/api/index/news', body: { keyword, page: 1, size: NEWS_PAGE_SIZE } })
    if (Math.ceil(total / NEWS_PAGE_SIZE) >= DEEP_NEWS_PAGE) deep.push({ keyword, pages: Math.ceil(total / NEWS_PAGE_SIZE) })
  }
  if (!deep.length) throw new Error(`no keyword has ${DEEP_NEWS_PAGE} pages of news: is the database scaled?`)
  log(`› news list: ${deep.length} keywords with ≥ ${DEEP_NEWS_PAGE} pages (${deep.map((item) => `${item.keyword} ${item.pages}`).join(', ')})`)
  const requests = []
  for (let offset = 0; requests.length < count; offset += 1) {
    for (const { keyword, pages } of deep) {
      const page = DEEP_NEWS_PAGE + offset
      if (page <= pages) requests.push({ path: '/api/index/news', body: { keyword, page } })
      if (requests.length >= count) break
    }
    if (offset > 100_000) break
  }
  return requests
}

const SEARCH_WORDS = [
  '电源',
  '电子负载',
  '纹波',
  '储能',
  '光伏',
  '测试',
  '功率',
  '电池',
  '负载',
  '精度',
  '噪声',
  '保护',
  '并联',
  '编程',
  '接口',
  '充电桩',
  '半导体',
  '新能源汽车',
  '数据中心',
  '可编程',
  '直流电源',
  '开关电源',
  '线性电源',
  '双向电源',
  '功率分析仪',
  '万用表',
  '内阻',
  '示波记录仪',
  '模块',
  '主机',
  '通道',
  '远端补偿',
  '过压保护',
  '动态负载',
  '均流',
  '校准',
  '选型',
  '研讨会',
  '培训',
  '直播',
  '固件',
  '驱动',
  '手册',
  '规格书',
  '证书',
  '协议',
  '温度',
  '效率',
  '响应',
  '回馈',
  '燃料电池',
  '轨道交通',
  '快充',
  '基站',
  '逆变器',
  '变流器',
  '老化',
  '烧录',
  '教学',
  '实验室',
  '高压',
  '大功率',
  '机架',
  '电压',
  '电流',
  '输出',
  '输入',
  '分辨率',
]
const ENGLISH_WORDS = [
  'SCPI',
  'LabVIEW',
  'Python',
  'PyVISA',
  'USB',
  'LAN',
  'GPIB',
  'CAN',
  'MPPT',
  'OBC',
  'BMS',
  'RS-232',
  'RS-485',
  'Modbus',
  'List',
  'OVP',
  'OCP',
  'CE',
  'RoHS',
  'ISO9001',
  'Remote Sense',
  'programmable',
  'firmware',
]

/** Search keywords: Chinese words, English words, and model numbers of the data, whole and in part. */
async function searchRequests(env, count) {
  const models = (await query(env, `SELECT model FROM products WHERE _status = 'published' ORDER BY id LIMIT 4000`)).map((row) => row.model)
  const modelWords = []
  for (let index = 0; modelWords.length < count && index < models.length; index += 37) {
    const model = models[index]
    const parts = model.split('-')
    modelWords.push(model, parts.slice(0, 2).join('-'), parts[1])
  }
  const keywords = [...new Set([...SEARCH_WORDS, ...ENGLISH_WORDS, ...modelWords.filter(Boolean)])].slice(0, count)
  return keywords.map((keyword) => ({ path: `/api/index/search?keyword=${encodeURIComponent(keyword)}` }))
}

/** What buyers type that the catalogue does not say (docs/decisions/0027): synonyms, partial phrases, pinyin. */
const BUYER_WORDS = ['稳压电源', '直流源', '可编程电源', '程控电源', '源表', 'SMU', '直流负载', '大功率负载', '双向可编程电源', '回馈式电源', '高精度电源', '电池测试电源']
const PINYIN_WORDS = ['dianyuan', 'dy', 'fuzai', 'dianzifuzai', 'dzfz', 'zhiliudianyuan', 'zldy', 'kaiguan', 'xianxing', 'shuangxiang']

/** Buyers' words, and model numbers of the data typed with a letter O for a 0 (a different one each request). */
async function buyerRequests(env, count) {
  const models = (await query(env, `SELECT model FROM products WHERE _status = 'published' AND model LIKE '%0%' ORDER BY id LIMIT 4000`)).map((row) => row.model)
  const misread = models.filter((_, index) => index % 11 === 0).map((model) => model.replace('0', 'O'))
  const keywords = [...new Set([...BUYER_WORDS, ...PINYIN_WORDS, ...misread])].slice(0, count)
  return keywords.map((keyword) => ({ path: `/api/index/search?keyword=${encodeURIComponent(keyword)}` }))
}

/** What the suggestions are asked as one types: the first characters of the data's models, Chinese words, pinyin initials. */
async function suggestRequests(env, count) {
  const models = (await query(env, `SELECT model FROM products WHERE _status = 'published' ORDER BY id LIMIT 4000`)).map((row) => row.model)
  const prefixes = models.filter((_, index) => index % 7 === 0).flatMap((model) => [model.slice(0, 5), model.slice(0, 7)])
  const keywords = [...new Set(['电', '电源', '负载', '电子', '直流', 'dz', 'dzfz', 'load', 'pow', 'psd', ...SEARCH_WORDS.slice(0, 20), ...prefixes])].slice(0, count)
  return keywords.map((keyword) => ({ path: `/api/index/search_suggest?keyword=${encodeURIComponent(keyword)}` }))
}

/** Latency of each request, one at a time. */
async function measure(origin, requests) {
  const times = []
  for (const request of requests) {
    const started = performance.now()
    await call(origin, request)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { count: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] }
}

/** Requests per second with `connections` requests in flight. */
async function throughput(origin, requests, connections) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests.length) await call(origin, requests[next++])
    }),
  )
  return requests.length / ((performance.now() - started) / 1000)
}

/**
 * Measures lists and search on a scaled database of one kind; returns one row
 * per kind: { label, database, count, p50, p95, max } in milliseconds (search
 * also has rps). Builds if stale; the caller holds /tmp/site-build.lock.
 */
export async function scaleBench({ database = 'sqlite', log = console.log, requests = 240 } = {}) {
  if (!['sqlite', 'postgres'].includes(database)) throw new Error('database is sqlite or postgres')
  const count = Math.max(200, requests)
  buildIfStale()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `site-scale-${database}-`))
  const port = await anyFreePort()
  let server
  try {
    const base = seededSiteEnv(tmp, port)
    const env = database === 'sqlite' ? await scaledSqlite(tmp, base, log) : await scaledPostgres(base, log)
    const counts = await query(env, `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM downloads) AS downloads`)
    log(
      `› ${database}: ${Number(counts[0].products).toLocaleString('en')} products, ${Number(counts[0].news).toLocaleString('en')} articles, ${Number(counts[0].downloads).toLocaleString('en')} downloads`,
    )
    server = await startServer({ port, env, log: fs.openSync(path.join(tmp, 'server.log'), 'a') })
    const origin = `http://localhost:${port}`
    const kinds = [
      { label: `product list: category + series + 2 facets, page ≥ ${DEEP_PRODUCT_PAGE}`, requests: await productRequests(origin, env, count, log) },
      { label: `news list: keyword, page ≥ ${DEEP_NEWS_PAGE}`, requests: await newsRequests(origin, count, log) },
      { label: 'site search: Chinese, model numbers, English', requests: await searchRequests(env, count) },
      { label: "site search: buyers' words, pinyin, misread models", requests: await buyerRequests(env, count) },
      { label: 'suggestions as one types', requests: await suggestRequests(env, count), target: SUGGEST_TARGET_P95_MS },
    ]
    // Warm the server and the database with other queries of each kind.
    for (const kind of kinds)
      for (const request of kind.requests.slice(-20))
        await call(origin, { ...request, body: request.body && { ...request.body, size: (request.body.size ?? 4) + 1 } }).catch(() => undefined)
    for (const request of kinds[2].requests.slice(0, 30)) await call(origin, { path: `${request.path}&size=11` })
    const rows = []
    for (const kind of kinds) {
      const figures = await measure(origin, kind.requests)
      const row = { label: kind.label, database, target: kind.target ?? TARGET_P95_MS, ...figures }
      if (kind === kinds[2])
        row.rps = await throughput(
          origin,
          kind.requests.map((request) => ({ path: `${request.path}&size=9` })),
          10,
        )
      rows.push(row)
      log(
        `${database.padEnd(8)} ${kind.label.padEnd(52)} n=${row.count}  p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  max ${row.max.toFixed(1)} ms${row.rps ? `  ${row.rps.toFixed(0)} req/s at 10 connections` : ''}${row.p95 > row.target ? `  (target p95 ≤ ${row.target} ms)` : ''}`,
      )
    }
    return rows
  } finally {
    server?.kill()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.SITE_BUILD_LOCK_HELD) {
    // Take the shared lock for the build and the measurement, then run again inside it.
    const result = spawnSync('flock', [LOCK, process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, SITE_BUILD_LOCK_HELD: '1' } })
    process.exit(result.status ?? 1)
  }
  const args = process.argv.slice(2)
  const only = args.find((arg) => arg.startsWith('--db='))?.split('=')[1]
  const requests = Number(args.find((arg) => arg.startsWith('--requests='))?.split('=')[1] ?? 240)
  const rows = []
  for (const database of only ? [only] : ['sqlite', 'postgres']) rows.push(...(await scaleBench({ database, requests })))
  const misses = rows.filter((row) => row.p95 > row.target)
  console.log(misses.length ? `\n${misses.length} of ${rows.length} figures above their p95 target` : '\nevery p95 within its target')
}
