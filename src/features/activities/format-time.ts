const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** Day, weekday and time of an instant in China time. */
function split(value: string): { day: string; weekday: string; time: string } | null {
  const date = new Date(value)
  if (!value || Number.isNaN(date.getTime())) return null
  const get = (type: string) => parts.formatToParts(date).find((part) => part.type === type)?.value ?? ''
  const day = `${get('year')}-${get('month')}-${get('day')}`
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]
  return { day, weekday, time: `${get('hour')}:${get('minute')}` }
}

/** 2026-12-05（周六）09:00–17:00, or both ends in full when they fall on different days. */
export function formatTimeRange(start: string, end: string): string {
  const from = split(start)
  const to = split(end)
  if (!from) return ''
  const head = `${from.day}（周${from.weekday}）${from.time}`
  if (!to) return head
  return to.day === from.day ? `${head}–${to.time}` : `${head} 至 ${to.day}（周${to.weekday}）${to.time}`
}

/** 2026-12-01 18:00 in China time. */
export function formatMoment(value: string): string {
  const moment = split(value)
  return moment ? `${moment.day} ${moment.time}` : ''
}
