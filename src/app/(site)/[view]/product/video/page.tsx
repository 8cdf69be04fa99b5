import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { videoList } from '@/data/service.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { pageNumber } from '@/features/layout/route-params'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { VIDEO_KIND_LABELS, VideoCard } from '@/features/video/video-card'
import styles from '@/features/video/video-page.module.css'
import videoStyles from '@/features/video/video.module.css'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const PAGE_SIZE = 12

type Kind = 'product' | 'training'

type Props = { params: ViewParams }

const kindOf = (value: string | undefined): Kind | undefined => (value === 'product' || value === 'training' ? value : undefined)

export const metadata: Metadata = {
  title: '产品视频',
  description: '精源电子直流电源、电子负载与测试仪器的功能演示和技术培训视频，在线观看。',
  alternates: { canonical: '/product/video' },
}

export default async function ProductVideoPage({ params }: Props) {
  const search = await screenQuery(params, '/product/video')
  const kind = kindOf(search.kind)
  const page = pageNumber(search.page)
  const [result, all, product, training] = await Promise.all([
    videoList({ page, size: PAGE_SIZE, kind }),
    videoList({ page: 1, size: 1 }),
    videoList({ page: 1, size: 1, kind: 'product' }),
    videoList({ page: 1, size: 1, kind: 'training' }),
  ])
  if (page > 1 && !result.list.length) notFound()
  const href = (target: { kind?: Kind; page?: number }) => {
    const query = new URLSearchParams()
    if (target.kind) query.set('kind', target.kind)
    if (target.page && target.page > 1) query.set('page', String(target.page))
    const text = query.toString()
    return `/product/video${text ? `?${text}` : ''}`
  }
  const filters: { kind?: Kind; label: string; total: number }[] = [
    { label: '全部视频', total: all.total },
    { kind: 'product', label: VIDEO_KIND_LABELS.product, total: product.total },
    { kind: 'training', label: VIDEO_KIND_LABELS.training, total: training.total },
  ]
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '产品中心', href: '/product' }, { name: '产品视频' }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>产品视频</h1>
        <p className={styles.lead}>功能演示与操作讲解，几分钟了解一款仪器的核心能力。点击封面即可在线播放。</p>
      </header>
      <nav aria-label="视频类型" className={styles.filters}>
        <ul>
          {filters.map((filter) => {
            const current = filter.kind === kind
            return (
              <li key={filter.label}>
                <Link href={href({ kind: filter.kind })} aria-current={current ? 'page' : undefined} className={current ? `${styles.filter} ${styles.filterActive}` : styles.filter}>
                  {filter.label}
                  <span className={styles.filterCount}>{filter.total}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {result.list.length ? (
        <ul className={videoStyles.grid} aria-label="视频列表">
          {result.list.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>暂无视频</p>
          <p>新的演示视频正在制作中，敬请关注。{kind ? <Link href="/product/video">查看全部视频</Link> : null}</p>
        </div>
      )}
      <Pagination labels={await paginationLabels()} page={page} size={PAGE_SIZE} total={result.total} href={(target) => href({ kind, page: target })} />
    </div>
  )
}
