'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { MOTION } from '@/features/motion/constants'
import styles from './home.module.css'

/** The carousel's words in the page's language; `slides` names each dot (第 1 张：title). */
export type CarouselLabels = { region: string; previous: string; next: string; pause: string; resume: string; slides: string[] }

type Props = { labels: CarouselLabels; intervalMs?: number; children: React.ReactNode }

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The home banner slider: a scroll-snap track (native swipe on touch), arrows,
 * dots, arrow keys, autoplay that pauses on hover, focus, a hidden tab or a
 * double tap, and never runs under prefers-reduced-motion.
 */
export function BannerCarousel({ labels, intervalMs = 6000, children }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const lastTap = useRef(0)
  /** The slide a smooth scroll started by go() is heading for, until it gets there or the visitor takes over. */
  const heading = useRef<number | null>(null)
  const count = labels.slides.length

  const go = useCallback(
    (target: number) => {
      const element = track.current
      if (!element || count === 0) return
      const next = (target + count) % count
      heading.current = next
      element.scrollTo({ left: next * element.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' })
      setIndex(next)
    },
    [count],
  )

  // The slides after the first get their images once the page has loaded (home-banner.tsx).
  useEffect(() => {
    const reveal = () => {
      for (const picture of track.current?.querySelectorAll('picture[data-deferred]') ?? []) {
        for (const source of picture.querySelectorAll<HTMLSourceElement>('source[data-srcset]')) source.srcset = source.dataset.srcset ?? ''
        const image = picture.querySelector<HTMLImageElement>('img[data-src]')
        if (image) image.src = image.dataset.src ?? ''
        picture.removeAttribute('data-deferred')
      }
    }
    if (document.readyState === 'complete') reveal()
    else window.addEventListener('load', reveal, { once: true })
    return () => window.removeEventListener('load', reveal)
  }, [])

  useEffect(() => {
    const element = track.current
    if (!element) return
    // The current slide is read once scrolling settles (a swipe, or the end of a smooth scroll), not mid-way.
    // A smooth scroll of go() may pause for longer than the settle time on a busy phone: until it reaches
    // its slide, a pause is not the end (read there, the next arrow key would start from the wrong slide).
    let timer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const at = Math.round(element.scrollLeft / Math.max(1, element.clientWidth))
        if (heading.current !== null && heading.current !== at) return
        heading.current = null
        setIndex(at)
      }, 100)
    }
    const takeOver = () => {
      heading.current = null
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    for (const type of ['touchstart', 'wheel', 'pointerdown'] as const) element.addEventListener(type, takeOver, { passive: true })
    return () => {
      clearTimeout(timer)
      element.removeEventListener('scroll', onScroll)
      for (const type of ['touchstart', 'wheel', 'pointerdown'] as const) element.removeEventListener(type, takeOver)
    }
  }, [])

  useEffect(() => {
    if (paused || hovered || count < 2 || reducedMotion()) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') go(index + 1)
    }, intervalMs)
    return () => clearInterval(timer)
  }, [paused, hovered, count, index, intervalMs, go])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
  }

  const onTouchEnd = () => {
    const now = Date.now()
    if (now - lastTap.current < MOTION.doubleTapMs) {
      setPaused((value) => !value)
      // A third tap starts a new pair rather than completing another double tap.
      lastTap.current = 0
      return
    }
    lastTap.current = now
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div ref={track} className={styles.track} aria-live={paused ? 'polite' : 'off'} onTouchEnd={onTouchEnd}>
        {children}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={labels.previous} onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={labels.next} onClick={() => go(index + 1)}>
            ›
          </button>
          <div className={styles.dots}>
            {labels.slides.map((label, dot) => (
              <button key={label + dot} type="button" aria-label={label} aria-current={dot === index ? 'true' : undefined} onClick={() => go(dot)} />
            ))}
          </div>
          <button type="button" className={styles.pause} aria-label={paused ? labels.resume : labels.pause} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {paused ? '▶' : '❚❚'}
          </button>
        </div>
      ) : null}
    </section>
  )
}
