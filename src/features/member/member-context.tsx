'use client'

import type React from 'react'
import { createContext, useContext, useEffect, useMemo, useState } from 'react'

import type { MemberInfo } from '@/data/members.server'
import { onSessionExpired } from '@/lib/session-events'

import { memberHintChanged, useMemberName } from './member-hint-store'

type MemberState = { member: MemberInfo | null; loggedIn: boolean; forget: () => void }

const MemberContext = createContext<MemberState | null>(null)

/**
 * Member info as the server resolved it from the cookie, on the screens that
 * render per request (the (forms) layout): done on first paint, never fetched
 * again on the client; a 10004 answer forgets it.
 */
export function MemberProvider({ initial, children }: { initial: MemberInfo | null; children: React.ReactNode }) {
  const [member, setMember] = useState(initial)
  // A server refresh (router.refresh() after a profile edit) brings a new initial value: adopt it.
  const [seen, setSeen] = useState(initial)
  if (initial !== seen) {
    setSeen(initial)
    setMember(initial)
  }
  useEffect(() => onSessionExpired(() => setMember(null)), [])
  const value = useMemo(
    () => ({
      member,
      loggedIn: member !== null,
      forget: () => {
        setMember(null)
        memberHintChanged()
      },
    }),
    [member],
  )
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>
}

const NO_MEMBER: MemberState = { member: null, loggedIn: false, forget: memberHintChanged }

/** The member of a per-request screen; on cached screens (no provider) use useMemberInfo(). */
export function useMember(): MemberState {
  return useContext(MemberContext) ?? NO_MEMBER
}

let fetched: Promise<MemberInfo | null> | null = null

async function fetchMemberInfo(): Promise<MemberInfo | null> {
  const { api } = await import('@/lib/api-client')
  try {
    return (await api<MemberInfo>('/api/member/user_info')).data
  } catch {
    return null
  }
}

/**
 * The signed-in member's info anywhere: from the provider on per-request
 * screens, otherwise fetched once (GET /api/member/user_info) when the hint
 * says someone is signed in. `loading` is true until that query has settled.
 */
export function useMemberInfo(): { member: MemberInfo | null; loading: boolean } {
  const provided = useContext(MemberContext)
  const name = useMemberName()
  const [member, setMember] = useState<MemberInfo | null | undefined>(undefined)
  const wanted = !provided && name !== null
  useEffect(() => {
    if (!wanted) return
    let live = true
    fetched ??= fetchMemberInfo()
    void fetched.then((info) => live && setMember(info))
    return () => {
      live = false
    }
  }, [wanted])
  if (provided) return { member: provided.member, loading: false }
  if (!wanted) return { member: null, loading: false }
  return { member: member ?? null, loading: member === undefined }
}
