import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { videoList } from '@/data/service.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { ChipNav } from '@/features/layout/chip-nav'
import { pageNumber } from '@/features/routing/route-params'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { isVideoKind, VideoCard, type VideoKind } from '@/features/video/video-card'
import styles from '@/features/video/video-page.module.css'
import videoStyles from '@/features/video/video.module.css'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { screenMetadata } from '@/features/seo/screen-metadata'
import { pathIn } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const PAGE_SIZE = 12

type Props = { params: ViewParams }

const kindOf = (value: string | undefined): VideoKind | undefined => (isVideoKind(value) ? value : undefined)

/** The list's URL: the kind and the page, in canonical order. */
function videoHref(target: { kind?: VideoKind; page?: number }): string {
  const query = new URLSearchParams()
  if (target.kind) query.set('kind', target.kind)
  if (target.page && target.page > 1) query.set('page', String(target.page))
  const text = query.toString()
  return `/product/video${text ? `?${text}` : ''}`
}

export const generateMetadata = screenMetadata('video', '/product/video')

export default async function ProductVideoPage({ params }: Props) {
  const { lang, query: search } = await screenView(params, '/product/video')
  const kind = kindOf(search.kind)
  const page = pageNumber(search.page)
  const [result, all, product, training, t, tProducts] = await Promise.all([
    videoList({ page, size: PAGE_SIZE, kind, locale: lang }),
    videoList({ page: 1, size: 1, locale: lang }),
    videoList({ page: 1, size: 1, kind: 'product', locale: lang }),
    videoList({ page: 1, size: 1, kind: 'training', locale: lang }),
    getTranslations('video'),
    getTranslations('products'),
  ])
  if (page > 1 && !result.list.length) notFound()
  const filters: { kind?: VideoKind; label: string; total: number }[] = [
    { label: t('all'), total: all.total },
    { kind: 'product', label: t('kinds.product'), total: product.total },
    { kind: 'training', label: t('kinds.training'), total: training.total },
  ]
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: tProducts('title'), href: '/product' }, { name: t('title') }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <ChipNav
        label={t('kindsLabel')}
        className={styles.filters}
        links={filters.map((filter) => ({ label: filter.label, href: pathIn(lang, videoHref({ kind: filter.kind })), current: filter.kind === kind, count: filter.total }))}
      />
      {result.list.length ? (
        <ul className={videoStyles.grid} aria-label={t('listLabel')}>
          {result.list.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
          <p>
            {t('emptyText')}
            {kind ? <Link href="/product/video">{t('viewAll')}</Link> : null}
          </p>
        </div>
      )}
      <Pagination labels={await paginationLabels()} page={page} size={PAGE_SIZE} total={result.total} href={(target) => pathIn(lang, videoHref({ kind, page: target }))} />
    </div>
  )
}
