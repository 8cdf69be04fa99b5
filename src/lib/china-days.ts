/**
 * Days and weeks on the China calendar, whatever the server's zone: China
 * keeps UTC+8 all year (no daylight saving since 1991), so a fixed offset is
 * exact. Weeks start on Monday.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The China calendar date of an instant, as YYYY-MM-DD. */
export function chinaDayKey(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant China's day around `instant` begins (00:00 China time). */
export function chinaDayStart(instant: Date): Date {
  const shifted = instant.getTime() + CHINA_OFFSET_MS
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - CHINA_OFFSET_MS)
}

/** The instant China's week around `instant` begins (Monday 00:00 China time). */
export function chinaWeekStart(instant: Date): Date {
  const day = chinaDayStart(instant)
  // getUTCDay of the shifted day start is the China weekday (0 Sunday … 6 Saturday).
  const weekday = new Date(day.getTime() + CHINA_OFFSET_MS).getUTCDay()
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS)
}

/** The instant `days` China days after the start of the day around `instant` (negative: before). */
export function chinaDaysFrom(instant: Date, days: number): Date {
  return new Date(chinaDayStart(instant).getTime() + days * DAY_MS)
}

/** The last `count` China dates up to and including the one of `instant`, oldest first. */
export function lastChinaDays(instant: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => chinaDayKey(chinaDaysFrom(instant, index - count + 1)))
}

const pad = (value: number) => String(value).padStart(2, '0')

function shifted(value: Date | string): Date | null {
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time + CHINA_OFFSET_MS)
}

/**
 * A date for a spreadsheet cell: Excel dates carry no zone and exceljs writes
 * a Date's UTC fields, so the UTC fields of the returned Date are the China
 * wall clock.
 */
export function chinaWallClock(value: Date | string): Date | null {
  return shifted(value)
}

/** "2026-11-27 15:30" in China time ('' for a value that is not a date). */
export function chinaDateTime(value: Date | string): string {
  const date = shifted(value)
  if (!date) return ''
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
}

/** "20261127-1530" in China time, for file names. */
export function chinaStamp(value: Date): string {
  const date = shifted(value)!
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}-${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`
}
