import { describe, expect, it } from 'vitest'

import { safeRedirect } from './login-events'

const origin = 'https://www.example.cn'

describe('the redirect after login', () => {
  it('follows paths of the site', () => {
    expect(safeRedirect('/member', origin)).toBe('/member')
    expect(safeRedirect('/member/log?page=2#top', origin)).toBe('/member/log?page=2#top')
    expect(safeRedirect('/news/../member', origin)).toBe('/member')
  })

  it('refuses every known way off the site', () => {
    const bypasses = [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r/evil.example/x',
      '/\t\\evil.example',
      decodeURIComponent('/%09/evil.example/x'),
      decodeURIComponent('/%0a/evil.example/x'),
      decodeURIComponent('/%0d/evil.example/x'),
      decodeURIComponent('/%5cevil.example'),
      'https://evil.example/x',
      'http:evil.example',
      'javascript:alert(1)',
      ' /\t/evil.example',
      '/ /evil.example',
      '',
      null,
      undefined,
    ]
    for (const value of bypasses) {
      const followed = safeRedirect(value, origin)
      if (followed !== undefined) expect(new URL(followed, origin).origin, String(value)).toBe(origin)
    }
    expect(safeRedirect('/\t/evil.example/x', origin)).toBeUndefined()
    expect(safeRedirect('javascript:alert(1)', origin)).toBeUndefined()
    expect(safeRedirect('https://evil.example/x', origin)).toBeUndefined()
  })
})
