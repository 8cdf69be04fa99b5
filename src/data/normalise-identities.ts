import { sql } from 'drizzle-orm'

import type { RawDatabase } from '@/lib/raw-sql'

/** The columns that identify an account; Payload writes them trimmed and in lower case, and compares them so. */
const IDENTITIES = [
  { table: 'members', column: 'username' },
  { table: 'members', column: 'email' },
  { table: 'users', column: 'email' },
] as const

/** A free value for a row whose lower-case form another row holds: `name_<id>`, or `local+dup<id>@domain`. */
function spare(column: string, normalised: string, id: unknown, taken: Set<string>): string {
  for (let round = 0; ; round += 1) {
    const tag = round === 0 ? String(id) : `${id}_${round}`
    const at = normalised.lastIndexOf('@')
    const candidate = column === 'email' && at > 0 ? `${normalised.slice(0, at)}+dup${tag}${normalised.slice(at)}` : `${normalised}_${tag}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * Rewrites identities stored with capitals or spaces (rows written around
 * Payload) in their trimmed lower-case form. Where several rows share that
 * form, the row that already has it, else the oldest, keeps it and the others
 * get a spare value, reported through `log` for an admin to sort out: they
 * could not sign in before either, since Payload looks them up in lower case.
 */
export async function normaliseIdentities(db: RawDatabase, log: (message: string) => void): Promise<void> {
  for (const { table, column } of IDENTITIES) {
    const rows = await db.rows<{ id: unknown; value: string | null }>(sql.raw(`SELECT id, ${column} AS value FROM ${table} ORDER BY id`))
    const taken = new Set(rows.map((row) => row.value ?? ''))
    const groups = new Map<string, { id: unknown; value: string }[]>()
    for (const row of rows) {
      if (row.value == null) continue
      const normalised = row.value.trim().toLowerCase()
      groups.set(normalised, [...(groups.get(normalised) ?? []), { id: row.id, value: row.value }])
    }
    for (const [normalised, group] of groups) {
      if (group.every((row) => row.value === normalised)) continue
      const keeper = group.find((row) => row.value === normalised) ?? group[0]
      for (const row of group) {
        if (row.value === normalised) continue
        const value = row === keeper ? normalised : spare(column, normalised, row.id, taken)
        taken.add(value)
        await db.run(sql`UPDATE ${sql.raw(table)} SET ${sql.raw(column)} = ${value} WHERE id = ${row.id}`)
        if (row !== keeper) log(`${table} ${row.id}: ${column} "${row.value}" is taken by ${table} ${keeper.id} in lower case; renamed to "${value}"`)
      }
    }
  }
}

/**
 * Sign-ups whose phone was stored as typed (before the contract normalised it:
 * spaces, dashes, +86) get the form `normalise` gives, so one number holds one
 * seat per activity whatever the way it was written. Where an activity already
 * has the number in that form (or two rows share it), the oldest row takes it
 * and the others keep theirs, reported through `log` for staff: those people
 * signed up twice.
 */
export async function normaliseJoinPhones(db: RawDatabase, normalise: (phone: string) => string, log: (message: string) => void): Promise<void> {
  const rows = await db.rows<{ id: unknown; activity: unknown; phone: string | null }>(sql.raw('SELECT id, activity_id AS activity, phone FROM activity_joins ORDER BY id'))
  const taken = new Set(rows.map((row) => `${row.activity}:${row.phone}`))
  for (const row of rows) {
    if (row.phone == null) continue
    const phone = normalise(row.phone)
    if (phone === row.phone) continue
    const key = `${row.activity}:${phone}`
    if (taken.has(key)) {
      log(`activity_joins ${row.id}: activity ${row.activity} already has a sign-up for ${phone}; "${row.phone}" kept as typed`)
      continue
    }
    taken.add(key)
    await db.run(sql`UPDATE activity_joins SET phone = ${phone} WHERE id = ${row.id}`)
  }
}
