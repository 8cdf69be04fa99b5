/** One row of the member's log (POST /api/member/apply_list). */
export type LogType = 'after-sales' | 'training' | 'activity'
export type LogEntry = { id: number; type: LogType; type_text: string; title: string; status: string; status_text: string; created_at: string }

export type StatusTone = 'waiting' | 'active' | 'done' | 'closed'

/** Status tones of the design brief: waiting is amber, in hand is brand blue, finished is green. */
const APPLICATION_TONE: Record<string, StatusTone> = { new: 'waiting', following: 'active', done: 'done', invalid: 'closed' }
const JOIN_TONE: Record<string, StatusTone> = { new: 'active', following: 'active', done: 'done', invalid: 'closed' }

export function statusTone(entry: Pick<LogEntry, 'type' | 'status'>): StatusTone {
  return (entry.type === 'activity' ? JOIN_TONE : APPLICATION_TONE)[entry.status] ?? 'closed'
}
