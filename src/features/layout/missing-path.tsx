'use client'

import { usePathname } from 'next/navigation'

/** The path the visitor asked for, in the 404's sentence (in the HTML too: the server renders it). */
export function MissingPath({ className }: { className?: string }) {
  const pathname = usePathname()
  return <span className={className}>{pathname}</span>
}
