import { Link } from '@/i18n/navigation'

import type { NewsDetail } from '@/data/news.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { JsonLd } from '@/features/seo/json-ld'

import { formatDate } from './news-row'
import { ViewCount } from './view-count'

/**
 * An article (spec section 2, /news/{id}): the public page renders it from the
 * published article, the admin's live preview from the draft being edited
 * (preview: no view counted, no neighbours, no structured data).
 */
export function NewsArticleScreen({ article, preview = false }: { article: NewsDetail; preview?: boolean }) {
  const jsonLd = {
    '@type': 'NewsArticle',
    headline: article.title,
    datePublished: article.publishedAt,
    image: article.cover ? [article.cover.url] : undefined,
    description: article.summary,
  }
  return (
    <article className="container page article">
      <Breadcrumbs
        items={[
          { name: '新闻资讯', href: '/news' },
          ...(article.column ? [{ name: article.column.name, href: `/news/list?column=${article.column.id}` }] : []),
          { name: article.title },
        ]}
      />
      <h1>{article.title}</h1>
      <p className="article__meta">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        {preview ? <span>浏览 {article.views} 次</span> : <ViewCount id={article.id} initial={article.views} />}
      </p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
      {preview ? null : (
        <nav aria-label="上一篇与下一篇" className="article__neighbours">
          {article.prev ? <Link href={`/news/${article.prev.id}`}>上一篇：{article.prev.title}</Link> : <span>没有上一篇了</span>}
          {article.next ? <Link href={`/news/${article.next.id}`}>下一篇：{article.next.title}</Link> : <span>没有下一篇了</span>}
        </nav>
      )}
      {preview ? null : <JsonLd data={jsonLd} />}
    </article>
  )
}
