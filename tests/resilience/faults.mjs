// R5: faults. The database goes away for a while (PostgreSQL: the proxy in
// front of it drops every connection and refuses new ones; SQLite: another
// process holds the exclusive lock), then comes back; the mail server is down;
// in scale mode (PostgreSQL and Redis), Redis goes away for a while.
import fs from 'node:fs'
import path from 'node:path'

import { anyFreePort, root, startServer } from '../../scripts/lib.mjs'

import { holdSqliteLock, query, tcpProxy } from './databases.mjs'
import { CAPTCHA_ANSWER, call, captchaHash, clientAddress, forms, isChineseEnvelope, outcome, phone, request, sleep, tally } from './http.mjs'

const PURPOSE = 5
const OUTAGE_MS = 6000
/** An answer later than this is a hang (the spec's client gives up after 10 s). */
const HANG_MS = 30_000
const RECOVERY_LIMIT_MS = 60_000

let nextAddress = 0
const freshAddress = () => clientAddress(PURPOSE, nextAddress++)

/** What a visitor does while the database is away: a captcha (a write), a search (a read), a sign-up (a write). */
function visit(origin, activity, n) {
  const ip = freshAddress()
  switch (n % 3) {
    case 0:
      return call(origin, 'captcha', {}, { method: 'GET', ip, timeoutMs: HANG_MS })
    case 1:
      return call(origin, 'search', { keyword: `电源${n}` }, { method: 'GET', ip, timeoutMs: HANG_MS })
    default:
      return call(origin, 'active_join', forms.join(activity, phone(3, n), n, 'no-such-captcha'), { ip, timeoutMs: HANG_MS })
  }
}

/** Tries a captcha and a sign-up until both succeed: the time it took, and what the tries before were told. */
async function recovery(origin, activity) {
  const started = performance.now()
  const failures = []
  for (let n = 0; performance.now() - started < RECOVERY_LIMIT_MS; n += 1) {
    const image = await call(origin, 'captcha', {}, { method: 'GET', ip: freshAddress(), timeoutMs: 10_000 })
    const join =
      image.body?.code === 1 ? await call(origin, 'active_join', forms.join(activity, phone(2, n), n, image.body.data.hash), { ip: freshAddress(), timeoutMs: 10_000 }) : image
    if (join.body?.code === 1) return { ms: performance.now() - started, failures }
    failures.push(`${image === join ? 'captcha' : 'sign-up'}: ${outcome(join)}`)
    await sleep(250)
  }
  return { ms: null, failures }
}

export async function databaseFaultCheck({ database, site, activities, databaseUrl, proxy, log }) {
  const origin = site.origin()
  const activity = activities.roomy
  let release
  if (database === 'postgres') {
    proxy.cut()
    release = sleep(OUTAGE_MS).then(() => proxy.restore())
  } else {
    release = (await holdSqliteLock(databaseUrl, OUTAGE_MS)).released
  }
  const started = performance.now()
  const during = []
  // A visitor every 200 ms while the database is away.
  for (let n = 0; performance.now() - started < OUTAGE_MS - 500; n += 1) {
    during.push(visit(origin, activity, n))
    await sleep(200)
  }
  await release
  const answers = await Promise.all(during)
  const recovered = await recovery(origin, activity)
  const hung = answers.filter((answer) => answer.status === 0 && answer.error === 'TimeoutError').length
  const lost = answers.filter((answer) => answer.status === 0 && answer.error !== 'TimeoutError').length
  const unclear = answers.filter((answer) => answer.status !== 0 && answer.body?.code !== 1 && !isChineseEnvelope(answer.body)).length
  const slowest = Math.max(...answers.map((answer) => answer.ms))
  const ok = hung === 0 && lost === 0 && unclear === 0 && recovered.ms !== null && site.answering()
  log(
    `database away ${OUTAGE_MS / 1000} s (${database === 'postgres' ? 'every connection dropped, new ones refused' : 'exclusive lock held by another process'}): ` +
      `${answers.length} requests → ${tally(answers.map(outcome))}; slowest answer ${(slowest / 1000).toFixed(1)} s, ${answers.filter((answer) => answer.ms > 10_000).length} over the spec's 10 s, ${hung} hung, ${lost} without an answer, ${unclear} unclear; ` +
      `${recovered.ms === null ? `NOT recovered within ${RECOVERY_LIMIT_MS / 1000} s` : `recovered by itself ${(recovered.ms / 1000).toFixed(1)} s after the database came back`}` +
      `${recovered.failures.length ? ` (${recovered.failures.length} tries refused first: ${tally(recovered.failures)})` : ''}; server ${site.answering() ? 'up' : 'DOWN'}`,
    ok,
  )
}

export async function mailFaultCheck({ site, mailbox, databaseUrl, log }) {
  const origin = site.origin()
  const run = Date.now().toString(36).slice(-4)
  const form = forms.registration(`r5${run}`, 1, await captchaHash(origin, freshAddress()))
  const registered = await call(origin, 'user_reg', form, { ip: freshAddress() })
  if (registered.body?.code !== 1) throw new Error(`registration answered ${registered.text.slice(0, 200)}`)
  await mailbox.close()
  const ip = freshAddress()
  const answer = await call(origin, 'forgot_password', { email: form.email }, { ip })
  const stored = await query(databaseUrl, 'SELECT count(*) AS n FROM verification_codes WHERE key = ?', [`reset:${form.email}`])
  const guess = await call(origin, 'forgot_password', { email: form.email, code: '123456', password: 'new-password-1', repassword: 'new-password-1' }, { ip: freshAddress() })
  const retry = await call(origin, 'forgot_password', { email: form.email }, { ip })
  const saysNotSent = answer.body?.code === 0 && /邮件/.test(answer.body?.msg ?? '') && /失败|无法/.test(answer.body?.msg ?? '')
  const ok = saysNotSent && Number(stored[0].n) === 0 && guess.body?.code === 0
  log(
    `mail server down: forgot_password → ${outcome(answer)} in ${answer.ms.toFixed(0)} ms; codes stored ${Number(stored[0].n)}; a guessed code → ${outcome(guess)}; asking again at once → ${outcome(retry)}`,
    ok,
  )
}

/** A captcha, then a login with it: what a member does first. */
async function signIn(origin, password, timeoutMs) {
  const ip = freshAddress()
  const image = await call(origin, 'captcha', {}, { method: 'GET', ip, timeoutMs })
  if (image.body?.code !== 1) return image
  return call(origin, 'login', { username: 'demo_member', password, captcha: CAPTCHA_ANSWER, hash: image.body.data.hash }, { ip, timeoutMs })
}

/**
 * Scale mode with Redis away (docs/deployment.md, "Redis down"): a second
 * server on the same database with REDIS_URL through a proxy the check cuts.
 * Pages keep coming (each instance's memory, else rendered from the
 * database); what needs Redis (captchas, sign-ins, limits) is refused at once
 * with the envelope, never hangs; /readyz says 503; all of it comes back by
 * itself once Redis answers.
 */
export async function redisFaultCheck({ database, env, log }) {
  if (database !== 'postgres') return
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
  const proxy = await tcpProxy(redisUrl)
  const port = await anyFreePort()
  const logFile = path.join(root, '.tmp', 'resilience', 'postgres-redis-server.log')
  const server = await startServer({
    port,
    env: { ...env, REDIS_URL: proxy.url, REDIS_PREFIX: `site-resilience-${process.pid}:`, TRUSTED_PROXIES: 'loopback' },
    log: fs.openSync(logFile, 'w'),
  })
  const origin = `http://localhost:${port}`
  try {
    const pages = ['/', '/product', '/news', '/product/1']
    for (const page of pages) await request(origin, page)
    const before = await signIn(origin, env.SEED_MEMBER_PASSWORD, 10_000)
    if (before.body?.code !== 1) throw new Error(`sign-in before the outage answered ${outcome(before)}`)
    proxy.cut()
    const started = performance.now()
    const visits = []
    for (let n = 0; performance.now() - started < OUTAGE_MS - 500; n += 1) {
      visits.push(
        n % 2
          ? signIn(origin, env.SEED_MEMBER_PASSWORD, HANG_MS).then((answer) => ({ kind: 'sign-in', answer }))
          : request(origin, pages[(n / 2) % pages.length], { timeoutMs: HANG_MS }).then((answer) => ({ kind: 'page', answer })),
      )
      await sleep(200)
    }
    const readyDuring = await request(origin, '/readyz', { timeoutMs: 10_000 })
    const answers = await Promise.all(visits)
    proxy.restore()
    const restored = performance.now()
    let recoveredMs = null
    while (performance.now() - restored < RECOVERY_LIMIT_MS) {
      if ((await signIn(origin, env.SEED_MEMBER_PASSWORD, 10_000)).body?.code === 1) {
        recoveredMs = performance.now() - restored
        break
      }
      await sleep(250)
    }
    const readyAfter = await request(origin, '/readyz', { timeoutMs: 10_000 })
    const pageAnswers = answers.filter((visit) => visit.kind === 'page').map((visit) => visit.answer)
    const signIns = answers.filter((visit) => visit.kind === 'sign-in').map((visit) => visit.answer)
    const pagesServed = pageAnswers.filter((answer) => answer.status === 200).length
    const refusedClearly = signIns.filter((answer) => answer.status !== 0 && answer.status < 500 && isChineseEnvelope(answer.body)).length
    const slowest = Math.max(...answers.map((visit) => visit.answer.ms))
    const ok =
      pagesServed === pageAnswers.length && refusedClearly === signIns.length && slowest < 10_000 && readyDuring.status === 503 && readyAfter.status === 200 && recoveredMs !== null
    log(
      `Redis away ${OUTAGE_MS / 1000} s (scale mode, every connection dropped, new ones refused): pages ${pagesServed}/${pageAnswers.length} served; ` +
        `sign-ins ${tally(signIns.map(outcome))}; slowest answer ${(slowest / 1000).toFixed(1)} s; /readyz during ${readyDuring.status}, after ${readyAfter.status}; ` +
        `${recoveredMs === null ? `sign-in NOT back within ${RECOVERY_LIMIT_MS / 1000} s` : `sign-in back by itself ${(recoveredMs / 1000).toFixed(1)} s after Redis came back`}`,
      ok,
    )
  } finally {
    server.kill('SIGTERM')
    await proxy.close()
  }
}
