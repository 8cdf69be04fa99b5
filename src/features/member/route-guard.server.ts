import 'server-only'

import { redirect } from 'next/navigation'

import type { MemberInfo } from '@/data/members.server'

type Context = { pathname: string; member: MemberInfo | null }
type RouteMiddleware = (context: Context) => void

/** Screens for visitors who are not signed in; a member is sent to the member centre. */
const GUEST_ONLY = new Set(['/sign-up', '/member/reset'])

/**
 * The spec's `auth` middleware: /member needs a signed-in member (anyone else
 * goes home with the login dialog open and comes back after logging in);
 * /sign-up and /member/reset are for visitors who are not signed in.
 */
const auth: RouteMiddleware = ({ pathname, member }) => {
  if (GUEST_ONLY.has(pathname)) {
    if (member) redirect('/member')
    return
  }
  if (!member) redirect(`/?login=1&redirect=${encodeURIComponent(pathname)}`)
}

const MIDDLEWARE: Record<string, RouteMiddleware> = { auth }

/** Runs the named route middleware in order; an unknown name is a programming error. */
export function runRouteMiddleware(names: string[], context: Context): void {
  for (const name of names) {
    const middleware = MIDDLEWARE[name]
    if (!middleware) throw new Error('Unknown route middleware')
    middleware(context)
  }
}
