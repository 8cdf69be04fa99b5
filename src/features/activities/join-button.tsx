'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { ActivityStatus } from '@/data/activities.server'

import styles from './activities.module.css'

/** antd and the form arrive only when someone clicks 立即报名: /activity itself stays free of them. */
const JoinDialog = dynamic(() => import('./join-dialog'), { ssr: false })

type Props = { activity: { id: number; title: string; status: ActivityStatus } }

const CLOSED_TEXT: Record<Exclude<ActivityStatus, 'open'>, string> = { full: '名额已满', ended: '报名已结束' }

/** The sign-up action of an activity card: opens the 报名 dialog; closed activities show why instead. */
export function JoinButton({ activity }: Props) {
  // null until first opened, so the dialog's code loads on demand.
  const [open, setOpen] = useState<boolean | null>(null)
  if (activity.status !== 'open') {
    return (
      <button type="button" className={styles.joinClosed} disabled>
        {CLOSED_TEXT[activity.status]}
      </button>
    )
  }
  return (
    <>
      <button type="button" className={styles.join} aria-haspopup="dialog" aria-label={`立即报名：${activity.title}`} onClick={() => setOpen(true)}>
        立即报名
      </button>
      {open === null ? null : <JoinDialog activity={activity} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
