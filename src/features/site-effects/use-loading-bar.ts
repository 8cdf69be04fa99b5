'use client'

import { useEffect, useRef, useState } from 'react'

import { MOTION } from '@/features/motion/constants'

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/**
 * 'idle' | 'loading' | 'done': loading shows only when a navigation takes
 * longer than 200 ms; done plays the finishing sweep.
 */
export function useLoadingBar(routeKey: string): 'idle' | 'loading' | 'done' {
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const started = useRef(false)
  useEffect(() => {
    const start = () => {
      started.current = true
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setState('loading'), MOTION.loadingThrottleMs)
    }
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start()
    }
    // Capture phase: Next's <Link> prevents the default action in its own handler, before a bubbling listener would run.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      clearTimeout(timer.current)
    }
  }, [])
  useEffect(() => {
    if (!started.current) return
    started.current = false
    clearTimeout(timer.current)
    setState((current) => (current === 'loading' ? 'done' : 'idle'))
    timer.current = setTimeout(() => setState('idle'), 400)
  }, [routeKey])
  return state
}
