import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import type { DownloadSummary } from '@/data/downloads.server'
import { chinaDay, formatCount, formatSize } from '@/lib/format'

import styles from './downloads.module.css'

/** One scannable row of the download list: format tile, title and facts, size and date on the right. */
export async function DownloadRow({ download, headingLevel = 3 }: { download: DownloadSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = await getTranslations('downloads')
  const day = chinaDay(download.published_at)
  return (
    <li className={styles.row}>
      <span className={styles.format} aria-hidden="true">
        {download.format || t('file')}
      </span>
      <div className={styles.main}>
        <Heading className={styles.title}>
          <Link href={`/download/middleware/${download.id}`}>{download.title}</Link>
          {download.member_only ? <span className={styles.memberBadge}>{t('member')}</span> : null}
        </Heading>
        <p className={styles.facts}>
          {download.category ? <span>{download.category.name}</span> : null}
          {download.version ? <span>{download.version}</span> : null}
          {download.format ? <span>{download.format}</span> : null}
        </p>
        {download.description ? <p className={styles.description}>{download.description}</p> : null}
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>{t('size')}</dt>
          <dd>{formatSize(download.size)}</dd>
        </div>
        <div>
          <dt>{t('updated')}</dt>
          <dd>{day ? <time dateTime={download.published_at}>{day}</time> : '—'}</dd>
        </div>
        <div>
          <dt>{t('downloads')}</dt>
          <dd>{t('times', { count: formatCount(download.download_count) })}</dd>
        </div>
      </dl>
    </li>
  )
}
