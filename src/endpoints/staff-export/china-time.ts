/**
 * China time without the server's zone or ICU: China keeps UTC+8 all year
 * (no daylight saving since 1991), so a fixed offset is exact, and cheap
 * enough for every date of every row of a large export.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

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

/** "2026-11-27 15:30" in China time. */
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
