import { getLocale, getTranslations } from 'next-intl/server'
import Image from 'next/image'

import type { ActivitySummary } from '@/data/activities.server'
import { chinaDateTime, chinaTimeRange } from '@/lib/format'

import styles from './activities.module.css'
import { JoinButton } from './join-button'
import { StatusBadge } from './status-badge'

/** One activity: cover with its status, where and when, seats taken, summary and the sign-up action. */
export async function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const [t, locale] = await Promise.all([getTranslations('activities'), getLocale()])
  const lang = locale === 'en' ? 'en' : 'zh'
  const filled = activity.capacity > 0 ? Math.min(100, Math.round((activity.joined / activity.capacity) * 100)) : 0
  const left = Math.max(0, activity.capacity - activity.joined)
  return (
    <li className={`${styles.card} ${activity.status === 'ended' ? styles.cardEnded : ''}`}>
      <article aria-labelledby={`activity-${activity.id}`}>
        <div className={styles.cover}>
          {activity.cover ? (
            <Image src={activity.cover.card || activity.cover.url} alt={activity.cover.alt} fill sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px" />
          ) : null}
          <StatusBadge status={activity.status} text={t(`status.${activity.status}`)} />
        </div>
        <div className={styles.body}>
          <h2 id={`activity-${activity.id}`} className={styles.title}>
            {activity.title}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('place')}</dt>
              <dd>{activity.place}</dd>
            </div>
            <div>
              <dt>{t('time')}</dt>
              <dd>{chinaTimeRange(activity.start_time, activity.end_time, lang)}</dd>
            </div>
            <div>
              <dt>{t('deadline')}</dt>
              <dd>{chinaDateTime(activity.deadline)}</dd>
            </div>
            <div>
              <dt>{t('seats')}</dt>
              <dd>
                <span className={styles.seats}>
                  {t.rich('joined', { joined: activity.joined, capacity: activity.capacity, strong: (chunks) => <strong>{chunks}</strong> })}
                  {activity.status === 'open' ? <span className={styles.left}>{t('left', { left })}</span> : null}
                </span>
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ width: `${filled}%` }} />
                </span>
              </dd>
            </div>
          </dl>
          {activity.summary ? <p className={styles.summary}>{activity.summary}</p> : null}
          <div className={styles.action}>
            <JoinButton
              activity={{ id: activity.id, title: activity.title, status: activity.status }}
              labels={{ join: t('join'), joinLabel: t('joinLabel', { title: activity.title }), closed: { full: t('closed.full'), ended: t('closed.ended') } }}
            />
          </div>
        </div>
      </article>
    </li>
  )
}
