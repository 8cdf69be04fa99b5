import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { activityList } from '@/data/activities.server'
import { ActivityCard } from '@/features/activities/activity-card'
import styles from '@/features/activities/activities.module.css'
import { pageNumber } from '@/features/routing/route-params'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

/** The spec's activity page size. */
const ACTIVITY_PAGE_SIZE = 6

type Props = { params: ViewParams }

const activityHref = (page: number) => (page > 1 ? `/activity?page=${page}` : '/activity')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, query } = await screenView(params, '/activity')
  const page = pageNumber(query.page)
  const t = await getTranslations({ locale: lang, namespace: 'activities' })
  return {
    title: page > 1 ? t('titlePaged', { page }) : t('title'),
    description: t('description'),
    alternates: languageAlternates(lang, activityHref(page)),
  }
}

export default async function ActivityPage({ params }: Props) {
  const { lang, query } = await screenView(params, '/activity')
  const page = pageNumber(query.page)
  const [result, t] = await Promise.all([activityList({ page, size: ACTIVITY_PAGE_SIZE, locale: lang }), getTranslations('activities')])
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {result.list.length ? (
        <ul className={styles.grid}>
          {result.list.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
      ) : (
        <p className="empty">{page > 1 ? t('emptyPage') : t('empty')}</p>
      )}
      <Pagination labels={await paginationLabels()} page={page} size={ACTIVITY_PAGE_SIZE} total={result.total} href={(target) => pathIn(lang, activityHref(target))} />
    </div>
  )
}
