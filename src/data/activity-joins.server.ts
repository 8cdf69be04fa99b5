import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { expireContent } from '@/lib/content-cache'
import { documentTag, listTag } from '@/lib/content-tags'
import { CHINA } from '@/lib/countries'
import { counterUpdate, incrementCounter, payloadDatabase, toNumber, type Counter, type RawDatabase } from '@/lib/raw-sql'

import { applicantRecord, type ApplicantInput } from './applicant'
import { withChoiceKeys } from './choice-keys.server'

/**
 * Activity sign-ups. A sign-up takes its seat (the activity's `joined`
 * counter) and writes its row in one transaction, so a crash can never leave
 * a seat taken without its sign-up (or the reverse), and concurrent sign-ups
 * never exceed the capacity. The counter's repair and the hooks that keep it
 * in step with staff deletes are the collection's (src/collections/activity-joins/seats.ts).
 */

/** A sign-up as the contract accepted it; `phone` is already normalised (normalisePhone). */
export type JoinRow = {
  activity: number
  member?: number | null
  name: string
  company: string
  phone: string
  tel?: string
  email: string
  wechat?: string
  qq?: string
  country?: string
  address: string[]
  apply?: string
}

export type JoinOutcome = { kind: 'joined'; id: number } | { kind: 'full' } | { kind: 'duplicate' }

/**
 * Takes a seat and writes the sign-up in one transaction. On PostgreSQL the
 * conditional UPDATE locks the activity row, so sign-ups for one activity
 * queue there and the duplicate check that follows sees every committed
 * sign-up. On SQLite the statements run as one libsql batch (BEGIN IMMEDIATE …
 * COMMIT) on the shared connection: its driver is synchronous, so an
 * interactive transaction would block the event loop while another request
 * held the write lock; a batch never waits for this process.
 */
export async function joinActivity(payload: Payload, row: JoinRow): Promise<JoinOutcome> {
  const db = await payloadDatabase(payload)
  const outcome = db.dialect === 'postgres' ? await joinOnPostgres(db, row) : await joinOnSqlite(db, row)
  if (outcome.kind === 'joined') expireContent(documentTag('activities', row.activity), listTag('activities', null))
  return outcome
}

const nullable = (value: string | undefined) => (value ? value : null)

function joinValues(row: JoinRow, now: string): SQL {
  const values = [
    row.activity,
    row.member ?? null,
    row.name,
    row.company,
    row.phone,
    nullable(row.tel),
    row.email,
    nullable(row.wechat),
    nullable(row.qq),
    row.country ?? CHINA,
    nullable(row.apply),
    'new',
    now,
    now,
  ]
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
}

const JOIN_COLUMNS = sql.raw('"activity_id", "member_id", "name", "company", "phone", "tel", "email", "wechat", "qq", "country", "apply", "status", "updated_at", "created_at"')

/** The activity's seat counter: it counts up to the activity's capacity. */
const seatOf = (activity: number, also?: SQL): Counter => ({
  table: 'activities',
  column: 'joined',
  where: also ? sql`"id" = ${activity} AND ${also}` : sql`"id" = ${activity}`,
  below: { column: 'capacity' },
})

async function joinOnSqlite(db: RawDatabase, row: JoinRow): Promise<JoinOutcome> {
  // A sign-up from abroad has no region: one row of nulls that the insert below leaves out.
  const addressRows = row.address.length
    ? sql.join(
        row.address.map((text, index) => sql`(${index + 1}, ${text})`),
        sql`, `,
      )
    : sql`(NULL, NULL)`
  const [, inserted, , taken] = await db.batch([
    counterUpdate(seatOf(row.activity, sql`NOT EXISTS (SELECT 1 FROM "activity_joins" WHERE "activity_id" = ${row.activity} AND "phone" = ${row.phone})`)),
    // changes() is the row count of the previous statement: the sign-up is written only if the seat was taken…
    sql`INSERT INTO "activity_joins" (${JOIN_COLUMNS}) SELECT ${joinValues(row, new Date().toISOString())} WHERE changes() = 1 RETURNING "id"`,
    // …and its address only if the sign-up was (the row is found by its unique activity and phone).
    sql`INSERT INTO "activity_joins_texts" ("order", "parent_id", "path", "text")
        SELECT v.column1, j."id", 'address', v.column2 FROM (VALUES ${addressRows}) AS v
        JOIN "activity_joins" j ON j."activity_id" = ${row.activity} AND j."phone" = ${row.phone}
        WHERE changes() = 1 AND v.column2 IS NOT NULL`,
    sql`SELECT count(*) AS "taken" FROM "activity_joins" WHERE "activity_id" = ${row.activity} AND "phone" = ${row.phone}`,
  ])
  const id = inserted[0]?.id
  if (id !== undefined && id !== null) return { kind: 'joined', id: toNumber(id) }
  return toNumber(taken[0]?.taken) > 0 ? { kind: 'duplicate' } : { kind: 'full' }
}

/** Ends the transaction without writing anything, with the reason. */
class Refused extends Error {
  constructor(readonly outcome: JoinOutcome) {
    super(outcome.kind)
  }
}

async function joinOnPostgres(database: RawDatabase, row: JoinRow): Promise<JoinOutcome> {
  try {
    return await database.transaction(async (db) => {
      const seat = await incrementCounter(db, seatOf(row.activity))
      const [{ taken }] = await db.rows<{ taken: unknown }>(sql`
        SELECT count(*) AS "taken" FROM "activity_joins" WHERE "activity_id" = ${row.activity} AND "phone" = ${row.phone}`)
      if (toNumber(taken) > 0) throw new Refused({ kind: 'duplicate' })
      if (!seat) throw new Refused({ kind: 'full' })
      const [join] = await db.rows<{ id: unknown }>(sql`
        INSERT INTO "activity_joins" (${JOIN_COLUMNS}) VALUES (${joinValues(row, new Date().toISOString())}) RETURNING "id"`)
      const id = toNumber(join.id)
      const texts = row.address.map((text, index) => sql`(${index + 1}, ${id}, 'address', ${text})`)
      if (texts.length) await db.run(sql`INSERT INTO "activity_joins_texts" ("order", "parent_id", "path", "text") VALUES ${sql.join(texts, sql`, `)}`)
      return { kind: 'joined', id } as const
    })
  } catch (error) {
    if (error instanceof Refused) return error.outcome
    // The unique (activity, phone) index: a sign-up that raced past the check.
    if (/23505/.test(String((error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code))) return { kind: 'duplicate' }
    throw error
  }
}

export type SignUpOutcome = JoinOutcome | { kind: 'gone' } | { kind: 'closed' }

/**
 * Signs the applicant up for a published activity whose deadline and end have
 * not passed; `applicant.mobile` is already normalised (normalisePhone).
 */
export async function signUpForActivity(payload: Payload, activityId: number, applicant: ApplicantInput, memberId?: number): Promise<SignUpOutcome> {
  const { docs } = await payload.find({ collection: 'activities', where: { and: [{ id: { equals: activityId } }, { _status: { equals: 'published' } }] }, limit: 1, depth: 0 })
  const activity = docs[0]
  if (!activity) return { kind: 'gone' }
  const now = Date.now()
  if (new Date(activity.deadline).getTime() < now || new Date(activity.endAt).getTime() < now) return { kind: 'closed' }
  return joinActivity(payload, { activity: activityId, member: memberId, ...applicantRecord(await withChoiceKeys(applicant)) })
}
