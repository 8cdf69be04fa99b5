import type { FieldHook } from 'payload'

/**
 * The `joined` counter on every save: the activity's sign-ups, counted in the
 * save's own transaction. Sign-ups move the counter in SQL
 * (../activity-joins/seats.ts) and never touch the activity's versions, so a
 * staff save (a draft, the English version, a publish) would otherwise write
 * back the count of the version it started from.
 */
export const countJoined: FieldHook = async ({ operation, originalDoc, req }) => {
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  if (operation === 'create' || id === undefined) return 0
  const { totalDocs } = await req.payload.count({ collection: 'activity-joins', where: { activity: { equals: id } }, overrideAccess: true, req })
  return totalDocs
}
