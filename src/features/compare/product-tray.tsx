'use client'

import Link from 'next/link'

import { useInquiryBasket } from '@/features/inquiry/inquiry-basket'

import { compareHref, MAX_COMPARE } from './compare-ids'
import { clearCompare, removeFromCompare, useCompareTray } from './compare-tray'
import styles from './picks.module.css'

/**
 * The bar at the bottom of every page once the visitor has picked something:
 * the compare tray (chips with 移除, 清空, 开始对比) and the inquiry basket's
 * 询价单 (N). Rendered once by the site layout; nothing on the server.
 */
export function ProductTray() {
  const tray = useCompareTray()
  const { count } = useInquiryBasket()
  if (!tray.length && !count) return null
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.tray} aria-label="产品对比与询价单">
        <div className={`container ${styles.bar}`}>
          {tray.length ? (
            <div className={styles.compare}>
              <span className={styles.title}>
                产品对比 <span className={styles.count}>{`${tray.length}/${MAX_COMPARE}`}</span>
              </span>
              <ul className={styles.chips} aria-label="已选对比的产品">
                {tray.map((item) => (
                  <li key={item.id} className={styles.chip} title={item.name}>
                    {item.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a 32 px thumbnail the list already loaded
                      <img src={item.image} alt="" width={32} height={24} />
                    ) : null}
                    <span>{item.model}</span>
                    <button type="button" onClick={() => removeFromCompare(item.id)} aria-label={`移除 ${item.model}`}>
                      移除
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className={styles.clear} onClick={clearCompare}>
                清空
              </button>
              <Link href={compareHref(tray.map((item) => item.id))} className={styles.go}>
                开始对比
              </Link>
            </div>
          ) : null}
          {count ? (
            <Link href="/inquiry" className={styles.inquiry}>
              询价单 ({count})
            </Link>
          ) : null}
        </div>
      </aside>
    </>
  )
}
