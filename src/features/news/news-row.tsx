import Link from 'next/link'

import type { NewsSummary } from '@/data/news.server'

export function formatDate(value: string): string {
  return value ? value.slice(0, 10) : ''
}

/** One scannable row of a news list: title and summary, column and date on the right. */
export function NewsRow({ article }: { article: NewsSummary }) {
  return (
    <li className="news-row">
      <div className="news-row__main">
        <h3 className="news-row__title">
          <Link href={`/news/${article.id}`}>{article.title}</Link>
        </h3>
        {article.summary ? <p className="news-row__summary">{article.summary}</p> : null}
      </div>
      <div className="news-row__meta">
        {article.column ? <span>{article.column.name}</span> : null}
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </div>
    </li>
  )
}
