'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { usePageScale } from '@/features/motion/use-page-scale'
import { useScrollReveal } from '@/features/motion/use-scroll-reveal'

import { useLoadingBar } from './use-loading-bar'
import { useRouteScroll } from './use-route-scroll'

/** The site-wide client behaviours of spec sections 2 and 9, mounted once by the layout. */
export function SiteEffects() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const routeKey = `${pathname}?${search}`
  useEffect(() => {
    ;(window as Window & { __siteEffects?: boolean }).__siteEffects = true
  }, [])
  useRouteScroll(routeKey)
  useScrollReveal(routeKey)
  usePageScale()
  const loading = useLoadingBar(routeKey)
  return <div className="loading-bar" data-state={loading} aria-hidden="true" />
}
