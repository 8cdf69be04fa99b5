'use client'

import Image from 'next/image'
import { useRef, useState, type KeyboardEvent } from 'react'

import type { MediaDto } from '@/data/media'
import button from '@/features/layout/button.module.css'

import styles from './product-detail.module.css'

/** The gallery's words in the page's language; `zoom` and `thumbs` hold one label per image, in order. */
export type GalleryLabels = { noImage: string; zoomHint: string; images: string; dialog: string; previous: string; next: string; close: string; zoom: string[]; thumbs: string[] }

/** Main image with a thumbnail strip; the main image opens a larger view in a native <dialog>. */
export function ProductGallery({ images, name, labels }: { images: MediaDto[]; name: string; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0)
  const dialog = useRef<HTMLDialogElement>(null)
  const strip = useRef<HTMLUListElement>(null)
  const image = images[index]
  if (!image) return <div className={`${styles.stage} ${styles.stageEmpty}`}>{labels.noImage}</div>

  const go = (next: number) => setIndex((next + images.length) % images.length)
  // Arrow keys walk the thumbnails like a toolbar, selecting as focus moves.
  const onStripKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: images.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = (moves[event.key] + images.length) % images.length
    setIndex(next)
    strip.current?.querySelectorAll('button')[next]?.focus()
  }
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(index + 1)
    if (event.key === 'ArrowLeft') go(index - 1)
  }

  return (
    <div className={styles.gallery}>
      <button type="button" className={styles.stage} onClick={() => dialog.current?.showModal()} aria-haspopup="dialog" aria-label={labels.zoom[index]}>
        <Image src={image.url} alt={image.alt || name} fill sizes="(max-width: 991px) 100vw, 640px" className={styles.stageImage} preload={index === 0} />
        <span className={styles.zoomHint} aria-hidden="true">
          {labels.zoomHint}
        </span>
      </button>
      {images.length > 1 ? (
        <ul ref={strip} className={styles.thumbs} aria-label={labels.images} onKeyDown={onStripKey}>
          {images.map((item, position) => (
            <li key={item.url}>
              <button
                type="button"
                className={position === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                onClick={() => setIndex(position)}
                aria-pressed={position === index}
                aria-label={labels.thumbs[position]}
                tabIndex={position === index ? 0 : -1}
              >
                {/* A fixed size: its srcset holds 1x and 2x only, not every width the site knows. */}
                <Image src={item.thumbnail || item.url} alt="" width={128} height={96} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={dialog}
        className={styles.zoom}
        aria-label={labels.dialog}
        onKeyDown={onDialogKey}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
      >
        <div className={styles.zoomStage}>
          <Image src={image.url} alt={image.alt || name} width={image.width || 1200} height={image.height || 900} sizes="90vw" className={styles.zoomImage} />
        </div>
        <div className={styles.zoomBar}>
          {images.length > 1 ? (
            <>
              <button type="button" className={button.outline} onClick={() => go(index - 1)} aria-label={labels.previous}>
                ‹
              </button>
              <span className={styles.zoomCount}>
                {index + 1} / {images.length}
              </span>
              <button type="button" className={button.outline} onClick={() => go(index + 1)} aria-label={labels.next}>
                ›
              </button>
            </>
          ) : null}
          <button type="button" className={`${button.outline} ${styles.zoomClose}`} onClick={() => dialog.current?.close()}>
            {labels.close}
          </button>
        </div>
      </dialog>
    </div>
  )
}
