import { and, eq, lt, sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { expireContent } from '@/lib/content-cache'

type Table = Record<string, unknown>
type Returning = { returning: (fields: Record<string, unknown>) => Promise<{ joined: number }[]> }
type Drizzle = { update: (table: Table) => { set: (values: Record<string, unknown>) => { where: (condition: unknown) => Returning } } }

function activities(payload: Payload) {
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  return { drizzle: adapter.drizzle, table: adapter.tables.activities }
}

/**
 * Takes one seat of an activity with a single conditional UPDATE, so that
 * concurrent sign-ups can never take more seats than the capacity.
 * Returns false when the activity is full.
 */
export async function reserveSeat(payload: Payload, activityId: number): Promise<boolean> {
  const { drizzle, table } = activities(payload)
  const rows = await drizzle
    .update(table)
    .set({ joined: sql`coalesce(${table.joined}, 0) + 1` })
    .where(and(eq(table.id as never, activityId), lt(sql`coalesce(${table.joined}, 0)`, table.capacity as never)))
    .returning({ joined: table.joined })
  if (rows.length === 1) expireContent('activities')
  return rows.length === 1
}

export async function releaseSeat(payload: Payload, activityId: number): Promise<void> {
  const { drizzle, table } = activities(payload)
  await drizzle
    .update(table)
    .set({ joined: sql`case when coalesce(${table.joined}, 0) > 0 then ${table.joined} - 1 else 0 end` })
    .where(eq(table.id as never, activityId))
    .returning({ joined: table.joined })
  expireContent('activities')
}

const activityId = (value: unknown): number | undefined =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number | undefined)

/** Joins created outside the sign-up call (seed) still take their seat. */
export const countSeatOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.seatReserved) return doc
  const id = activityId(doc.activity)
  if (id) await reserveSeat(req.payload, id)
  return doc
}

/** A deleted sign-up gives its seat back. */
export const releaseSeatOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const id = activityId(doc.activity)
  if (id) await releaseSeat(req.payload, id)
  return doc
}
