import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { Link } from '@/i18n/navigation'
import { pathIn } from '@/i18n/routing'

import { downloadCategories, downloadList } from '@/data/downloads.server'
import { CategoryTabs } from '@/features/downloads/category-tabs'
import { DownloadRow } from '@/features/downloads/download-row'
import styles from '@/features/downloads/downloads.module.css'
import { keywordParam, pageNumber, positiveId } from '@/features/routing/route-params'
import { KeywordSearch } from '@/features/layout/keyword-search'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const DOWNLOAD_PAGE_SIZE = 10

type Props = { params: ViewParams }

function downloadHref(options: { categoryId?: number; keyword?: string; page?: number }): string {
  const query = new URLSearchParams()
  if (options.categoryId) query.set('category', String(options.categoryId))
  if (options.keyword) query.set('keyword', options.keyword)
  if (options.page && options.page > 1) query.set('page', String(options.page))
  const text = query.toString()
  return `/download${text ? `?${text}` : ''}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, query: search } = await screenView(params, '/download')
  const categoryId = positiveId(search.category) ?? undefined
  const [categories, t] = await Promise.all([downloadCategories(lang), getTranslations({ locale: lang, namespace: 'downloads' })])
  const category = categoryId ? categories.find((item) => item.id === categoryId) : undefined
  return {
    title: category ? t('metaTitleCategory', { category: category.name }) : t('title'),
    description: t('description'),
    alternates: languageAlternates(lang, downloadHref({ categoryId: category?.id })),
  }
}

export default async function DownloadPage({ params }: Props) {
  const { lang, query: search } = await screenView(params, '/download')
  const page = pageNumber(search.page)
  const keyword = keywordParam(search.keyword)
  const requested = positiveId(search.category) ?? undefined
  const [categories, t, common] = await Promise.all([downloadCategories(lang), getTranslations('downloads'), getTranslations('common')])
  const category = categories.find((item) => item.id === requested)
  const result = await downloadList({ page, size: DOWNLOAD_PAGE_SIZE, categoryId: category?.id, keyword, locale: lang })
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <CategoryTabs categories={categories} active={category?.id} href={(categoryId) => pathIn(lang, downloadHref({ categoryId, keyword }))} />
      <div className={styles.toolbar}>
        <KeywordSearch
          action={pathIn(lang, '/download')}
          id="download-keyword"
          keyword={keyword}
          keep={{ category: category?.id }}
          labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: common('search') }}
        />
        <p className={styles.count} aria-live="polite">
          {keyword ? t.rich('countForKeyword', { keyword, total: result.total, strong }) : t.rich('count', { total: result.total, strong })}
        </p>
      </div>
      {result.list.length ? (
        <ul className={styles.list} aria-label={category ? t('categoryListLabel', { category: category.name }) : t('listLabel')}>
          {result.list.map((download) => (
            <DownloadRow key={download.id} download={download} headingLevel={2} />
          ))}
        </ul>
      ) : (
        <div className={styles.emptyState}>
          {keyword ? (
            <>
              <h2>{t('noMatchTitle', { keyword })}</h2>
              <p>{t('noMatchText')}</p>
            </>
          ) : result.total > 0 ? (
            <>
              <h2>{t('pageEmptyTitle')}</h2>
              <p>{t('pageEmptyText', { total: result.total })}</p>
            </>
          ) : (
            <>
              <h2>{t('categoryEmptyTitle')}</h2>
              <p>{t('categoryEmptyText')}</p>
            </>
          )}
          <Link href="/download">{t('viewAllFiles')}</Link>
        </div>
      )}
      <Pagination
        labels={await paginationLabels()}
        page={page}
        size={DOWNLOAD_PAGE_SIZE}
        total={result.total}
        href={(target) => pathIn(lang, downloadHref({ categoryId: category?.id, keyword, page: target }))}
      />
    </div>
  )
}
