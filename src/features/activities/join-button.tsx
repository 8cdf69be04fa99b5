'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { ActivityStatus } from '@/data/activities.server'
import { DialogLoading } from '@/features/forms/dialog-loading'

import styles from './activities.module.css'

/**
 * antd and the form arrive when someone is about to click 立即报名 (a pointer
 * over it, a focus, a touch) or clicks it: /activity itself stays free of
 * them, and the click shows the dialog's shell at once.
 */
const JoinDialog = dynamic(() => import('./join-dialog'), { ssr: false, loading: () => <DialogLoading /> })
const preloadJoinDialog = () => void import('./join-dialog').then((module) => module.preloadJoinText())

/** The button's words in the page's language (the `activities` catalogue); `joinLabel` names the activity. */
export type JoinButtonLabels = { join: string; joinLabel: string; closed: Record<Exclude<ActivityStatus, 'open'>, string> }

type Props = { activity: { id: number; title: string; status: ActivityStatus }; labels: JoinButtonLabels }

/** The sign-up action of an activity card: opens the 报名 dialog; closed activities show why instead. */
export function JoinButton({ activity, labels }: Props) {
  // null until first opened, so the dialog's code loads on demand.
  const [open, setOpen] = useState<boolean | null>(null)
  if (activity.status !== 'open') {
    return (
      <button type="button" className={styles.joinClosed} disabled>
        {labels.closed[activity.status]}
      </button>
    )
  }
  return (
    <>
      <button
        type="button"
        className={styles.join}
        aria-haspopup="dialog"
        aria-label={labels.joinLabel}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadJoinDialog}
        onFocus={preloadJoinDialog}
        onTouchStart={preloadJoinDialog}
      >
        {labels.join}
      </button>
      {open === null ? null : <JoinDialog activity={activity} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
