'use client'

import { usePathname } from 'next/navigation'

/** The spec's message, with the path the visitor asked for. */
export function MissingPath() {
  const pathname = usePathname()
  return <span className="not-found__path">Page not found: {pathname}</span>
}
