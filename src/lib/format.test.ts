import { describe, expect, it } from 'vitest'

import { chinaDateTime, chinaDay, chinaStamp, chinaTimeRange, chinaWallClock, chinaWeekday, formatCount, formatDuration, formatSize, isoDuration, yearMonth } from './format'

// Run under any TZ: `TZ=America/Los_Angeles npx vitest run --project unit src/lib/format.test.ts` gives the same days.
describe('China time, whatever the zone of the machine', () => {
  it('writes the China day across its midnight (16:00 UTC)', () => {
    expect(chinaDay('2026-11-25T23:30:00Z')).toBe('2026-11-26')
    expect(chinaDay('2026-11-25T15:59:59.999Z')).toBe('2026-11-25')
    expect(chinaDay('2026-11-25T16:00:00Z')).toBe('2026-11-26')
    expect(chinaDay('2026-11-26T15:59:59Z')).toBe('2026-11-26')
    expect(chinaDay('2026-11-26T16:00:00Z')).toBe('2026-11-27')
    expect(chinaDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01')
    expect(chinaDay('2026-11-26T07:30:00+08:00')).toBe('2026-11-26')
  })

  it('writes the China date and time', () => {
    expect(chinaDateTime('2026-11-25T23:30:00Z')).toBe('2026-11-26 07:30')
    expect(chinaDateTime('2026-11-26T15:59:59Z')).toBe('2026-11-26 23:59')
    expect(chinaDateTime('2026-11-26T16:00:00Z')).toBe('2026-11-27 00:00')
    expect(chinaDateTime(new Date('2026-03-01T17:30:00.000Z'))).toBe('2026-03-02 01:30')
    expect(chinaStamp(new Date('2026-11-27T07:30:59.000Z'))).toBe('20261127-1530')
    expect(chinaWallClock('2026-12-31T16:05:00.000Z')?.toISOString()).toBe('2027-01-01T00:05:00.000Z')
  })

  it('writes nothing for a missing or invalid value', () => {
    for (const value of ['', null, undefined, 'not a date', new Date(Number.NaN)]) {
      expect(chinaDay(value)).toBe('')
      expect(chinaDateTime(value)).toBe('')
      expect(chinaWeekday(value)).toBe('')
      expect(chinaWallClock(value)).toBeNull()
      expect(chinaTimeRange(value, '2026-12-05T09:00:00.000Z')).toBe('')
    }
  })

  it('agrees with Intl and the Asia/Shanghai zone', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const viaIntl = (date: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]))
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
    }
    // A step of 3373 minutes (prime) for 40 years passes every hour of the day, leap days and year ends.
    for (let time = Date.UTC(1995, 0, 1); time < Date.UTC(2035, 0, 1); time += 3373 * 60_000) {
      const date = new Date(time)
      expect(chinaDateTime(date)).toBe(viaIntl(date))
    }
  })

  it('names the China weekday', () => {
    // 2026-11-28 is a Saturday; 16:00 UTC on the Friday is already Saturday in China.
    expect(chinaWeekday('2026-11-27T16:00:00Z')).toBe('周六')
    expect(chinaWeekday('2026-11-27T15:59:59Z', 'en')).toBe('Fri')
  })
})

describe('activity time ranges', () => {
  it('writes one day with its weekday and both times', () => {
    expect(chinaTimeRange('2026-12-05T01:00:00.000Z', '2026-12-05T09:00:00.000Z')).toBe('2026-12-05（周六）09:00–17:00')
    expect(chinaTimeRange('2026-12-05T01:00:00.000Z', '2026-12-05T09:00:00.000Z', 'en')).toBe('2026-12-05 (Sat) 09:00–17:00')
  })

  it('writes both ends when the activity spans China days', () => {
    expect(chinaTimeRange('2026-12-05T01:00:00.000Z', '2026-12-06T09:00:00.000Z')).toBe('2026-12-05（周六）09:00 至 2026-12-06（周日）17:00')
    expect(chinaTimeRange('2026-12-05T01:00:00.000Z', '2026-12-06T09:00:00.000Z', 'en')).toBe('2026-12-05 (Sat) 09:00 to 2026-12-06 (Sun) 17:00')
    // 20:00 to 01:00 China time: the same UTC day, two China days.
    expect(chinaTimeRange('2026-12-05T12:00:00.000Z', '2026-12-05T17:00:00.000Z')).toBe('2026-12-05（周六）20:00 至 2026-12-06（周日）01:00')
  })

  it('writes the start alone without a valid end', () => {
    expect(chinaTimeRange('2026-12-05T01:00:00.000Z', '')).toBe('2026-12-05（周六）09:00')
  })
})

describe('video lengths', () => {
  it('writes mm:ss, h:mm:ss from an hour up, nothing when unknown', () => {
    expect(formatDuration(95)).toBe('01:35')
    expect(formatDuration(59.6)).toBe('01:00')
    expect(formatDuration(3723)).toBe('1:02:03')
    for (const value of [0, -5, Number.NaN]) expect(formatDuration(value)).toBe('')
  })

  it('writes the ISO duration for machines', () => {
    expect(isoDuration(95)).toBe('PT1M35S')
    expect(isoDuration(3723)).toBe('PT62M3S')
    expect(isoDuration(-1)).toBe('PT0M0S')
  })
})

describe('sizes, counts and months', () => {
  it('writes sizes in binary units, one decimal below 10', () => {
    expect(formatSize(312)).toBe('312 B')
    expect(formatSize(1024)).toBe('1.0 KB')
    expect(formatSize(860 * 1024)).toBe('860 KB')
    expect(formatSize(2.4 * 1024 * 1024)).toBe('2.4 MB')
    expect(formatSize(15 * 1024 * 1024)).toBe('15 MB')
    expect(formatSize(3.2 * 1024 ** 3)).toBe('3.2 GB')
  })

  it('writes a dash for a missing or zero size', () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(formatSize(value)).toBe('—')
  })

  it('groups counts', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(12345)).toBe('12,345')
  })

  it('splits a certificate month for the message', () => {
    expect(yearMonth('2024-03', 'zh')).toEqual({ year: '2024', month: '3' })
    expect(yearMonth('2024-09', 'en')).toEqual({ year: '2024', month: 'Sep' })
    expect(yearMonth('2024', 'zh')).toBeNull()
  })
})
