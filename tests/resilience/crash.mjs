// R1: kill -9 of the server during 200 concurrent writes (registrations,
// applications, activity sign-ups); after a restart every acknowledged write
// is stored and every seat counter equals its sign-up rows.
import { seatSkew, query } from './databases.mjs'
import { call, captchaHash, clientAddress, forms, phone, pool, sleep } from './http.mjs'

const WRITES = 200
/** The kill comes once this many writes have answered (or after KILL_AFTER_MS). */
const KILL_AFTER_ANSWERS = 70
const KILL_AFTER_MS = 30_000
const PURPOSE = 1

export async function crashCheck({ site, activities, databaseUrl, log }) {
  const origin = site.origin()
  const run = Date.now().toString(36).slice(-4)
  // Every write is its own client: captcha and write limits are per address.
  const hashes = await pool([...Array(WRITES + 3).keys()], 8, (n) => captchaHash(origin, clientAddress(PURPOSE, n)))
  const writes = hashes.map((hash, n) => {
    const ip = clientAddress(PURPOSE, n)
    if (n % 3 === 0) {
      const form = forms.registration(`r1${run}`, n, hash)
      return { kind: 'registration', key: form.username, send: () => call(origin, 'user_reg', form, { ip }) }
    }
    if (n % 3 === 1) {
      const marker = `r1-${run}-${n}`
      return {
        kind: 'application',
        key: marker,
        send: () => call(origin, n % 2 ? 'apply_after' : 'apply_training', forms.application(n % 2 ? 'after' : 'training', marker, n, hash), { ip }),
      }
    }
    const activity = activities.crash[n % activities.crash.length]
    const mobile = phone(5, n)
    return { kind: 'join', key: `${activity}:${mobile}`, send: () => call(origin, 'active_join', forms.join(activity, mobile, n, hash), { ip }) }
  })

  // One write of each kind first, so the storm does not wait on the server loading their code.
  for (const write of writes.splice(WRITES, 3)) await write.send()

  let answered = 0
  let killed = false
  let killNow
  const due = new Promise((resolve) => {
    killNow = resolve
    setTimeout(resolve, KILL_AFTER_MS)
  })
  const started = performance.now()
  const results = writes.map((write) =>
    write.send().then((answer) => {
      if (!killed && ++answered >= KILL_AFTER_ANSWERS) killNow()
      return answer
    }),
  )
  await due
  killed = true
  const killedAt = performance.now() - started
  const answeredBeforeKill = answered
  site.kill('SIGKILL')
  const answers = await Promise.all(results)
  const acknowledged = writes.filter((_, n) => answers[n].body?.code === 1)
  for (const [n, write] of writes.entries()) if (write.kind === 'application' && answers[n].body?.code === 1) write.id = answers[n].body.data?.id

  // The truth as the crash left it, before the server's start-up repair runs.
  const crashed = await seatSkew(databaseUrl)
  const restartStarted = performance.now()
  await site.restart()
  const restartMs = performance.now() - restartStarted
  await sleep(500)
  const after = await seatSkew(databaseUrl)

  const stored = await storedKeys(databaseUrl, acknowledged)
  const missing = acknowledged.filter((write) => !stored.has(`${write.kind}:${write.key}`))
  const byKind = (kind) => `${acknowledged.filter((write) => write.kind === kind).length}/${writes.filter((write) => write.kind === kind).length}`
  const refused = answers.filter((answer) => answer.body && answer.body.code !== 1).length
  const unanswered = answers.filter((answer) => answer.status === 0).length
  const ok = missing.length === 0 && crashed.skewed.length === 0 && after.skewed.length === 0 && site.answering()
  log(
    `${WRITES} writes, kill -9 after ${answeredBeforeKill} answers in ${(killedAt / 1000).toFixed(1)} s: ${acknowledged.length} acknowledged (registrations ${byKind('registration')}, applications ${byKind('application')}, joins ${byKind('join')}), ` +
      `${refused} refused, ${unanswered} cut off; after restart (${(restartMs / 1000).toFixed(1)} s) ${acknowledged.length - missing.length} of ${acknowledged.length} stored; ` +
      `seats as the crash left them ${crashed.joined} = rows ${crashed.rows}${crashed.skewed.length ? ` (skewed: ${describe(crashed.skewed)})` : ''}, after restart ${after.joined} = rows ${after.rows}${after.skewed.length ? ` (skewed: ${describe(after.skewed)})` : ''}` +
      (missing.length
        ? `; lost: ${missing
            .slice(0, 5)
            .map((write) => `${write.kind} ${write.key}`)
            .join(', ')}`
        : ''),
    ok,
  )
}

const describe = (skewed) => skewed.map((row) => `activity ${row.id} counts ${row.joined}, has ${row.rows}`).join('; ')

async function storedKeys(databaseUrl, writes) {
  const stored = new Set()
  const usernames = writes.filter((write) => write.kind === 'registration').map((write) => write.key)
  for (const row of await query(databaseUrl, `SELECT username FROM members WHERE username LIKE 'r1%'`))
    if (usernames.includes(row.username)) stored.add(`registration:${row.username}`)
  for (const row of await query(databaseUrl, `SELECT detail FROM applications WHERE detail LIKE 'r1-%'`)) stored.add(`application:${row.detail}`)
  for (const row of await query(databaseUrl, 'SELECT activity_id, phone FROM activity_joins')) stored.add(`join:${Number(row.activity_id)}:${row.phone}`)
  return stored
}
