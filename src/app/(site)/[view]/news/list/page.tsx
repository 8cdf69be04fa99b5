import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { newsColumns, newsList } from '@/data/news.server'
import { NewsRow } from '@/features/news/news-row'
import { KeywordSearch } from '@/features/layout/keyword-search'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { keywordParam, pageNumber, positiveId } from '@/features/routing/route-params'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

/** The spec's news page size. */
const NEWS_PAGE_SIZE = 4

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, query } = await screenView(params, '/news/list')
  const t = await getTranslations({ locale: lang, namespace: 'news' })
  const columnId = positiveId(query.column)
  return { title: t('listTitle'), alternates: languageAlternates(lang, columnId ? `/news/list?column=${columnId}` : '/news/list') }
}

export default async function NewsListPage({ params }: Props) {
  const { lang, query: search } = await screenView(params, '/news/list')
  const page = pageNumber(search.page)
  const keyword = keywordParam(search.keyword)
  const columnId = positiveId(search.column) ?? undefined
  const [columns, result, t, common] = await Promise.all([
    newsColumns(lang),
    newsList({ page, size: NEWS_PAGE_SIZE, keyword, columnId, locale: lang }),
    getTranslations('news'),
    getTranslations('common'),
  ])
  const column = columns.find((item) => item.id === columnId)
  const href = (target: number) => {
    const query = new URLSearchParams()
    if (target > 1) query.set('page', String(target))
    if (keyword) query.set('keyword', keyword)
    if (columnId) query.set('column', String(columnId))
    const text = query.toString()
    return pathIn(lang, `/news/list${text ? `?${text}` : ''}`)
  }
  return (
    <div className="container page">
      <h1>{column ? column.name : t('listTitle')}</h1>
      <KeywordSearch
        action={pathIn(lang, '/news/list')}
        id="news-keyword"
        keyword={keyword}
        keep={{ column: columnId }}
        labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: common('search') }}
      />
      {result.list.length ? (
        <ul className="news-list">
          {result.list.map((article) => (
            <NewsRow key={article.id} article={article} headingLevel={2} />
          ))}
        </ul>
      ) : (
        <p className="empty">{keyword ? t('noMatch', { keyword }) : t('empty')}</p>
      )}
      <Pagination labels={await paginationLabels()} page={page} size={NEWS_PAGE_SIZE} total={result.total} href={href} />
    </div>
  )
}
