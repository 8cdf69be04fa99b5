/**
 * Dates, times, durations, sizes and counts as people read them, dates and
 * times always in China time (Asia/Shanghai) whatever the zone of the server
 * or the browser. Pure: used by server and client components, the contract,
 * e-mails and the exports.
 *
 * China keeps UTC+8 all year (no daylight saving since 1991), so a fixed
 * offset gives the same wall clock as `Intl.DateTimeFormat` with
 * `timeZone: 'Asia/Shanghai'` (format.test.ts checks both agree) and as the
 * database's `+8 hours` of the dashboard's day counts.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** The languages whose words these formats know (the site's). */
export type FormatLanguage = 'zh' | 'en'

type Instant = Date | string | null | undefined

/** The instant shifted by eight hours: its UTC fields are the China wall clock (null for a missing or invalid value). */
function wallClock(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time + CHINA_OFFSET_MS)
}

const pad = (value: number) => String(value).padStart(2, '0')
const dayOf = (clock: Date) => `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`
const timeOf = (clock: Date) => `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`

/** The China calendar day of an instant: "2026-11-26" ('' for a missing or invalid value). */
export function chinaDay(value: Instant): string {
  const clock = wallClock(value)
  return clock ? dayOf(clock) : ''
}

/** "2026-11-26 07:30" in China time ('' for a missing or invalid value). */
export function chinaDateTime(value: Instant): string {
  const clock = wallClock(value)
  return clock ? `${dayOf(clock)} ${timeOf(clock)}` : ''
}

/** "20261127-1530" in China time, for file names. */
export function chinaStamp(value: Date): string {
  const clock = wallClock(value)
  return clock ? `${dayOf(clock).replaceAll('-', '')}-${timeOf(clock).replace(':', '')}` : ''
}

/**
 * A date for a spreadsheet cell: Excel dates carry no zone and exceljs writes
 * a Date's UTC fields, so the UTC fields of the returned Date are the China
 * wall clock (null for a missing or invalid value).
 */
export function chinaWallClock(value: Instant): Date | null {
  return wallClock(value)
}

const WEEKDAYS: Record<FormatLanguage, string[]> = {
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
}

/** The China weekday of an instant: 周六, Sat ('' for a missing or invalid value). */
export function chinaWeekday(value: Instant, lang: FormatLanguage = 'zh'): string {
  const clock = wallClock(value)
  return clock ? WEEKDAYS[lang][clock.getUTCDay()] : ''
}

/** How a range writes a weekday and joins days: 2026-12-05（周六）09:00 至 …, 2026-12-05 (Sat) 09:00 to …. */
const RANGE_WORDS: Record<FormatLanguage, { weekday: (name: string) => string; until: string }> = {
  zh: { weekday: (name) => `（${name}）`, until: ' 至 ' },
  en: { weekday: (name) => ` (${name}) `, until: ' to ' },
}

/**
 * When an activity runs, in China time: 2026-12-05（周六）09:00–17:00
 * (2026-12-05 (Sat) 09:00–17:00 in English), both ends in full when they fall
 * on different days, the start alone without a valid end, '' without a start.
 */
export function chinaTimeRange(start: Instant, end: Instant, lang: FormatLanguage = 'zh'): string {
  const from = wallClock(start)
  if (!from) return ''
  const to = wallClock(end)
  const words = RANGE_WORDS[lang]
  const full = (clock: Date) => `${dayOf(clock)}${words.weekday(WEEKDAYS[lang][clock.getUTCDay()])}${timeOf(clock)}`
  if (!to) return full(from)
  return dayOf(to) === dayOf(from) ? `${full(from)}–${timeOf(to)}` : `${full(from)}${words.until}${full(to)}`
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * The year and month of a "2024-03" value (a certificate's date, no zone), the
 * month as a number in Chinese and as a short name in English, for the
 * caller's message to put together: { year: '2024', month: '3' | 'Mar' }.
 * Null when the value has no month.
 */
export function yearMonth(value: string, lang: FormatLanguage): { year: string; month: string } | null {
  const [year, month] = value.split('-')
  if (!year || !month) return null
  const number = Number(month)
  const name = lang === 'en' && number >= 1 && number <= 12 ? MONTHS_EN[number - 1] : String(number)
  return { year, month: name }
}

/** A video's length for people: mm:ss, h:mm:ss from an hour up; '' when unknown. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return ''
  const total = Math.round(seconds)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = `${pad(minutes)}:${pad(total % 60)}`
  return hours ? `${hours}:${rest}` : rest
}

/** Seconds as an ISO 8601 duration for machines (the datetime of <time>, structured data). */
export function isoDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0
  return `PT${Math.floor(total / 60)}M${total % 60}S`
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

/** A file size for people: 2.4 MB, 860 KB, 312 B (binary multiples, one decimal below 10); "—" for a missing or zero size. */
export function formatSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${value.toFixed(digits)} ${SIZE_UNITS[unit]}`
}

const counts = new Intl.NumberFormat('zh-CN')

/** 1,234 (the same grouping in Chinese and English). */
export function formatCount(value: number): string {
  return counts.format(value)
}
