'use client'

import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { formatDuration } from '@/lib/format'

import styles from './video.module.css'

/** The dialog's words in the page's language; `playTitle` names the button with the video's title. */
export type VideoModalLabels = { play: string; playTitle: string; close: string; unavailable: string }

type Props = {
  url: string
  title: string
  labels: VideoModalLabels
  /** Poster shown before the video starts. */
  cover?: string
  /** Length in seconds. */
  duration?: number
  className?: string
  /** What the button shows; a plain play label when absent. */
  children?: ReactNode
}

/**
 * A button that plays a video in a modal: a native <dialog> opened with showModal(), so focus is trapped and Escape closes it.
 * The <video> exists only while the dialog is open, so closing it stops playback; focus then returns to the button.
 */
export function VideoModalButton({ url, title, labels, cover, duration = 0, className, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const length = formatDuration(duration)

  const show = () => {
    setOpen(true)
    dialog.current?.showModal()
  }
  const closed = () => {
    setOpen(false)
    button.current?.focus()
  }
  // A click on the backdrop lands on the <dialog> element itself.
  const backdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  return (
    <>
      <button ref={button} type="button" className={className ?? styles.playButton} onClick={show} aria-haspopup="dialog">
        {/* The name is this text plus whatever the button shows (a duration, say), so the visible label is part of it. */}
        <span className="visually-hidden">{labels.playTitle}</span>
        {children ?? (
          <span aria-hidden="true">
            <span className={styles.playIconSmall} />
            {labels.play}
          </span>
        )}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={closed} onClick={backdrop}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {length ? <span className={styles.dialogDuration}>{length}</span> : null}
          <button type="button" className={styles.dialogClose} onClick={() => dialog.current?.close()} aria-label={labels.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.dialogStage}>
          {open && url ? <video className={styles.video} src={url} poster={cover} controls autoPlay playsInline preload="auto" aria-label={title} /> : null}
          {open && !url ? <p className={styles.dialogMissing}>{labels.unavailable}</p> : null}
        </div>
      </dialog>
    </>
  )
}
