import type { ActivityStatus } from '@/data/activities.server'

import styles from './activities.module.css'

const CLASS: Record<ActivityStatus, string> = { open: styles.statusOpen, full: styles.statusFull, ended: styles.statusEnded }

export function StatusBadge({ status, text }: { status: ActivityStatus; text: string }) {
  return <span className={`${styles.status} ${CLASS[status]}`}>{text}</span>
}
