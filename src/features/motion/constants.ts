/** Motion and layout constants of spec section 9. */
export const MOTION = {
  /** Scroll reveal starts when an element is this far inside the viewport (px). */
  revealOffset: 120,
  revealDurationMs: 400,
  /** The navigation indicator shows only for navigations slower than this. */
  loadingThrottleMs: 200,
  /** Page widths between these are scaled up from the 1920 px design. */
  scaleMinWidth: 1980,
  scaleMaxWidth: 5760,
  designWidth: 1920,
  resizeDebounceMs: 300,
  /** Two taps on the banner slider within this window toggle its autoplay. */
  doubleTapMs: 300,
  /** Page transitions are off by default. */
  pageTransition: false,
} as const
