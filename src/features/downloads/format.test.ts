import { describe, expect, it } from 'vitest'

import { formatDay, formatSize } from './format'

describe('download facts for people', () => {
  it('writes sizes in binary units', () => {
    expect(formatSize(0)).toBe('—')
    expect(formatSize(312)).toBe('312 B')
    expect(formatSize(2.4 * 1024 * 1024)).toBe('2.4 MB')
    expect(formatSize(860 * 1024)).toBe('860 KB')
    expect(formatSize(1024)).toBe('1.0 KB')
  })

  it('writes dates in China time', () => {
    expect(formatDay('2026-11-25T17:00:00.000Z')).toBe('2026-11-26')
    expect(formatDay('')).toBe('')
    expect(formatDay('not a date')).toBe('')
  })
})
