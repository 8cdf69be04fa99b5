import Link from 'next/link'

import type { ActivityStatus } from '@/data/activities.server'

import styles from './activities.module.css'

type Props = { activity: { id: number; title: string; status: ActivityStatus } }

const CLOSED_TEXT: Record<Exclude<ActivityStatus, 'open'>, string> = { full: '名额已满', ended: '报名已结束' }

/** The sign-up action of an activity card; closed activities show why instead. */
export function JoinButton({ activity }: Props) {
  if (activity.status !== 'open') {
    return (
      <button type="button" className={styles.joinClosed} disabled>
        {CLOSED_TEXT[activity.status]}
      </button>
    )
  }
  return (
    // For now a link to the member page; issue 5 attaches the sign-up dialog (报名) to this button.
    <Link href="/member?redirect=/activity" prefetch={false} className={styles.join} data-activity-id={activity.id} aria-label={`立即报名：${activity.title}`}>
      立即报名
    </Link>
  )
}
