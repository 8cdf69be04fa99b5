'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { OPEN_LOGIN_EVENT, safeRedirect, type OpenLoginDetail } from './login-events'
import { useMember } from './member-context'

/** antd and the form load only when the dialog first opens. */
const LoginDialog = dynamic(() => import('./login-dialog'), { ssr: false })

/**
 * The header's member entry: 登录 / 注册 for visitors, the member's name and
 * 退出 for members. Opens the login dialog on click, on the site-wide
 * open-login event, and when the guard sent the visitor here with ?login=1.
 */
export function MemberEntry() {
  const { member, loggedIn, forget } = useMember()
  const params = useSearchParams()
  const router = useRouter()
  const [dialog, setDialog] = useState<{ open: boolean; redirect?: string } | null>(null)
  const [guardDismissed, setGuardDismissed] = useState(false)
  // The guard sends visitors here with ?login=1&redirect=…: the dialog opens until they close it.
  const fromGuard = params.get('login') === '1' && !loggedIn && !guardDismissed
  const current = dialog ?? (fromGuard ? { open: true, redirect: safeRedirect(params.get('redirect')) } : null)

  useEffect(() => {
    const open = (event: Event) => setDialog({ open: true, redirect: safeRedirect((event as CustomEvent<OpenLoginDetail>).detail?.redirect) })
    window.addEventListener(OPEN_LOGIN_EVENT, open)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open)
  }, [])

  const logout = async () => {
    const { api } = await import('./api-client')
    try {
      await api('/api/member/logout', { method: 'POST' })
    } finally {
      forget()
      router.replace('/')
      router.refresh()
    }
  }

  if (loggedIn && member) {
    return (
      <div className="site-member site-member--in">
        <Link href="/member" prefetch={false}>
          {member.name || member.username}
        </Link>
        <button type="button" onClick={() => void logout()}>
          退出
        </button>
      </div>
    )
  }
  return (
    <div className="site-member">
      <button type="button" onClick={() => setDialog({ open: true })}>
        登录
      </button>
      <Link href="/sign-up" prefetch={false}>
        注册
      </Link>
      {current ? (
        <LoginDialog
          open={current.open}
          redirect={current.redirect}
          onClose={() => {
            setGuardDismissed(true)
            setDialog({ open: false })
          }}
        />
      ) : null}
    </div>
  )
}
