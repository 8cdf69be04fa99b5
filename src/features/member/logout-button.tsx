'use client'

import { useRouter } from 'next/navigation'

import { memberHintChanged } from './member-hint-store'

/** Ends the member's session (POST /api/member/logout) and goes home in the page's language. */
export function LogoutButton({ homeHref, label, className }: { homeHref: string; label: string; className?: string }) {
  const router = useRouter()
  const logout = async () => {
    const { api } = await import('@/lib/api-client')
    try {
      await api('/api/member/logout', { method: 'POST' })
    } finally {
      memberHintChanged()
      router.replace(homeHref)
      router.refresh()
    }
  }
  return (
    <button type="button" className={className} onClick={() => void logout()}>
      {label}
    </button>
  )
}
