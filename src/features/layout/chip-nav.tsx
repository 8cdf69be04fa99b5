import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './chip-nav.module.css'

export type ChipLink = {
  label: ReactNode
  /** The URL in the page's language (pathIn), or a `#fragment` of this page. */
  href: string
  /** The choice in force: marked with aria-current (see `currentIs`). */
  current?: boolean
  /** A count shown after the label (questions, videos). */
  count?: number
}

type Props = {
  links: ChipLink[]
  /** `chips`: bordered chips, the current one filled; `tabs`: underlined tabs, chips on phones. */
  look?: 'chips' | 'tabs'
  /** aria-current of the current link: the current page of a set of pages, or `true` for the value of a filter. */
  currentIs?: 'page' | 'true'
  /** The caller's class on the nav (on the list without one), whose `ul` and `a` rules set its own spacing and sizes. */
  className?: string
} & ({ label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined })

/**
 * A row of chip or tab links, each choice its own URL, so it works without
 * script (categories, kinds, filters, result groups, sections). With `label`
 * it is a navigation landmark of that name; with `labelledBy` a list named
 * by that element (a filter row of a larger form). No hooks: server and
 * client components both render it.
 */
export function ChipNav({ links, look = 'chips', currentIs = 'page', className, label, labelledBy }: Props) {
  const tabs = look === 'tabs'
  const linkClass = tabs ? styles.tab : styles.chip
  const listClass = tabs ? `${styles.list} ${styles.tabList}` : styles.list
  const items = links.map((link, index) => {
    const content = (
      <>
        {link.label}
        {link.count === undefined ? null : <span className={styles.count}>{link.count}</span>}
      </>
    )
    const ariaCurrent = link.current ? currentIs : undefined
    return (
      <li key={index}>
        {link.href.startsWith('#') ? (
          <a href={link.href} aria-current={ariaCurrent} className={linkClass}>
            {content}
          </a>
        ) : (
          <Link href={link.href} aria-current={ariaCurrent} className={linkClass}>
            {content}
          </Link>
        )}
      </li>
    )
  })
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined
  if (labelledBy !== undefined)
    return (
      <ul aria-labelledby={labelledBy} className={classes(listClass, className)}>
        {items}
      </ul>
    )
  return (
    <nav aria-label={label} className={classes(tabs ? styles.tabs : undefined, className)}>
      <ul className={listClass}>{items}</ul>
    </nav>
  )
}
