import type React from 'react'

/**
 * Every screen under `[view]` is rendered once and served from Next's cache
 * until a publish expires the tags its reads carry (docs/decisions/0010).
 * force-static: cookies and headers read as empty here, so no visitor's data
 * can reach a cached page. Nothing is prerendered at build time (the build
 * never touches the database): each page renders on its first request.
 */
export const dynamic = 'force-static'

export function generateStaticParams(): { view: string }[] {
  return []
}

export default function CachedScreensLayout({ children }: { children: React.ReactNode }) {
  return children
}
