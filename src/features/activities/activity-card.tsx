import Image from 'next/image'

import type { ActivitySummary } from '@/data/activities.server'

import styles from './activities.module.css'
import { formatMoment, formatTimeRange } from './format-time'
import { JoinButton } from './join-button'
import { StatusBadge } from './status-badge'

/** One activity: cover with its status, where and when, seats taken, summary and the sign-up action. */
export function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const filled = activity.capacity > 0 ? Math.min(100, Math.round((activity.joined / activity.capacity) * 100)) : 0
  const left = Math.max(0, activity.capacity - activity.joined)
  return (
    <li className={`${styles.card} ${activity.status === 'ended' ? styles.cardEnded : ''}`}>
      <article aria-labelledby={`activity-${activity.id}`}>
        <div className={styles.cover}>
          {activity.cover ? (
            <Image src={activity.cover.card || activity.cover.url} alt={activity.cover.alt} fill sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px" />
          ) : null}
          <StatusBadge status={activity.status} text={activity.status_text} />
        </div>
        <div className={styles.body}>
          <h2 id={`activity-${activity.id}`} className={styles.title}>
            {activity.title}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>地点</dt>
              <dd>{activity.place}</dd>
            </div>
            <div>
              <dt>时间</dt>
              <dd>{formatTimeRange(activity.start_time, activity.end_time)}</dd>
            </div>
            <div>
              <dt>截止</dt>
              <dd>{formatMoment(activity.deadline)}</dd>
            </div>
            <div>
              <dt>名额</dt>
              <dd>
                <span className={styles.seats}>
                  已报名 <strong>{activity.joined}</strong> / {activity.capacity} 人
                  {activity.status === 'open' ? <span className={styles.left}>剩余 {left}</span> : null}
                </span>
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ width: `${filled}%` }} />
                </span>
              </dd>
            </div>
          </dl>
          {activity.summary ? <p className={styles.summary}>{activity.summary}</p> : null}
          <div className={styles.action}>
            <JoinButton activity={{ id: activity.id, title: activity.title, status: activity.status }} />
          </div>
        </div>
      </article>
    </li>
  )
}
