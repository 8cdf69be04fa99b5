import { chinaDateTime, chinaWeekday } from '@/lib/format'

/** "11-27 15:30" in China time. */
export function shortDateTime(iso: string): string {
  return chinaDateTime(iso).slice(5)
}

/** A China date (YYYY-MM-DD) on the chart's axis: "11/27". */
export function axisDay(day: string): string {
  const [, month, date] = day.split('-')
  return `${Number(month)}/${Number(date)}`
}

/** A China date (YYYY-MM-DD) in full: "11月27日 周五". */
export function longDay(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  return `${month}月${date}日 ${chinaWeekday(`${day}T12:00:00+08:00`)}`
}

/** How long since `iso`, the way staff say it: "3 天", "5 小时", "12 分钟", "不到 1 分钟". */
export function elapsed(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000)
  if (!(minutes >= 1)) return '不到 1 分钟'
  if (minutes < 60) return `${minutes} 分钟`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} 小时`
  return `${Math.floor(minutes / (24 * 60))} 天`
}
