// R4: brute force against the limits and the one-time secrets. Each line
// names what one address (or a crowd of addresses) tried and what it was told.
import { query } from './databases.mjs'
import { call, captchaHash, clientAddress, CAPTCHA_ANSWER, forms, pool, tally } from './http.mjs'

const PURPOSE = 4
let nextAddress = 0
/** A client address used by no other request of the suite. */
const freshAddress = () => clientAddress(PURPOSE, nextAddress++)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function register(origin, tag, n) {
  const form = forms.registration(tag, n, await captchaHash(origin, freshAddress()))
  const answer = await call(origin, 'user_reg', form, { ip: freshAddress() })
  if (answer.body?.code !== 1) throw new Error(`registration of ${form.username} answered ${answer.text.slice(0, 200)}`)
  return form
}

/** A login attempt with a fresh captcha (fetched from another address: captchas are not bound to one). */
async function login(origin, ip, username, password, captcha = CAPTCHA_ANSWER) {
  return call(origin, 'login', { username, password, captcha, hash: await captchaHash(origin, freshAddress()) }, { ip })
}

const msgs = (answers) => tally(answers.map((answer) => (answer.status === 429 ? '429' : (answer.body?.msg ?? `HTTP ${answer.status}`))))

export async function bruteForceChecks({ site, mailbox, databaseUrl, log }) {
  const origin = site.origin()
  const run = Date.now().toString(36).slice(-4)
  // The victim's account gets locked by the wrong passwords; the captcha checks sign in as another.
  const [victim, member] = await Promise.all([register(origin, `r4${run}v`, 1), register(origin, `r4${run}c`, 1)])

  // Login: wrong passwords from one address, for a real and an unknown account; then the right one during the lock.
  {
    const ip = freshAddress()
    const answers = []
    const timing = { known: [], unknown: [] }
    const nobody = `nobody${run}`
    for (let n = 0; n < 34; n += 1) {
      const known = n % 2 === 0
      const answer = await login(origin, ip, known ? victim.username : nobody, `wrong-password-${n}`)
      answers.push(answer)
      if (answer.status === 200) timing[known ? 'known' : 'unknown'].push(answer.ms)
    }
    const told = (parity) => answers.filter((answer, n) => n % 2 === parity && answer.status === 200).map((answer) => answer.body?.msg)
    const [knownMsgs, unknownMsgs] = [told(0), told(1)]
    const limited = answers.filter((answer) => answer.status === 429).length
    const sameMessages = knownMsgs.length === unknownMsgs.length && knownMsgs.every((msg, n) => msg === unknownMsgs[n])
    const locked = knownMsgs.at(-1)
    const right = await login(origin, freshAddress(), victim.username, victim.password)
    const wrong = await login(origin, freshAddress(), victim.username, 'another-wrong-password')
    log(
      `login: 34 wrong passwords from one address → ${msgs(answers)}; an existing and an unknown account told ${sameMessages ? 'the same, in the same order' : 'DIFFERENT things'} ` +
        `(median ${median(timing.known).toFixed(0)} ms vs ${median(timing.unknown).toFixed(0)} ms); during the lock the right password → ${right.body?.msg ?? right.status}, a wrong one → ${wrong.body?.msg ?? wrong.status}`,
      limited > 0 &&
        sameMessages &&
        answers.slice(0, 30).every((answer) => answer.status === 200) &&
        right.body?.code !== 1 &&
        right.body?.msg === wrong.body?.msg &&
        right.body?.msg === locked,
    )
  }

  // Captcha images per address, wrong answers per address, and single use.
  {
    const ip = freshAddress()
    const images = await pool([...Array(70).keys()], 4, () => call(origin, 'captcha', {}, { method: 'GET', ip }))
    const drawn = images.filter((answer) => answer.body?.code === 1).length
    const guesser = freshAddress()
    const guesses = []
    for (let n = 0; n < 24; n += 1) guesses.push(await login(origin, guesser, member.username, member.password, `zz${n}`))
    const guessLimited = guesses.filter((answer) => answer.status === 429).length
    const hash = await captchaHash(origin, freshAddress())
    const once = freshAddress()
    const first = await call(origin, 'login', { username: member.username, password: member.password, captcha: CAPTCHA_ANSWER, hash }, { ip: once })
    const second = await call(origin, 'login', { username: member.username, password: member.password, captcha: CAPTCHA_ANSWER, hash }, { ip: once })
    const racers = await captchaHash(origin, freshAddress())
    const race = await Promise.all(
      [...Array(10).keys()].map(() =>
        call(origin, 'login', { username: member.username, password: member.password, captcha: CAPTCHA_ANSWER, hash: racers }, { ip: freshAddress() }),
      ),
    )
    const raceWins = race.filter((answer) => answer.body?.code === 1).length
    log(
      `captcha: 70 images from one address → ${drawn} drawn, ${70 - drawn} refused (${msgs(images.filter((answer) => answer.body?.code !== 1))}); ` +
        `24 wrong answers from one address → ${msgs(guesses)}; one captcha used twice → ${first.body?.msg}, then ${second.body?.msg}; 10 parallel logins on one captcha → ${raceWins} passed`,
      drawn < 70 && guessLimited > 0 && first.body?.code === 1 && second.body?.code !== 1 && raceWins === 1,
    )
  }

  // E-mail codes: 5 wrong tries void a code (one at a time, and 50 in parallel); an expired code is refused.
  {
    const [sequential, parallel, late] = await Promise.all([1, 2, 3].map((n) => register(origin, `r4${run}m`, n)))
    const reset = (email, code, ip = freshAddress()) => call(origin, 'forgot_password', { email, code, password: 'new-password-1', repassword: 'new-password-1' }, { ip })
    const send = async (email) => {
      const before = mailbox.count()
      const answer = await call(origin, 'forgot_password', { email }, { ip: freshAddress() })
      if (answer.body?.code !== 1) throw new Error(`forgot_password for ${email} answered ${answer.text.slice(0, 200)}`)
      return mailbox.resetCode(email, before)
    }
    const wrongCode = (code) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

    const code = await send(sequential.email)
    const tries = []
    for (let n = 0; n < 5; n += 1) tries.push(await reset(sequential.email, wrongCode(code)))
    const afterFive = await reset(sequential.email, code)

    const parallelCode = await send(parallel.email)
    const burst = await Promise.all([...Array(50).keys()].map(() => reset(parallel.email, wrongCode(parallelCode))))
    const afterBurst = await reset(parallel.email, parallelCode)

    const lateCode = await send(late.email)
    await query(databaseUrl, 'UPDATE verification_codes SET expires_at = ? WHERE key = ?', [new Date(Date.now() - 1000).toISOString(), `reset:${late.email}`])
    const afterExpiry = await reset(late.email, lateCode)
    log(
      `e-mail code: 5 wrong tries → ${msgs(tries)}, then the right code → ${afterFive.body?.msg}; 50 parallel wrong codes → ${msgs(burst)}, then the right code → ${afterBurst.body?.msg}; ` +
        `past its 10 minutes → ${afterExpiry.body?.msg}`,
      afterFive.body?.code !== 1 && afterBurst.body?.code !== 1 && afterExpiry.body?.code !== 1 && !burst.some((answer) => answer.body?.code === 10005),
    )
  }

  // Mail: resend countdown and per-address limit; the answer is the same for known and unknown e-mails.
  {
    const ip = freshAddress()
    const known = await call(origin, 'forgot_password', { email: victim.email }, { ip })
    const again = await call(origin, 'forgot_password', { email: victim.email }, { ip })
    const unknown = await call(origin, 'forgot_password', { email: `nobody-${run}@example.com` }, { ip })
    const burst = []
    for (let n = 0; n < 22; n += 1) burst.push(await call(origin, 'forgot_password', { email: `burst-${run}-${n}@example.com` }, { ip }))
    const sameAnswer = known.body?.code === unknown.body?.code && known.body?.msg === unknown.body?.msg
    log(
      `mail: known e-mail → ${known.body?.msg}, unknown e-mail → ${unknown.body?.msg} (${sameAnswer ? 'the same' : 'DIFFERENT'}); the same e-mail again at once → ${msgs([again])}; ` +
        `22 more e-mails from that address → ${msgs(burst)}`,
      sameAnswer && again.status === 429 && burst.some((answer) => answer.status === 429),
    )
  }

  // Registration: refusals by validation spend nothing; accepted ones are counted per address.
  {
    const ip = freshAddress()
    const invalid = await pool([...Array(20).keys()], 4, (n) => call(origin, 'user_reg', { username: `r4${run}x${n}`, password: 'short' }, { ip }))
    const taken = await call(origin, 'user_reg', { ...forms.registration(`r4${run}v`, 1, await captchaHash(origin, freshAddress())) }, { ip })
    const hashes = await pool([...Array(62).keys()], 4, () => captchaHash(origin, freshAddress()))
    const accepted = []
    for (const [n, hash] of hashes.entries()) accepted.push(await call(origin, 'user_reg', forms.registration(`r4${run}r`, n, hash), { ip }))
    const registered = accepted.filter((answer) => answer.body?.code === 1).length
    const existing = await call(
      origin,
      'user_reg',
      { ...forms.registration(`r4${run}v`, 1, await captchaHash(origin, freshAddress())), username: victim.username.toUpperCase() },
      { ip: freshAddress() },
    )
    log(
      `registration: 20 invalid forms and a taken username from one address (${msgs([...invalid, taken])}), then 62 valid ones → ${registered} registered, ${msgs(accepted.filter((answer) => answer.body?.code !== 1))}; ` +
        `an existing username in capitals → ${existing.body?.msg}`,
      registered >= 50 && registered < 62 && accepted.slice(0, 50).every((answer) => answer.body?.code === 1) && existing.body?.code === 0,
    )
  }
}
