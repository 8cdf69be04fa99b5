import 'server-only'

import { redirect } from 'next/navigation'

import type { MemberInfo } from '@/data/members.server'
import { pathIn, type SiteLanguage } from '@/i18n/routing'

import { loginFirst } from './login-first'

/** `pathname` is the screen's path without the language (`/member`); `lang` is the page's language. */
type Context = { pathname: string; lang?: SiteLanguage; member: MemberInfo | null }
type RouteMiddleware = (context: Required<Context>) => void

/** Screens for visitors who are not signed in; a member is sent to the member centre. */
const GUEST_ONLY = new Set(['/sign-up', '/member/reset'])

/**
 * The spec's `auth` middleware: /member needs a signed-in member (anyone else
 * goes home with the login dialog open and comes back after logging in);
 * /sign-up and /member/reset are for visitors who are not signed in. Every
 * redirect stays in the page's language (`/en/member` → `/en?login=1&redirect=%2Fen%2Fmember`).
 */
const auth: RouteMiddleware = ({ pathname, lang, member }) => {
  if (GUEST_ONLY.has(pathname)) {
    if (member) redirect(pathIn(lang, '/member'))
    return
  }
  if (!member) redirect(loginFirst(lang, pathname))
}

const MIDDLEWARE: Record<string, RouteMiddleware> = { auth }

/** Runs the named route middleware in order; an unknown name is a programming error. */
export function runRouteMiddleware(names: string[], { pathname, lang = 'zh', member }: Context): void {
  for (const name of names) {
    const middleware = MIDDLEWARE[name]
    if (!middleware) throw new Error('Unknown route middleware')
    middleware({ pathname, lang, member })
  }
}
