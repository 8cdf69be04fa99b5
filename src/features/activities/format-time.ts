const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

type TimeLanguage = 'zh' | 'en'

/** Weekdays from Sunday, as the range writes them: （周六）, (Sat). */
const WEEKDAYS: Record<TimeLanguage, string[]> = {
  zh: ['（周日）', '（周一）', '（周二）', '（周三）', '（周四）', '（周五）', '（周六）'],
  en: [' (Sun) ', ' (Mon) ', ' (Tue) ', ' (Wed) ', ' (Thu) ', ' (Fri) ', ' (Sat) '],
}

const UNTIL: Record<TimeLanguage, string> = { zh: ' 至 ', en: ' to ' }

/** Day, weekday and time of an instant in China time. */
function split(value: string, lang: TimeLanguage = 'zh'): { day: string; weekday: string; time: string } | null {
  const date = new Date(value)
  if (!value || Number.isNaN(date.getTime())) return null
  const get = (type: string) => parts.formatToParts(date).find((part) => part.type === type)?.value ?? ''
  const day = `${get('year')}-${get('month')}-${get('day')}`
  const weekday = WEEKDAYS[lang][new Date(`${day}T00:00:00Z`).getUTCDay()]
  return { day, weekday, time: `${get('hour')}:${get('minute')}` }
}

/** 2026-12-05（周六）09:00–17:00 (2026-12-05 (Sat) 09:00–17:00 in English), or both ends in full when they fall on different days. */
export function formatTimeRange(start: string, end: string, lang: TimeLanguage = 'zh'): string {
  const from = split(start, lang)
  const to = split(end, lang)
  if (!from) return ''
  const head = `${from.day}${from.weekday}${from.time}`
  if (!to) return head
  return to.day === from.day ? `${head}–${to.time}` : `${head}${UNTIL[lang]}${to.day}${to.weekday}${to.time}`
}

/** 2026-12-01 18:00 in China time. */
export function formatMoment(value: string): string {
  const moment = split(value)
  return moment ? `${moment.day} ${moment.time}` : ''
}
