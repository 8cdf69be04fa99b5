'use client'

import { useEffect, useRef } from 'react'

/**
 * When the route or its params change, scroll to the hash anchor if there is
 * one, else to the top. Back and forward keep the browser's restored position.
 */
export function useRouteScroll(routeKey: string) {
  const first = useRef(true)
  const fromHistory = useRef(false)
  useEffect(() => {
    const onPop = () => {
      fromHistory.current = true
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  useEffect(() => {
    if (first.current || fromHistory.current) {
      first.current = false
      fromHistory.current = false
      return
    }
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [routeKey])
}
