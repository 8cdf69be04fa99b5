const UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

/** A file size for people: 2.4 MB, 860 KB, 312 B (binary multiples, one decimal below 10). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${value.toFixed(digits)} ${UNITS[unit]}`
}

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })

/** A date as YYYY-MM-DD in China time; empty for a missing or invalid value. */
export function formatDay(value: string): string {
  const date = new Date(value)
  return value && !Number.isNaN(date.getTime()) ? dateParts.format(date) : ''
}

/** 1,234 with the Chinese grouping. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('zh-CN').format(value)
}
