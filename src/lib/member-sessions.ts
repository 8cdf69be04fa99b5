import type { Payload } from 'payload'

/** Revokes one session of a member (logout) or all of them (password change). */
export async function revokeMemberSessions(payload: Payload, memberId: number, sessionId: string | 'all'): Promise<void> {
  const member = await payload.db.findOne<{ id: number; sessions?: { id: string }[] } & Record<string, unknown>>({
    collection: 'members',
    where: { id: { equals: memberId } },
  })
  if (!member) return
  const sessions = sessionId === 'all' ? [] : (member.sessions ?? []).filter((session) => session.id !== sessionId)
  await payload.db.updateOne({ collection: 'members', id: memberId, data: { ...member, sessions, updatedAt: null }, returning: false })
}
