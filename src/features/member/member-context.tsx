'use client'

import type React from 'react'
import { createContext, useContext, useEffect, useMemo, useState } from 'react'

import type { MemberInfo } from '@/data/members.server'

import { onSessionExpired } from './session-events'

type MemberState = { member: MemberInfo | null; loggedIn: boolean; forget: () => void }

const MemberContext = createContext<MemberState>({ member: null, loggedIn: false, forget: () => {} })

/**
 * Member info as the server resolved it from the cookie: done on first paint,
 * never fetched again on the client; a 10004 answer forgets it.
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
  const value = useMemo(() => ({ member, loggedIn: member !== null, forget: () => setMember(null) }), [member])
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>
}

export function useMember(): MemberState {
  return useContext(MemberContext)
}
