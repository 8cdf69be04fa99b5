// `npm run scale-out`: the scaled-out topology on loopback, with processes
// instead of containers: a fresh PostgreSQL database (copied from the seeded
// template of the resilience suite), Redis, two instances of the one build
// started from .next/standalone as the Docker image starts them (server/index.mjs,
// TRUSTED_PROXIES=1, JSON logs, each with an upload folder of its own),
// an S3-compatible store on loopback (@20minutes/s3rver) that holds the uploads,
// filled from the seed by `npm run uploads:to-s3`, and Debian's nginx with
// deploy/nginx.conf in front. Prints one line per check, `ok` or
// `FAIL`, and exits non-zero on any FAIL:
//
//   S1 a captcha issued by A is accepted once by B, refused the second time
//   S2 a member signed in through A is known to B; logout through B ends the session on A
//   S3 a product published through A's admin API shows on B within 2 s, and through nginx within its micro-cache time + 2 s
//   S4 an image uploaded through A is served by B and through nginx; a member-only file is refused anonymously on both
//   S5 300 concurrent sign-ups split across A and B for 50 seats: exactly 50, no phone twice
//   S6 the login limit counts attempts through A and B together; a forged X-Forwarded-For sent to nginx does not change the bucket
//   S7 kill -9 of A while sign-ups and applications go through nginx: every acknowledged write is stored, nginx sends the rest to B, A rejoins
//   S8 a request through nginx carries nginx's request id; the instance that served it logs JSON lines with it, from its own code too
//   S9 nginx keeps no member's answer (token cookie or header: BYPASS) and no private one (captchas, an anonymous user_info)
//   S10 each instance serves GET /metrics to this machine (its requests, its PostgreSQL pool); nginx never passes it on
//   S11 a rolling upgrade under load: the next release (this tree and one more field, tests/scale-out/release.mjs)
//       is built, its additive migration applied while A and B serve, then A and B replaced by it one at a
//       time, the next once nginx sends the new one requests; visitors and member logins through nginx meet
//       no 5xx and no failed login, and the new field saved through A reads back through B
//
// Clients reaching nginx are told apart by their loopback source address
// (127.0.x.y), which nginx appends to X-Forwarded-For; requests sent to an
// instance directly name their client in X-Forwarded-For (the test is the one
// trusted hop). Holds /tmp/site-build.lock for the build and the servers.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'

import { anyFreePort, buildIfStale, root, standaloneDir, startServer } from '../../scripts/lib.mjs'
import { postgresReachable, postgresSite, prepareActivities, query } from '../resilience/databases.mjs'
import { CAPTCHA_ANSWER, call, captchaHash, clientAddress, forms, outcome, phone, pool, readAnswer, sleep } from '../resilience/http.mjs'

import { ensureNginx, startNginx } from './nginx.mjs'
import { buildRelease, PROBE_FIELD } from './release.mjs'

const LOCK = '/tmp/site-build.lock'
if (!process.env.SITE_BUILD_LOCK_HELD) {
  const result = spawnSync('flock', [LOCK, process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, SITE_BUILD_LOCK_HELD: '1' } })
  process.exit(result.status ?? 1)
}

const MEMBER = { username: 'demo_member', password: 'e2e-member-password' }
const EDITOR = { email: 'editor@example.com', password: 'e2e-editor-password' }
const logs = path.join(root, '.tmp', 'scale-out')
let failures = 0

function report(name, ok, figures) {
  if (!ok) failures += 1
  console.log(`${name} ${figures} … ${ok ? 'ok' : 'FAIL'}`)
}

/** A request from a loopback source address of its own (nginx appends it to X-Forwarded-For). */
function fromAddress(origin, pathname, { method = 'GET', json, headers = {}, source = '127.0.0.1' } = {}) {
  return new Promise((resolve) => {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json))
    const url = new URL(pathname, origin)
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: source,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) },
      },
      (res) => readAnswer(res).then(resolve),
    )
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: 0, body: null, text: '', headers: {}, error: error.code ?? error.message }))
    req.end(body)
  })
}

/** Source address number n of loopback, away from 127.0.0.1. */
const loopback = (n) => `127.0.${1 + ((n >> 8) & 127)}.${1 + (n & 253)}`

async function login(origin, ip) {
  const hash = await captchaHash(origin, ip)
  return call(origin, 'login', { username: MEMBER.username, password: MEMBER.password, captcha: CAPTCHA_ANSWER, hash }, { ip })
}

async function staffToken(origin) {
  const answer = await fetch(`${origin}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(EDITOR) })
  const body = await answer.json()
  if (!body.token) throw new Error(`staff login answered ${answer.status}`)
  return body.token
}

async function checkCaptcha({ a, b }) {
  const ip = clientAddress(201, 1)
  const hash = await captchaHash(a, ip)
  const body = { username: MEMBER.username, password: MEMBER.password, captcha: CAPTCHA_ANSWER, hash }
  const first = await call(b, 'login', body, { ip })
  const second = await call(b, 'login', body, { ip })
  report('S1', first.body?.code === 1 && second.body?.code !== 1, `captcha from A: first use on B ${outcome(first)}, second ${outcome(second)}`)
}

async function checkSession({ a, b }) {
  const ip = clientAddress(202, 1)
  const signedIn = await login(a, ip)
  const token = signedIn.body?.data?.token
  const knownOnB = await call(b, 'member/user_info', {}, { method: 'GET', ip, token })
  await call(b, 'member/logout', {}, { ip, token })
  const afterOnA = await call(a, 'member/user_info', {}, { method: 'GET', ip, token })
  report(
    'S2',
    Boolean(token) && knownOnB.body?.code === 1 && afterOnA.body?.code === 10004,
    `login on A, user_info on B ${outcome(knownOnB)}, after logout on B user_info on A ${outcome(afterOnA)}`,
  )
}

async function checkPublish({ a, b, nginx }) {
  const token = await staffToken(a)
  const auth = { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: a }
  const listed = await (await fetch(`${a}/cms-api/products?limit=1&depth=0&where[_status][equals]=published`, { headers: auth })).json()
  const product = listed.docs[0]
  const name = `横向扩展验证 ${Date.now().toString(36)}`
  // Warm both caches with the old name first, so the check sees an expiry, not a first render.
  await fetch(`${b}/product/${product.id}`)
  await fromAddress(nginx, `/product/${product.id}`)
  const published = Date.now()
  const saved = await fetch(`${a}/cms-api/products/${product.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ name, _status: 'published' }) })
  const seen = async (fetchPage, deadline) => {
    while (Date.now() - published < deadline) {
      if ((await fetchPage()).includes(name)) return Date.now() - published
      await sleep(100)
    }
    return null
  }
  const onB = await seen(async () => (await fetch(`${b}/product/${product.id}`)).text(), 2000)
  const throughNginx = await seen(async () => (await fromAddress(nginx, `/product/${product.id}`)).text, 3000 + 2000)
  report('S3', saved.ok && onB !== null && throughNginx !== null, `publish on A: on B after ${onB ?? '> 2000'} ms, through nginx after ${throughNginx ?? '> 5000'} ms`)
}

async function checkUploads({ a, b, nginx, env, seedUploads }) {
  const token = await staffToken(a)
  const png = fs.readdirSync(path.join(seedUploads, 'media')).find((file) => file.endsWith('.png'))
  const form = new FormData()
  form.append('file', new Blob([fs.readFileSync(path.join(seedUploads, 'media', png))], { type: 'image/png' }), `scale-${Date.now()}.png`)
  form.append('_payload', JSON.stringify({ alt: '横向扩展上传' }))
  const uploaded = await (await fetch(`${a}/cms-api/media`, { method: 'POST', headers: { authorization: `JWT ${token}`, origin: a }, body: form })).json()
  const url = uploaded.doc?.url ? new URL(uploaded.doc.url, a).pathname : ''
  const onB = url ? (await fetch(`${b}${url}`)).status : 0
  const viaNginx = url ? (await fromAddress(nginx, url)).status : 0
  const memberOnly = (await query(env.DATABASE_URL, `SELECT id FROM downloads WHERE member_only = true AND _status = 'published' LIMIT 1`))[0]
  const refusedA = memberOnly ? await call(a, 'download_file', { id: memberOnly.id }, { method: 'GET' }) : null
  const refusedNginx = memberOnly ? await fromAddress(nginx, `/api/index/download_file?id=${memberOnly.id}`) : null
  const refused = (answer) => answer && (answer.body?.code === 10004 || answer.body?.code === 0)
  report(
    'S4',
    onB === 200 && viaNginx === 200 && refused(refusedA) && refused(refusedNginx),
    `image uploaded on A (to the bucket): B ${onB}, nginx ${viaNginx}; member-only file anonymously: A ${refusedA ? outcome(refusedA) : 'none seeded'}, nginx ${refusedNginx ? outcome(refusedNginx) : '-'}`,
  )
}

async function checkSeats({ a, b, env, activities }) {
  const hashes = await pool(
    Array.from({ length: 300 }, (_, n) => n),
    30,
    (n) => captchaHash(n % 2 ? b : a, clientAddress(205, n)),
  )
  const answers = await pool(
    Array.from({ length: 300 }, (_, n) => n),
    300,
    (n) => call(n % 2 ? b : a, 'active_join', forms.join(activities.seats, phone(8, n), n, hashes[n]), { ip: clientAddress(205, n) }),
  )
  const accepted = answers.filter((answer) => answer.body?.code === 1).length
  const rows = await query(env.DATABASE_URL, 'SELECT phone FROM activity_joins WHERE activity_id = ?', [activities.seats])
  const [{ joined }] = await query(env.DATABASE_URL, 'SELECT joined FROM activities WHERE id = ?', [activities.seats])
  const distinct = new Set(rows.map((row) => row.phone)).size
  report(
    'S5',
    accepted === 50 && rows.length === 50 && distinct === 50 && Number(joined) === 50,
    `300 sign-ups on A and B for 50 seats: ${accepted} accepted, ${rows.length} rows, ${distinct} phones, counter ${joined}`,
  )
}

async function checkLoginLimit({ a, b, nginx }) {
  const ip = clientAddress(206, 1)
  let refusedAt = null
  for (let n = 0; n < 60 && refusedAt === null; n += 1) {
    const origin = n % 2 ? b : a
    const hash = await captchaHash(origin, ip)
    const answer = await call(origin, 'login', { username: MEMBER.username, password: 'wrong-password-1', captcha: CAPTCHA_ANSWER, hash }, { ip })
    if (answer.status === 429) refusedAt = n
  }
  // Through nginx from one source address, each request forging another X-Forwarded-For.
  let forgedRefusedAt = null
  const source = loopback(4000)
  for (let n = 0; n < 60 && forgedRefusedAt === null; n += 1) {
    const forged = { 'x-forwarded-for': `9.9.${n}.1` }
    const captcha = await fromAddress(nginx, '/api/index/captcha', { headers: forged, source })
    const answer = await fromAddress(nginx, '/api/index/login', {
      method: 'POST',
      headers: forged,
      source,
      json: { username: MEMBER.username, password: 'wrong-password-1', captcha: CAPTCHA_ANSWER, hash: captcha.body?.data?.hash },
    })
    if (answer.status === 429) forgedRefusedAt = n
  }
  report(
    'S6',
    refusedAt !== null && forgedRefusedAt !== null,
    `wrong logins alternating A/B refused at attempt ${refusedAt ?? '> 60'}; through nginx with a new forged X-Forwarded-For each time, refused at ${forgedRefusedAt ?? '> 60'}`,
  )
}

async function checkCrash({ instances, nginx, env, activities }) {
  const writes = Array.from({ length: 160 }, (_, n) => {
    const source = loopback(n)
    const marker = `scale-crash-${n}-${Date.now()}`
    if (n % 2) return { kind: 'application', key: marker, source, form: (hash) => ['apply_after', forms.application('after', marker, n, hash)] }
    const mobile = phone(9, n)
    return { kind: 'join', key: mobile, source, form: (hash) => ['active_join', forms.join(activities.roomy, mobile, n, hash)] }
  })
  let killed = false
  const sent = pool(writes, 40, async (write, index) => {
    if (index === 40 && !killed) {
      killed = true
      instances.a.child.kill('SIGKILL')
    }
    const captcha = await fromAddress(nginx, '/api/index/captcha', { source: write.source })
    const [name, body] = write.form(captcha.body?.data?.hash)
    return fromAddress(nginx, `/api/index/${name}`, { method: 'POST', json: body, source: write.source })
  })
  const answers = await sent
  const acknowledged = writes.filter((_, index) => answers[index].body?.code === 1)
  const storedJoins = new Set((await query(env.DATABASE_URL, 'SELECT phone FROM activity_joins WHERE activity_id = ?', [activities.roomy])).map((row) => row.phone))
  const storedApplications = new Set((await query(env.DATABASE_URL, 'SELECT detail FROM applications')).map((row) => row.detail))
  const lost = acknowledged.filter((write) => (write.kind === 'join' ? !storedJoins.has(write.key) : !storedApplications.has(write.key)))
  const failed = answers.filter((answer) => answer.status !== 200).length
  instances.a.child = await startServer({ port: instances.a.port, env: instances.a.env, log: instances.a.log, dir: instances.a.dir })
  const rejoined = await fetch(`http://127.0.0.1:${instances.a.port}/readyz`)
  report(
    'S7',
    lost.length === 0 && rejoined.status === 200,
    `${writes.length} writes through nginx, A killed after 40: ${acknowledged.length} acknowledged, ${lost.length} lost, ${failed} not answered 200; A after restart /readyz ${rejoined.status}`,
  )
}

/** nginx never keeps a member's answer for anyone else, nor an answer the app marks private. */
async function checkMemberAnswers({ nginx }) {
  // A source address of its own (nginx appends it) and a member of its own: S6 locked the demo member.
  const source = loopback(909)
  const captchas = [await fromAddress(nginx, '/api/index/captcha', { source }), await fromAddress(nginx, '/api/index/captcha', { source })]
  const json = forms.registration(`s9${Date.now().toString(36).slice(-5)}`, 1, captchas[1].body?.data?.hash)
  const registered = await fromAddress(nginx, '/api/index/user_reg', { method: 'POST', json, source })
  const token = registered.body?.data?.token
  if (!token) throw new Error(`registration through nginx answered ${outcome(registered)}`)
  const cookie = `token=${token}`
  const byCookie = [
    await fromAddress(nginx, '/api/member/user_info', { headers: { cookie }, source }),
    await fromAddress(nginx, '/api/member/user_info', { headers: { cookie }, source }),
  ]
  const byHeader = await fromAddress(nginx, '/api/member/user_info', { headers: { token }, source })
  const anonymous = [await fromAddress(nginx, '/api/member/user_info', { source }), await fromAddress(nginx, '/api/member/user_info', { source })]
  const page = await fromAddress(nginx, '/', { headers: { cookie }, source })
  const status = (answer) => answer.headers['x-cache-status'] ?? 'none'
  const ok =
    Boolean(token) &&
    captchas.every((answer) => answer.body?.code === 1) &&
    captchas[0].body.data.hash !== captchas[1].body.data.hash &&
    [...byCookie, byHeader].every((answer) => answer.body?.code === 1 && status(answer) === 'BYPASS') &&
    anonymous.every((answer) => answer.body?.code === 10004 && status(answer) !== 'HIT') &&
    status(page) === 'BYPASS'
  report(
    'S9',
    ok,
    `through nginx: two captchas ${captchas[0].body?.data?.hash === captchas[1].body?.data?.hash ? 'the same (cached!)' : 'different'}; user_info with the token cookie ${byCookie.map(status).join(', ')}, with the token header ${status(byHeader)}; then anonymous ${anonymous.map((answer) => `${outcome(answer)} (${status(answer)})`).join(', ')}; a page with the token cookie ${status(page)}`,
  )
}

/** The JSON lines both instances have logged so far (anything else is skipped). */
function loggedLines() {
  return ['a', 'b'].flatMap((name) =>
    fs
      .readFileSync(path.join(logs, `instance-${name}.log`), 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line)]
        } catch {
          return []
        }
      }),
  )
}

async function checkRequestIds({ nginx }) {
  // A reset code for the seeded member: the mailer writes it to the outbox and logs that, inside the request.
  const answer = await fromAddress(nginx, '/api/index/forgot_password', { method: 'POST', json: { email: 'demo.member@example.com' }, source: loopback(900) })
  const requestId = String(answer.headers['x-request-id'] ?? '')
  await sleep(300)
  const lines = loggedLines().filter((line) => line.reqId === requestId)
  const access = lines.find((line) => line.msg === 'answer')
  const fromApp = lines.find((line) => line.msg?.startsWith('mail:'))
  report(
    'S8',
    /^[0-9a-f]{32}$/.test(requestId) && answer.body?.code === 1 && access?.status === 200 && access?.client === loopback(900) && Boolean(fromApp),
    `request id ${requestId || 'none'}; log lines with it: ${lines.map((line) => line.msg).join(', ') || 'none'}`,
  )
}

/** Contract requests an instance's /metrics answer counts, of one status or of all. */
const contractAnswers = (metrics, status = '\\d+') =>
  [...metrics.text.matchAll(new RegExp(`^site_http_requests_total\\{group="api",status="${status}"\\} (\\d+)$`, 'gm'))].reduce((sum, [, count]) => sum + Number(count), 0)

async function checkMetrics({ a, b, nginx }) {
  const served = (answer) => contractAnswers(answer, '200')
  const before = await Promise.all([a, b].map((origin) => fromAddress(origin, '/metrics')))
  // Each instance's own count: a contract read sent to it moves it (S7 restarted A, so counts start anew there).
  for (const origin of [a, b]) await fromAddress(origin, '/api/index/config')
  const scrapes = await Promise.all([a, b].map((origin) => fromAddress(origin, '/metrics')))
  const requests = scrapes.map((answer, index) => served(answer) - served(before[index]))
  const pools = scrapes.map((answer) => /^site_db_pool_connections\{state="in_use"\} \d+$/m.test(answer.text))
  const outside = await fromAddress(nginx, '/metrics', { source: loopback(950) })
  report(
    'S10',
    scrapes.every((answer) => answer.status === 200) && requests.every((count) => count >= 1) && pools.every(Boolean) && outside.status === 404,
    `scraped on A and B: ${scrapes.map((answer) => answer.status).join(', ')}, a contract read sent to each moved its count by ${requests.join(', ')}, pool in use ${pools.map((shown) => (shown ? 'shown' : 'missing')).join(', ')}; through nginx ${outside.status}`,
  )
}

/** Runs a command with the instances' settings, without blocking this process (its S3 server answers the command). */
function runCommand(command, args, env, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env, NODE_ENV: 'production' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/**
 * Whether nginx sends `origin` contract requests again within 30 s. nginx keeps an instance it saw
 * fail out of rotation for the upstream's fail_timeout; stopping the other one meanwhile leaves it
 * nowhere to send a login (502, "no live upstreams").
 */
async function backInRotation(origin) {
  const answered = async () => contractAnswers(await fromAddress(origin, '/metrics'))
  const before = await answered()
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    if ((await answered()) > before) return true
  }
  return false
}

async function checkRollingUpgrade({ nginx, instances, shared, dir }) {
  // The next release, built as any release is (tests/scale-out/release.mjs), and its /app as the image holds it.
  const buildStarted = Date.now()
  const release = await buildRelease(path.join(dir, 'release'))
  const built = Math.round((Date.now() - buildStarted) / 1000)
  const app = path.join(dir, 'app-next')
  const linked = spawnSync('cp', ['-al', release.standalone, app], { encoding: 'utf8' })
  if (linked.status !== 0) throw new Error(`cannot copy the release's .next/standalone: ${linked.stderr}`)
  const source = loopback(980)
  const hash = (await fromAddress(nginx, '/api/index/captcha', { source })).body?.data?.hash
  const member = forms.registration(`s11${Date.now().toString(36).slice(-5)}`, 2, hash)
  const registered = await fromAddress(nginx, '/api/index/user_reg', { method: 'POST', json: member, source })
  if (registered.body?.code !== 1) throw new Error(`registration through nginx answered ${outcome(registered)}`)
  const tally = { answers: 0, serverErrors: [], unanswered: 0, logins: 0, failedLogins: [] }
  let running = true
  let turn = 0
  const pages = ['/', '/product', '/news/list', '/api/index/nav?type=1', '/api/index/config']
  const visitor = async () => {
    while (running) {
      const answer = await fromAddress(nginx, pages[turn++ % pages.length], { source: loopback(1000 + (turn % 200)) })
      tally.answers += 1
      if (answer.status === 0) tally.unanswered += 1
      else if (answer.status >= 500) tally.serverErrors.push(`${answer.status}`)
    }
  }
  const signingIn = async (n) => {
    for (let attempt = 0; running; attempt += 1) {
      // A source of its own for each login: the captcha limit is per address.
      const from = loopback(1300 + ((n * 500 + attempt) % 600))
      const captcha = await fromAddress(nginx, '/api/index/captcha', { source: from })
      const login = await fromAddress(nginx, '/api/index/login', {
        method: 'POST',
        json: { username: member.username, password: member.password, captcha: CAPTCHA_ANSWER, hash: captcha.body?.data?.hash },
        source: from,
      })
      tally.logins += 1
      if (login.body?.code !== 1) tally.failedLogins.push(outcome(captcha.body?.code === 1 ? login : captcha))
    }
  }
  const load = [visitor(), visitor(), visitor(), signingIn(0), signingIn(1)]
  await sleep(1000)
  // docs/deployment.md, "Upgrade": the release's `npm run migrate`, once, while the old release serves.
  const migrated = await runCommand('npm', ['run', '--silent', 'migrate'], shared, release.dir)
  const steps = [`release built in ${built} s`, `its migration ${migrated.code === 0 ? 'applied' : `failed (exit ${migrated.code}, its errors above)`}`]
  for (const name of ['a', 'b']) {
    const instance = instances[name]
    const exited = new Promise((resolve) => instance.child.once('exit', resolve))
    const stopped = Date.now()
    instance.child.kill('SIGTERM')
    await exited
    const down = Date.now()
    instance.child = await startServer({ port: instance.port, env: instance.env, log: instance.log, dir: app })
    const ready = await fetch(`http://127.0.0.1:${instance.port}/readyz`)
    const started = Date.now()
    // docs/deployment.md, "Upgrade": the next instance is stopped only once nginx sends this one requests again.
    const back = await backInRotation(`http://127.0.0.1:${instance.port}`)
    steps.push(
      `${name.toUpperCase()} stopped in ${down - stopped} ms, ready ${started - down} ms later (/readyz ${ready.status}), ` +
        (back ? `serving through nginx again ${Date.now() - started} ms later` : 'failed to serve through nginx again within 30 s'),
    )
  }
  running = false
  await Promise.all(load)
  // The release's code uses its column: a value saved through A reads back through B.
  const a = `http://127.0.0.1:${instances.a.port}`
  const token = await staffToken(a)
  const auth = { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: a }
  const product = (await (await fetch(`${a}/cms-api/products?limit=1&depth=0`, { headers: auth })).json()).docs[0]
  const probe = `S11 ${Date.now().toString(36)}`
  await fetch(`${a}/cms-api/products/${product.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ [PROBE_FIELD]: probe }) })
  const readBack = (await (await fetch(`http://127.0.0.1:${instances.b.port}/cms-api/products/${product.id}?depth=0`, { headers: auth })).json())[PROBE_FIELD]
  steps.push(`the release's new field ${readBack === probe ? 'saved on A and read on B' : `read back on B as ${JSON.stringify(readBack)}`}`)
  report(
    'S11',
    migrated.code === 0 &&
      readBack === probe &&
      steps.every((step) => !step.includes('failed') && !/readyz [^2]/.test(step)) &&
      tally.serverErrors.length === 0 &&
      tally.unanswered === 0 &&
      tally.failedLogins.length === 0 &&
      tally.logins > 10,
    `${steps.join(', ')}; meanwhile through nginx ${tally.answers} visitor answers, ${tally.serverErrors.length} 5xx, ${tally.unanswered} unanswered; ${tally.logins} member logins, ${tally.failedLogins.length} failed${tally.failedLogins.length ? ` (${[...new Set(tally.failedLogins)].join('; ')})` : ''}`,
  )
}

async function main() {
  fs.mkdirSync(logs, { recursive: true })
  if (!(await postgresReachable())) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432')
  ensureNginx()
  buildIfStale()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scale-out-'))
  const [portA, portB, portNginx] = [await anyFreePort(), await anyFreePort(), await anyFreePort()]
  const { env: siteEnv, drop } = await postgresSite(dir, portA, (line) => console.log(line))
  const children = []
  const bucket = 'site-uploads'
  const s3Port = await anyFreePort()
  const s3 = new S3rver({ address: '127.0.0.1', port: s3Port, directory: path.join(dir, 's3'), silent: true, configureBuckets: [{ name: bucket }] })
  await s3.run()
  children.push(() => s3.close())
  try {
    const activities = await prepareActivities(siteEnv.DATABASE_URL)
    const shared = {
      ...siteEnv,
      SITE_URL: `http://127.0.0.1:${portNginx}`,
      ALLOWED_ORIGINS: `http://127.0.0.1:${portA},http://127.0.0.1:${portB}`,
      REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `site-scale-out-${process.pid}:`,
      TRUSTED_PROXIES: '1',
      LOG_FORMAT: 'json',
      MIGRATE_ON_START: 'false',
      CAPTCHA_TEST_CODE: CAPTCHA_ANSWER,
      SEED_MEMBER_PASSWORD: MEMBER.password,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }
    // The seed's uploads go to the bucket by the documented command; then each instance gets an empty folder.
    const copied = await runCommand('npm', ['run', '--silent', 'uploads:to-s3'], shared)
    if (copied.code !== 0) throw new Error(`npm run uploads:to-s3 failed:\n${copied.output}`)
    console.log(`› ${copied.output.trim().split('\n').pop()}`)
    const seedUploads = siteEnv.UPLOAD_DIR
    // The image's /app: a hard-linked copy outside the repository, so a module the build did not
    // put in it cannot be found in the repository's node_modules instead.
    const app = path.join(dir, 'app')
    const linked = spawnSync('cp', ['-al', standaloneDir, app], { encoding: 'utf8' })
    if (linked.status !== 0) throw new Error(`cannot copy .next/standalone: ${linked.stderr}`)
    const instances = {}
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ]) {
      const log = fs.openSync(path.join(logs, `instance-${name}.log`), 'w')
      const env = { ...shared, PORT: String(port), UPLOAD_DIR: path.join(dir, `uploads-${name}`) }
      instances[name] = { port, env, log, dir: app, child: await startServer({ port, env, log, dir: app }) }
      children.push(() => instances[name].child.kill('SIGTERM'))
    }
    const nginxChild = await startNginx({ dir: path.join(dir, 'nginx'), port: portNginx, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] })
    children.push(() => nginxChild.kill('SIGQUIT'))
    const context = {
      a: `http://127.0.0.1:${portA}`,
      b: `http://127.0.0.1:${portB}`,
      nginx: `http://127.0.0.1:${portNginx}`,
      env: siteEnv,
      shared,
      dir,
      activities,
      instances,
      seedUploads,
    }
    for (const check of [
      checkCaptcha,
      checkSession,
      checkPublish,
      checkUploads,
      checkSeats,
      checkLoginLimit,
      checkCrash,
      checkRequestIds,
      checkMemberAnswers,
      checkMetrics,
      checkRollingUpgrade,
    ]) {
      try {
        await check(context)
      } catch (error) {
        report(check.name, false, `threw ${error.stack ?? error}`)
      }
    }
  } finally {
    for (const stop of children) stop()
    await sleep(500)
    await drop()
    // What nginx met (refused connections, resets, "no live upstreams") says why a check through it failed.
    const nginxErrors = path.join(dir, 'nginx', 'logs', 'error.log')
    if (failures && fs.existsSync(nginxErrors)) console.log(`nginx's error log:\n${fs.readFileSync(nginxErrors, 'utf8')}`)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main().catch((error) => {
  console.error(`✖ ${error.stack ?? error.message}`)
  failures += 1
})
process.exit(failures ? 1 : 0)
