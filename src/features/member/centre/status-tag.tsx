import styles from './centre.module.css'
import { statusTone, type LogEntry } from './log-entry'

/** A status as a small tag in its tone, with AA contrast. */
export function StatusTag({ entry }: { entry: Pick<LogEntry, 'type' | 'status' | 'status_text'> }) {
  return <span className={`${styles.tag} ${styles[statusTone(entry)]}`}>{entry.status_text}</span>
}
