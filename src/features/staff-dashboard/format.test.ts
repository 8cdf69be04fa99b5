import { describe, expect, it } from 'vitest'

import { axisDay, elapsed, longDay, shortDateTime } from './format'

describe('dashboard formats', () => {
  it('shows times in China time', () => {
    expect(shortDateTime('2026-11-27T07:30:00.000Z')).toBe('11-27 15:30')
    expect(shortDateTime('2026-12-31T16:05:00.000Z')).toBe('01-01 00:05')
    expect(shortDateTime('')).toBe('')
  })

  it('names chart days', () => {
    expect(axisDay('2026-03-02')).toBe('3/2')
    expect(longDay('2026-03-02')).toBe('3月2日 周一')
    expect(longDay('2026-11-29')).toBe('11月29日 周日')
  })

  it('says how long a lead has waited', () => {
    const now = new Date('2026-03-10T12:00:00.000Z')
    expect(elapsed('2026-03-10T11:59:30.000Z', now)).toBe('不到 1 分钟')
    expect(elapsed('2026-03-10T12:00:30.000Z', now)).toBe('不到 1 分钟')
    expect(elapsed('2026-03-10T11:48:00.000Z', now)).toBe('12 分钟')
    expect(elapsed('2026-03-10T07:00:00.000Z', now)).toBe('5 小时')
    expect(elapsed('2026-03-07T11:00:00.000Z', now)).toBe('3 天')
  })
})
