'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { DialogLoading } from '@/features/forms/dialog-loading'
import { HAN_NAME, MEMBER_NAME_ID, MEMBER_NAME_SCRIPT } from '@/lib/member-hint'
import { contractLang } from '@/lib/page-language'
import { sessionExpired } from '@/lib/session-events'

import { OPEN_LOGIN_EVENT, safeRedirect, type OpenLoginDetail } from './login-events'
import { LogoutButton } from './logout-button'
import { memberHintChanged, useMemberName } from './member-hint-store'

/**
 * antd, the form and its texts in the page's language load when the dialog
 * first opens, or just before (a pointer over 登录, a focus, a touch); the
 * click shows the dialog's shell at once.
 */
const LoginDialog = dynamic(() => import('./login-dialog'), { ssr: false, loading: () => <DialogLoading /> })
const preloadLoginDialog = () => void import('./login-dialog').then((module) => module.preloadLoginText())

/** Once per browser tab session the hint is checked against the server, so a session ended elsewhere does not linger in the header. */
const VERIFIED_KEY = 'site:member-verified'

async function verifySession(): Promise<void> {
  if (sessionStorage.getItem(VERIFIED_KEY)) return
  const response = await fetch(`/api/member/user_info?lang=${contractLang()}`, { credentials: 'include' })
  const body = (await response.json()) as { code: number }
  // 10004: the answer has cleared the token and the hint; 1: it refreshed the hint.
  if (body.code === 10004) sessionExpired()
  else if (body.code === 1) {
    sessionStorage.setItem(VERIFIED_KEY, '1')
    memberHintChanged()
  }
}

const noSubscription = () => () => {}

/** The query string of the page as loaded ('' on the server): the guard's ?login=1&redirect=…. */
function useLoadedQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
}

/**
 * The header's member entry: 登录 / 注册 for visitors, the member's name and
 * 退出 for members. Both are in the cached HTML; <html data-member>, set from
 * the hint cookie before the first paint, decides which one shows, and an
 * inline script writes the name (docs/decisions/0010). Opens the login dialog
 * on click, on the site-wide open-login event, and when the guard sent the
 * visitor here with ?login=1.
 */
type Props = {
  /** Home, the member centre and sign-up in the page's language (`/member`, `/en/member`). */
  homeHref: string
  centreHref: string
  signUpHref: string
  labels: { centre: string; logout: string; login: string; signUp: string }
}

export function MemberEntry({ homeHref, centreHref, signUpHref, labels }: Props) {
  const name = useMemberName()
  const [dialog, setDialog] = useState<{ open: boolean; redirect?: string } | null>(null)
  // The guard sends visitors here with ?login=1&redirect=…: the dialog opens until they close it.
  const query = new URLSearchParams(useLoadedQuery())
  const fromGuard = dialog === null && name === null && query.get('login') === '1' ? { open: true, redirect: safeRedirect(query.get('redirect')) } : null
  const current = dialog ?? fromGuard

  useEffect(() => {
    document.documentElement.toggleAttribute('data-member', name !== null)
    if (name !== null) void verifySession().catch(() => undefined)
    else sessionStorage.removeItem(VERIFIED_KEY)
  }, [name])

  useEffect(() => {
    const open = (event: Event) => setDialog({ open: true, redirect: safeRedirect((event as CustomEvent<OpenLoginDetail>).detail?.redirect) })
    window.addEventListener(OPEN_LOGIN_EVENT, open)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open)
  }, [])

  return (
    <div className="site-member">
      <div className="site-member__in when-member">
        <Link href={centreHref} prefetch={false} title={labels.centre}>
          <span id={MEMBER_NAME_ID} lang={name && HAN_NAME.test(name) ? 'zh' : undefined} suppressHydrationWarning>
            {name ?? ''}
          </span>
        </Link>
        <script dangerouslySetInnerHTML={{ __html: MEMBER_NAME_SCRIPT }} />
        <LogoutButton homeHref={homeHref} label={labels.logout} />
      </div>
      <div className="site-member__out when-visitor">
        <button type="button" onClick={() => setDialog({ open: true })} onPointerEnter={preloadLoginDialog} onFocus={preloadLoginDialog} onTouchStart={preloadLoginDialog}>
          {labels.login}
        </button>
        <Link href={signUpHref} prefetch={false}>
          {labels.signUp}
        </Link>
      </div>
      {current ? <LoginDialog open={current.open} redirect={current.redirect} onClose={() => setDialog({ open: false })} /> : null}
    </div>
  )
}
