import type { Client, InStatement } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { expireContent } from '@/lib/content-cache'
import { payloadDatabase, rawDatabase, toNumber, type RawDatabase } from '@/lib/raw-sql'

/**
 * Activity seats. The activity's `joined` counter and the sign-up rows are
 * written in one transaction, so a crash can never leave a seat taken without
 * its sign-up (or the reverse); `repairSeatCounts` reconciles counters written
 * before that, or by deletes on SQLite, where Payload runs without transactions.
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
  address: string[]
  apply?: string
}

export type JoinOutcome = { status: 'joined'; id: number } | { status: 'full' } | { status: 'duplicate' }

type SqliteAdapter = { name: string; client: Client }

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
  const adapter = payload.db as unknown as SqliteAdapter
  const outcome = adapter.name === 'postgres' ? await joinOnPostgres(await payloadDatabase(payload), row) : await joinOnSqlite(adapter.client, row)
  if (outcome.status === 'joined') expireContent('activities')
  return outcome
}

const nullable = (value: string | undefined) => (value ? value : null)

function joinValues(row: JoinRow, now: string) {
  return [row.activity, row.member ?? null, row.name, row.company, row.phone, nullable(row.tel), row.email, nullable(row.wechat), nullable(row.qq), nullable(row.apply), 'new', now, now]
}

const JOIN_COLUMNS = '"activity_id", "member_id", "name", "company", "phone", "tel", "email", "wechat", "qq", "apply", "status", "updated_at", "created_at"'

async function joinOnSqlite(client: Client, row: JoinRow): Promise<JoinOutcome> {
  const now = new Date().toISOString()
  const values = joinValues(row, now)
  const addressRows = row.address.map(() => '(?, ?)').join(', ')
  const statements: InStatement[] = [
    {
      sql: `UPDATE "activities" SET "joined" = coalesce("joined", 0) + 1
            WHERE "id" = ? AND coalesce("joined", 0) < "capacity"
              AND NOT EXISTS (SELECT 1 FROM "activity_joins" WHERE "activity_id" = ? AND "phone" = ?)`,
      args: [row.activity, row.activity, row.phone],
    },
    // changes() is the row count of the previous statement: the sign-up is written only if the seat was taken…
    { sql: `INSERT INTO "activity_joins" (${JOIN_COLUMNS}) SELECT ${values.map(() => '?').join(', ')} WHERE changes() = 1 RETURNING "id"`, args: values },
    // …and its address only if the sign-up was (the row is found by its unique activity and phone).
    {
      sql: `INSERT INTO "activity_joins_texts" ("order", "parent_id", "path", "text")
            SELECT v.column1, j."id", 'address', v.column2 FROM (VALUES ${addressRows}) AS v
            JOIN "activity_joins" j ON j."activity_id" = ? AND j."phone" = ?
            WHERE changes() = 1`,
      args: [...row.address.flatMap((text, index) => [index + 1, text]), row.activity, row.phone],
    },
    { sql: 'SELECT count(*) AS "taken" FROM "activity_joins" WHERE "activity_id" = ? AND "phone" = ?', args: [row.activity, row.phone] },
  ]
  const [, inserted, , taken] = await client.batch(statements, 'write')
  const id = inserted.rows[0]?.id
  if (id !== undefined && id !== null) return { status: 'joined', id: toNumber(id) }
  return toNumber(taken.rows[0]?.taken) > 0 ? { status: 'duplicate' } : { status: 'full' }
}

/** Ends the transaction without writing anything, with the reason. */
class Refused extends Error {
  constructor(readonly outcome: JoinOutcome) {
    super(outcome.status)
  }
}

async function joinOnPostgres(database: RawDatabase, row: JoinRow): Promise<JoinOutcome> {
  try {
    return await database.transaction(async (db) => {
      const seat = await db.rows(sql`
        UPDATE "activities" SET "joined" = coalesce("joined", 0) + 1
        WHERE "id" = ${row.activity} AND coalesce("joined", 0) < "capacity" RETURNING "joined"`)
      const [{ taken }] = await db.rows<{ taken: unknown }>(sql`
        SELECT count(*) AS "taken" FROM "activity_joins" WHERE "activity_id" = ${row.activity} AND "phone" = ${row.phone}`)
      if (toNumber(taken) > 0) throw new Refused({ status: 'duplicate' })
      if (!seat.length) throw new Refused({ status: 'full' })
      const values = joinValues(row, new Date().toISOString())
      const [join] = await db.rows<{ id: unknown }>(sql`
        INSERT INTO "activity_joins" (${sql.raw(JOIN_COLUMNS)}) VALUES (${sql.join(values.map((value) => sql`${value}`), sql`, `)}) RETURNING "id"`)
      const id = toNumber(join.id)
      const texts = row.address.map((text, index) => sql`(${index + 1}, ${id}, 'address', ${text})`)
      await db.run(sql`INSERT INTO "activity_joins_texts" ("order", "parent_id", "path", "text") VALUES ${sql.join(texts, sql`, `)}`)
      return { status: 'joined', id } as const
    })
  } catch (error) {
    if (error instanceof Refused) return error.outcome
    // The unique (activity, phone) index: a sign-up that raced past the check.
    if (/23505/.test(String((error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code))) return { status: 'duplicate' }
    throw error
  }
}

/**
 * Sets an activity's counter to the number of its sign-ups. On PostgreSQL the
 * activity row is locked first, so the count (a new statement, a new
 * snapshot) includes every sign-up committed before it; on SQLite the one
 * UPDATE runs under the write lock. Returns the counter before and after, or
 * null when it was right.
 */
async function recount(database: RawDatabase, activityId: number): Promise<{ before: number; after: number } | null> {
  const work = async (db: RawDatabase) => {
    const [current] = await db.rows<{ joined: unknown }>(
      db.dialect === 'postgres'
        ? sql`SELECT "joined" FROM "activities" WHERE "id" = ${activityId} FOR UPDATE`
        : sql`SELECT "joined" FROM "activities" WHERE "id" = ${activityId}`,
    )
    if (!current) return null
    const [updated] = await db.rows<{ joined: unknown }>(sql`
      UPDATE "activities" SET "joined" = (SELECT count(*) FROM "activity_joins" WHERE "activity_id" = ${activityId})
      WHERE "id" = ${activityId} AND coalesce("joined", 0) <> (SELECT count(*) FROM "activity_joins" WHERE "activity_id" = ${activityId})
      RETURNING "joined"`)
    return updated ? { before: toNumber(current.joined), after: toNumber(updated.joined) } : null
  }
  return database.dialect === 'postgres' ? database.transaction(work) : work(database)
}

export type SeatRepair = { activity: number; before: number; after: number }

/**
 * Finds every activity whose counter disagrees with its sign-ups and sets it
 * to the count, logging each one. Run when the server starts and after
 * migrations; safe while sign-ups are being taken.
 */
export async function repairSeatCounts(payload: Payload): Promise<SeatRepair[]> {
  const adapter = payload.db as unknown as { name: string; drizzle: unknown; tables: Record<string, unknown> }
  const database = rawDatabase(adapter.drizzle, adapter.name === 'postgres' ? 'postgres' : 'sqlite', adapter.tables)
  const skewed = await database.rows<{ id: unknown }>(sql`
    SELECT a."id" FROM "activities" a
    WHERE coalesce(a."joined", 0) <> (SELECT count(*) FROM "activity_joins" j WHERE j."activity_id" = a."id")`)
  const repairs: SeatRepair[] = []
  for (const { id } of skewed) {
    const fixed = await recount(database, toNumber(id))
    if (!fixed) continue
    repairs.push({ activity: toNumber(id), ...fixed })
    payload.logger.warn(`seats: activity ${toNumber(id)} counted ${fixed.before} sign-ups but has ${fixed.after}; counter repaired`)
  }
  if (repairs.length) expireContent('activities')
  return repairs
}

const activityId = (value: unknown): number | undefined =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number | undefined)

/** The counter follows the rows, in the operation's transaction (PostgreSQL). */
async function recountFor(req: PayloadRequest, id: number | undefined): Promise<void> {
  if (!id) return
  await recount(await payloadDatabase(req.payload, req), id)
  expireContent('activities')
}

/** Sign-ups written through Payload (the seed) are counted too; the contract writes its own with joinActivity. */
export const countSeatOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await recountFor(req, activityId(doc.activity))
  return doc
}

/** A deleted sign-up gives its seat back. */
export const releaseSeatOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recountFor(req, activityId(doc.activity))
  return doc
}
