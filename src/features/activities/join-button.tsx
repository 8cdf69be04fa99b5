'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { ActivityStatus } from '@/data/activities.server'

import styles from './activities.module.css'

/** antd and the form arrive only when someone clicks 立即报名: /activity itself stays free of them. */
const JoinDialog = dynamic(() => import('./join-dialog'), { ssr: false })

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
      <button type="button" className={styles.join} aria-haspopup="dialog" aria-label={labels.joinLabel} onClick={() => setOpen(true)}>
        {labels.join}
      </button>
      {open === null ? null : <JoinDialog activity={activity} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
