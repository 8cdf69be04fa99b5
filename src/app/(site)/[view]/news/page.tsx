import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'

import { newsColumns, newsList } from '@/data/news.server'
import { NewsRow } from '@/features/news/news-row'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

export const metadata: Metadata = { title: '新闻资讯', description: '精源电子公司新闻、行业资讯与技术文章。', alternates: { canonical: '/news' } }

/** Column view: the latest articles of each column. */
export default async function NewsColumnsPage({ params }: { params: ViewParams }) {
  await screenQuery(params)
  const columns = await newsColumns()
  const latest = await Promise.all(columns.map((column) => newsList({ page: 1, size: 4, columnId: column.id })))
  return (
    <div className="container page">
      <h1>新闻资讯</h1>
      {columns.map((column, index) => (
        <section key={column.id} className="news-column" aria-labelledby={`column-${column.id}`}>
          <div className="news-column__head">
            <h2 id={`column-${column.id}`}>{column.name}</h2>
            <Link href={`/news/list?column=${column.id}`}>查看全部</Link>
          </div>
          <ul className="news-list">
            {latest[index].list.map((article) => (
              <NewsRow key={article.id} article={article} />
            ))}
          </ul>
        </section>
      ))}
      {columns.length === 0 ? <p className="empty">暂无新闻，敬请关注。</p> : null}
    </div>
  )
}
