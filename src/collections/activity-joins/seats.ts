import { sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { expireContent } from '@/lib/content-cache'
import { documentTag, listTag } from '@/lib/content-tags'
import { payloadDatabase, toNumber, type RawDatabase } from '@/lib/raw-sql'

/**
 * Activity seats. The contract's sign-up takes its seat and writes its row in
 * one transaction (joinActivity, src/data/activity-joins.server.ts); the
 * counter follows sign-ups written or deleted through Payload here, and
 * `repairSeatCounts` reconciles counters written before that, or by deletes
 * on SQLite, where Payload runs without transactions.
 */

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
      db.dialect === 'postgres' ? sql`SELECT "joined" FROM "activities" WHERE "id" = ${activityId} FOR UPDATE` : sql`SELECT "joined" FROM "activities" WHERE "id" = ${activityId}`,
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
  const database = await payloadDatabase(payload)
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
  if (repairs.length) expireContent(...repairs.flatMap((repair) => [documentTag('activities', repair.activity)]), listTag('activities', null))
  return repairs
}

const activityId = (value: unknown): number | undefined => (typeof value === 'object' && value ? (value as { id: number }).id : (value as number | undefined))

/** The counter follows the rows, in the operation's transaction (PostgreSQL). */
async function recountFor(req: PayloadRequest, id: number | undefined): Promise<void> {
  if (!id) return
  await recount(await payloadDatabase(req.payload, req), id)
  expireContent(documentTag('activities', id), listTag('activities', null))
}

/** Sign-ups written through Payload (the seed) are counted too; the contract writes its own with joinActivity (src/data/activity-joins.server.ts). */
export const countSeatOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await recountFor(req, activityId(doc.activity))
  return doc
}

/** A deleted sign-up gives its seat back. */
export const releaseSeatOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recountFor(req, activityId(doc.activity))
  return doc
}
