'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { usePageScale } from '@/features/motion/use-page-scale'
import { useScrollReveal } from '@/features/motion/use-scroll-reveal'

import { MENU_TOGGLE_ID } from './menu-toggle'
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
  // The phone menu closes once the visitor has gone where it led; not when React starts on a page
  // whose menu the visitor opened before (the scripts of a cached page start after load).
  const shownRoute = useRef(routeKey)
  useEffect(() => {
    if (shownRoute.current === routeKey) return
    shownRoute.current = routeKey
    const toggle = document.getElementById(MENU_TOGGLE_ID) as HTMLInputElement | null
    if (toggle) toggle.checked = false
  }, [routeKey])
  useRouteScroll(routeKey)
  useScrollReveal(routeKey)
  usePageScale()
  const loading = useLoadingBar(routeKey)
  return <div className="loading-bar" data-state={loading} aria-hidden="true" />
}
