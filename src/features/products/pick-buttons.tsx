'use client'

import { useEffect, useState } from 'react'

import { addToInquiry } from '@/features/inquiry/inquiry-basket'
import button from '@/features/layout/button.module.css'

import { type CompareItem, toggleCompare, useCompareTray } from './compare-tray'
import styles from './picks.module.css'

/** The buttons' words and notes in the page's language (pick-labels.server.ts). */
export type PickLabels = { add: string; added: string; inquiry: string; full: string; basketFull: string; inquiryAdded: string }

/**
 * 加入对比 and 加入询价 on a product card or the product detail. The pages are
 * cached for everyone, so the server renders the buttons as for a visitor
 * with nothing picked; the browser's tray takes over after hydration.
 */
export function PickButtons({ product, labels, variant = 'card' }: { product: CompareItem; labels: PickLabels; variant?: 'card' | 'detail' }) {
  const chosen = useCompareTray().some((item) => item.id === product.id)
  const [note, setNote] = useState('')
  // Each card's buttons name their product to screen readers: 加入对比 PSD-6080.
  const model = <span className="visually-hidden"> {product.model}</span>
  useEffect(() => {
    if (!note) return
    const timer = setTimeout(() => setNote(''), 3000)
    return () => clearTimeout(timer)
  }, [note])
  return (
    <div className={variant === 'detail' ? styles.detailPicks : styles.cardPicks}>
      <button
        type="button"
        className={chosen ? `${button.outline} ${styles.chosen}` : button.outline}
        onClick={() => setNote(toggleCompare(product) === 'full' ? labels.full : '')}
      >
        {chosen ? labels.added : labels.add}
        {model}
      </button>
      <button type="button" className={button.outline} onClick={() => setNote(addToInquiry(product) ? labels.inquiryAdded : labels.basketFull)}>
        {labels.inquiry}
        {model}
      </button>
      <span role="status" className={note ? styles.note : 'visually-hidden'}>
        {note}
      </span>
    </div>
  )
}
