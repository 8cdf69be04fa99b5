/**
 * Day and week boundaries on the China calendar, whatever the server's zone,
 * for queries and counts (the text of a date is `format.ts`'s). Weeks start
 * on Monday.
 */
import { CHINA_OFFSET_MS, chinaDay } from './format'

const DAY_MS = 24 * 60 * 60 * 1000

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

/** The last `count` China dates (YYYY-MM-DD) up to and including the one of `instant`, oldest first. */
export function lastChinaDays(instant: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => chinaDay(chinaDaysFrom(instant, index - count + 1)))
}
