import { Link } from '@/i18n/navigation'

import type { NewsSummary } from '@/data/news.server'
import { chinaDay } from '@/lib/format'

/**
 * One scannable row of a news list: title and summary, column and date on the
 * right. An article without a version in the page's language shows in Chinese,
 * marked as Chinese and labelled 中文 (docs/decisions/0024).
 */
export function NewsRow({ article, headingLevel = 3 }: { article: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="news-row">
      <div className="news-row__main" lang={article.translated ? undefined : 'zh-CN'}>
        <Heading className="news-row__title">
          <Link href={`/news/${article.id}`}>{article.title}</Link>
          {article.translated ? null : <span className="language-tag">中文</span>}
        </Heading>
        {article.summary ? <p className="news-row__summary">{article.summary}</p> : null}
      </div>
      <div className="news-row__meta">
        {article.column ? <span>{article.column.name}</span> : null}
        <time dateTime={article.publishedAt}>{chinaDay(article.publishedAt)}</time>
      </div>
    </li>
  )
}
