'use client'

import { useEffect, useState } from 'react'

import { addToInquiry } from '@/features/inquiry/inquiry-basket'

import { MAX_COMPARE } from './compare-ids'
import { type CompareItem, toggleCompare, useCompareTray } from './compare-tray'
import styles from './picks.module.css'

const NOTES = {
  full: `对比栏已满（最多 ${MAX_COMPARE} 款），请先移除一个再加入`,
  basketFull: '询价单已满，请先提交或移除部分型号',
  inquiry: '已加入询价单',
}

/**
 * 加入对比 and 加入询价 on a product card or the product detail. The pages are
 * cached for everyone, so the server renders the buttons as for a visitor
 * with nothing picked; the browser's tray takes over after hydration.
 */
export function PickButtons({ product, variant = 'card' }: { product: CompareItem; variant?: 'card' | 'detail' }) {
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
      <button type="button" className={chosen ? styles.chosen : undefined} onClick={() => setNote(toggleCompare(product) === 'full' ? NOTES.full : '')}>
        {chosen ? '已加入对比' : '加入对比'}
        {model}
      </button>
      <button type="button" onClick={() => setNote(addToInquiry(product) ? NOTES.inquiry : NOTES.basketFull)}>
        加入询价
        {model}
      </button>
      <span role="status" className={note ? styles.note : 'visually-hidden'}>
        {note}
      </span>
    </div>
  )
}
