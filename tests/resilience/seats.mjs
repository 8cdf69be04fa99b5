// R2: 300 concurrent anonymous sign-ups for an activity with 50 seats, some
// of them the same phone number written another way: exactly 50 accepted,
// one row per accepted sign-up, no phone twice, the counter equal to the rows.
import { query } from './databases.mjs'
import { call, captchaHash, clientAddress, forms, phone, pool, tally } from './http.mjs'

const JOINS = 300
const SEATS = 50
/** Every fifth sign-up repeats an earlier number (with +86, spaces or dashes). */
const REPEAT_EVERY = 5
const PURPOSE = 2

function mobileOf(n) {
  if (n % REPEAT_EVERY !== REPEAT_EVERY - 1) return phone(4, n)
  const earlier = phone(4, n - 1)
  return [`+86 ${earlier}`, `${earlier.slice(0, 3)}-${earlier.slice(3, 7)}-${earlier.slice(7)}`, `0086${earlier}`][n % 3]
}

export async function seatsCheck({ site, activities, databaseUrl, log }) {
  const origin = site.origin()
  const activity = activities.seats
  const hashes = await pool([...Array(JOINS).keys()], 8, (n) => captchaHash(origin, clientAddress(PURPOSE, n)))
  const answers = await Promise.all(hashes.map((hash, n) => call(origin, 'active_join', forms.join(activity, mobileOf(n), n, hash), { ip: clientAddress(PURPOSE, n) })))
  const accepted = answers.filter((answer) => answer.body?.code === 1).length
  const refusals = answers.filter((answer) => answer.body?.code !== 1).map((answer) => (answer.body ? answer.body.msg : `HTTP ${answer.status} ${answer.error ?? ''}`.trim()))
  const rows = await query(databaseUrl, 'SELECT phone FROM activity_joins WHERE activity_id = ?', [activity])
  const [{ joined }] = await query(databaseUrl, 'SELECT joined FROM activities WHERE id = ?', [activity])
  const phones = new Set(rows.map((row) => row.phone))
  const ok = accepted === SEATS && rows.length === SEATS && phones.size === rows.length && Number(joined) === SEATS
  log(
    `${JOINS} concurrent sign-ups (${JOINS / REPEAT_EVERY} repeating a number) for ${SEATS} seats: ${accepted} accepted, rows ${rows.length}, distinct phones ${phones.size}, counter ${Number(joined)}; refused: ${tally(refusals)}`,
    ok,
  )
}
