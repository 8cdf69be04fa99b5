'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { useInquiryBasket } from '@/features/inquiry/inquiry-basket'

import { compareHref, MAX_COMPARE } from '@/features/routing/compare-ids'
import { clearCompare, removeFromCompare, useCompareTray } from '@/features/products/compare-tray'
import styles from '@/features/products/picks.module.css'

export type TrayLabels = { label: string; title: string; chips: string; remove: string; clear: string; go: string; inquiry: string }

type Props = {
  labels: TrayLabels
  /** The page's language prefix of site paths: '' on the Chinese site, '/en' on the English one. */
  prefix: string
}

/**
 * The bar at the bottom of every page once the visitor has picked something:
 * the compare tray (chips with 移除, 清空, 开始对比) and the inquiry basket's
 * 询价单 (N); on the compare page itself the basket alone. Rendered once by
 * the site layout (product-tray.tsx); nothing on the server.
 */
export function ProductTrayBar({ labels, prefix }: Props) {
  const stored = useCompareTray()
  const { count } = useInquiryBasket()
  // The compare page is the tray laid out in full (with its own 移除): no tray over it, only the basket.
  const onComparePage = usePathname() === `${prefix}${compareHref([])}`
  const tray = onComparePage ? [] : stored
  if (!tray.length && !count) return null
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.tray} aria-label={labels.label}>
        <div className={`container ${styles.bar}`}>
          {tray.length ? (
            <div className={styles.compare}>
              <span className={styles.title}>
                {labels.title} <span className={styles.count}>{`${tray.length}/${MAX_COMPARE}`}</span>
              </span>
              <ul className={styles.chips} aria-label={labels.chips}>
                {tray.map((item) => (
                  <li key={item.id} className={styles.chip} title={item.name}>
                    {item.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a 32 px thumbnail the list already loaded
                      <img src={item.image} alt="" width={32} height={24} />
                    ) : null}
                    <span>{item.model}</span>
                    <button type="button" onClick={() => removeFromCompare(item.id)} aria-label={`${labels.remove} ${item.model}`}>
                      {labels.remove}
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className={styles.clear} onClick={clearCompare}>
                {labels.clear}
              </button>
              <Link href={`${prefix}${compareHref(tray.map((item) => item.id))}`} className={styles.go}>
                {labels.go}
              </Link>
            </div>
          ) : null}
          {count ? (
            <Link href={`${prefix}/inquiry`} className={styles.inquiry}>
              {labels.inquiry} ({count})
            </Link>
          ) : null}
        </div>
      </aside>
    </>
  )
}
