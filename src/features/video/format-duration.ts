/** Seconds as mm:ss (h:mm:ss from an hour up); empty when unknown. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return ''
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (value: number) => String(value).padStart(2, '0')
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/** Seconds as an ISO 8601 duration for machines (datetime of <time>, structured data). */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  return `PT${Math.floor(total / 60)}M${total % 60}S`
}
