'use client'

import { useEffect } from 'react'

import { MOTION } from './constants'

/**
 * Elements marked data-reveal fade in when they come 120 px into the viewport.
 * The reveal script of the layout arms the effect (html.reveal-ready); without it, or under
 * prefers-reduced-motion, everything is simply visible.
 */
export function useScrollReveal(routeKey: string) {
  useEffect(() => {
    const root = document.documentElement
    if (!root.classList.contains('reveal-ready')) return
    const pending = [...document.querySelectorAll<HTMLElement>('[data-reveal]:not(.is-revealed)')]
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.add('is-revealed')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: `0px 0px -${MOTION.revealOffset}px 0px` },
    )
    for (const element of pending) observer.observe(element)
    return () => observer.disconnect()
  }, [routeKey])
}
