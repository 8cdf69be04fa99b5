import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { downloads } from './content'
import { downloadFile } from './download-files'
import { pseudoRandomBytes, scanPixels } from './files'

const digest = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')

describe('the seeded downloads’ files', () => {
  it('are the same bytes on every run, and weigh about their fileSize', () => {
    const first = downloads.map((item) => digest(downloadFile(item).data))
    for (const [index, item] of downloads.entries()) {
      const { data } = downloadFile(item)
      expect(digest(data), item.fileName).toBe(first[index])
      if (item.fileKind === 'txt') continue
      expect(Math.abs(data.length - item.fileSize!), item.fileName).toBeLessThanOrEqual(Math.max(8 * 1024, item.fileSize! * 0.01))
    }
  })

  it('take their pseudo-random bytes from a seeded generator', () => {
    expect(pseudoRandomBytes('a', 64).equals(pseudoRandomBytes('a', 64))).toBe(true)
    expect(pseudoRandomBytes('a', 64).equals(pseudoRandomBytes('b', 64))).toBe(false)
    // A prefix of a longer run is the shorter run: lengths do not reshuffle the bytes.
    expect(pseudoRandomBytes('a', 1000).subarray(0, 100).equals(pseudoRandomBytes('a', 100))).toBe(true)
    for (const byte of scanPixels('page', 4096)) expect(byte).toBeGreaterThanOrEqual(0xc0)
  })
})
