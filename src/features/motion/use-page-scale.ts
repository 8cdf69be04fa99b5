'use client'

import { useEffect } from 'react'

import { MOTION } from './constants'

/** Pages 1980 to 5760 px wide scale up from the 1920 px design (CSS zoom); resizing is debounced 300 ms. */
export function usePageScale() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const apply = () => {
      const root = document.documentElement
      const width = window.innerWidth
      if (width >= MOTION.scaleMinWidth) {
        root.style.setProperty('--page-scale', String(Math.min(width, MOTION.scaleMaxWidth) / MOTION.designWidth))
        root.classList.add('is-scaled')
      } else {
        root.style.removeProperty('--page-scale')
        root.classList.remove('is-scaled')
      }
    }
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(apply, MOTION.resizeDebounceMs)
    }
    // The boot script scaled the first paint; a resize before hydration had no listener yet.
    apply()
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
}
