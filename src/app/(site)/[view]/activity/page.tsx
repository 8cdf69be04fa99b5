import type { Metadata } from 'next'

import { activityList } from '@/data/activities.server'
import { ActivityCard } from '@/features/activities/activity-card'
import styles from '@/features/activities/activities.module.css'
import { pageNumber } from '@/features/layout/route-params'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

/** The spec's activity page size. */
const ACTIVITY_PAGE_SIZE = 6

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await screenQuery(params, '/activity')).page)
  return {
    title: page > 1 ? `近期活动（第 ${page} 页）` : '近期活动',
    description: '精源电子技术研讨会、培训营、线上直播课与工厂开放日，在线报名参加。',
    alternates: { canonical: page > 1 ? `/activity?page=${page}` : '/activity' },
  }
}

export default async function ActivityPage({ params }: Props) {
  const page = pageNumber((await screenQuery(params, '/activity')).page)
  const result = await activityList({ page, size: ACTIVITY_PAGE_SIZE })
  return (
    <div className="container page">
      <h1>近期活动</h1>
      <p className={styles.intro}>技术研讨会、动手培训营、线上直播课与工厂开放日。点击“立即报名”在线填写报名信息，会员登录后自动带出资料；名额有限，先到先得。</p>
      {result.list.length ? (
        <ul className={styles.grid}>
          {result.list.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
      ) : (
        <p className="empty">{page > 1 ? '这一页没有活动了，请返回第一页查看。' : '近期暂无活动安排，新活动发布后会第一时间显示在这里。'}</p>
      )}
      <Pagination labels={await paginationLabels()} page={page} size={ACTIVITY_PAGE_SIZE} total={result.total} href={(target) => (target > 1 ? `/activity?page=${target}` : '/activity')} />
    </div>
  )
}
