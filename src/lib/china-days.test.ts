import { describe, expect, it } from 'vitest'

import { chinaDayStart, chinaDaysFrom, chinaWeekStart, lastChinaDays } from './china-days'
import { chinaDay } from './format'

describe('China days and weeks', () => {
  it('starts the day at midnight China time, which is 16:00 UTC', () => {
    expect(chinaDayStart(new Date('2026-03-01T15:59:59.999Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z')
    expect(chinaDayStart(new Date('2026-03-01T16:00:00.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z')
    expect(chinaDayStart(new Date('2026-03-02T00:30:00.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z')
  })

  it('starts the week on Monday 00:00 China time', () => {
    // 2026-03-02 is a Monday in China from 2026-03-01T16:00Z.
    expect(chinaWeekStart(new Date('2026-03-01T16:00:00.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z')
    expect(chinaWeekStart(new Date('2026-03-01T15:59:59.999Z')).toISOString()).toBe('2026-02-22T16:00:00.000Z')
    // Sunday 23:00 China time still belongs to the week that began the Monday before.
    expect(chinaWeekStart(new Date('2026-03-08T15:00:00.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z')
    expect(chinaWeekStart(new Date('2026-03-04T03:00:00.000Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z')
  })

  it('does not depend on the server zone', () => {
    const instants = ['2026-01-01T00:00:00.000Z', '2026-06-30T23:59:59.000Z', '1999-12-31T16:00:00.000Z'].map((text) => new Date(text))
    for (const instant of instants) {
      const start = chinaDayStart(instant)
      expect(start.getTime()).toBeLessThanOrEqual(instant.getTime())
      expect(instant.getTime() - start.getTime()).toBeLessThan(86_400_000)
      expect(chinaDay(start)).toBe(chinaDay(instant))
      expect(chinaDay(new Date(start.getTime() - 1))).not.toBe(chinaDay(instant))
    }
  })

  it('lists the last days oldest first, across a month end', () => {
    expect(lastChinaDays(new Date('2026-03-01T16:30:00.000Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
    const thirty = lastChinaDays(new Date('2026-03-02T01:00:00.000Z'), 30)
    expect(thirty).toHaveLength(30)
    expect(thirty[0]).toBe('2026-02-01')
    expect(thirty.at(-1)).toBe('2026-03-02')
    expect(chinaDaysFrom(new Date('2026-03-02T01:00:00.000Z'), 1).toISOString()).toBe('2026-03-02T16:00:00.000Z')
  })
})
