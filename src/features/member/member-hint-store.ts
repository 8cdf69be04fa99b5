import { useSyncExternalStore } from 'react'

import { readMemberHint } from '@/lib/member-hint'
import { onSessionExpired } from '@/lib/session-events'

const CHANGED_EVENT = 'site:member-hint'

/** Tells the header that the server set or cleared the member hint (login, logout, profile edit). */
export function memberHintChanged(): void {
  window.dispatchEvent(new Event(CHANGED_EVENT))
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, listener)
  const stop = onSessionExpired(listener)
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener)
    stop()
  }
}

const readName = () => readMemberHint(document.cookie)

/**
 * The signed-in member's display name from the hint cookie (src/lib/member-hint.ts);
 * null for visitors. The server render and hydration see null: the inline
 * scripts have already shown the name, and the first client render takes over.
 */
export function useMemberName(): string | null {
  return useSyncExternalStore(subscribe, readName, () => null)
}
