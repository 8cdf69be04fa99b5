import { describe, expect, it } from 'vitest'

import type { MemberInfo } from '@/data/members.server'

import { runRouteMiddleware } from './route-guard.server'

const member: MemberInfo = {
  id: 1,
  username: 'demo_member',
  name: '演示会员',
  wechat: '',
  qq: '',
  company: '',
  email: '',
  phone: '',
  tel: '',
  country: 'CN',
  address: [],
  apply: '',
}

/** Where a guard sent the visitor: Next's redirect() throws an error whose digest names the target. */
function target(run: () => void): string | null {
  try {
    run()
    return null
  } catch (error) {
    const digest = (error as { digest?: string }).digest
    if (!digest?.startsWith('NEXT_REDIRECT')) throw error
    return digest.split(';')[2]
  }
}

describe('the auth route middleware', () => {
  it('sends a visitor from /member home with the login dialog and the way back', () => {
    expect(target(() => runRouteMiddleware(['auth'], { pathname: '/member', member: null }))).toBe('/?login=1&redirect=%2Fmember')
  })

  it('lets a member into /member', () => {
    expect(target(() => runRouteMiddleware(['auth'], { pathname: '/member', member }))).toBeNull()
  })

  it('keeps /sign-up and /member/reset for visitors and sends members to /member', () => {
    for (const pathname of ['/sign-up', '/member/reset']) {
      expect(target(() => runRouteMiddleware(['auth'], { pathname, member: null }))).toBeNull()
      expect(target(() => runRouteMiddleware(['auth'], { pathname, member }))).toBe('/member')
    }
  })

  it('keeps the English site in English', () => {
    expect(target(() => runRouteMiddleware(['auth'], { pathname: '/member', lang: 'en', member: null }))).toBe('/en?login=1&redirect=%2Fen%2Fmember')
    expect(target(() => runRouteMiddleware(['auth'], { pathname: '/member', lang: 'en', member }))).toBeNull()
    for (const pathname of ['/sign-up', '/member/reset']) {
      expect(target(() => runRouteMiddleware(['auth'], { pathname, lang: 'en', member: null }))).toBeNull()
      expect(target(() => runRouteMiddleware(['auth'], { pathname, lang: 'en', member }))).toBe('/en/member')
    }
  })

  it('raises on an unknown middleware name', () => {
    expect(() => runRouteMiddleware(['nope'], { pathname: '/member', member })).toThrow('Unknown route middleware')
  })
})
