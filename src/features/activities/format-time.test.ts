import { describe, expect, it } from 'vitest'

import { formatMoment, formatTimeRange } from './format-time'

describe('activity times in China time', () => {
  it('writes one day with its weekday and both times', () => {
    expect(formatTimeRange('2026-12-05T01:00:00.000Z', '2026-12-05T09:00:00.000Z')).toBe('2026-12-05（周六）09:00–17:00')
  })

  it('writes both ends when the activity spans days', () => {
    expect(formatTimeRange('2026-12-05T01:00:00.000Z', '2026-12-06T09:00:00.000Z')).toBe('2026-12-05（周六）09:00 至 2026-12-06（周日）17:00')
  })

  it('writes the weekday and the range in English for the English site', () => {
    expect(formatTimeRange('2026-12-05T01:00:00.000Z', '2026-12-05T09:00:00.000Z', 'en')).toBe('2026-12-05 (Sat) 09:00–17:00')
    expect(formatTimeRange('2026-12-05T01:00:00.000Z', '2026-12-06T09:00:00.000Z', 'en')).toBe('2026-12-05 (Sat) 09:00 to 2026-12-06 (Sun) 17:00')
  })

  it('converts from UTC across midnight', () => {
    expect(formatMoment('2026-11-30T16:30:00.000Z')).toBe('2026-12-01 00:30')
    expect(formatMoment('')).toBe('')
  })
})
