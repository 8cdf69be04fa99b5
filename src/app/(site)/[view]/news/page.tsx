import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { newsColumns, newsList } from '@/data/news.server'
import { NewsRow } from '@/features/news/news-row'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { screenMetadata } from '@/features/seo/screen-metadata'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('news', '/news')

/** Column view: the latest articles of each column. */
export default async function NewsColumnsPage({ params }: Props) {
  const { lang } = await screenView(params)
  const [columns, t, common] = await Promise.all([newsColumns(lang), getTranslations('news'), getTranslations('common')])
  const latest = await Promise.all(columns.map((column) => newsList({ page: 1, size: 4, columnId: column.id, locale: lang, translatedOnly: true })))
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      {columns.map((column, index) => (
        <section key={column.id} className="news-column" aria-labelledby={`column-${column.id}`}>
          <div className="news-column__head">
            <h2 id={`column-${column.id}`}>{column.name}</h2>
            <Link href={`/news/list?column=${column.id}`}>{common('viewAll')}</Link>
          </div>
          {latest[index].list.length ? (
            <ul className="news-list">
              {latest[index].list.map((article) => (
                <NewsRow key={article.id} article={article} />
              ))}
            </ul>
          ) : (
            <p className="empty">{t('columnEmpty')}</p>
          )}
        </section>
      ))}
      {columns.length === 0 ? <p className="empty">{t('columnsEmpty')}</p> : null}
    </div>
  )
}
