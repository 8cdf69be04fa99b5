import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { newsDetail } from '@/data/news.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { positiveId } from '@/features/layout/route-params'
import { formatDate } from '@/features/news/news-row'
import { ViewCount } from '@/features/news/view-count'
import { JsonLd } from '@/features/seo/json-ld'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

type Props = { params: ViewParams<{ id: string }> }

async function load(id: string) {
  const number = positiveId(id)
  return number ? newsDetail(number) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await load((await params).id)
  if (!article) return { title: '新闻不存在' }
  return {
    title: article.title,
    description: article.summary,
    alternates: { canonical: `/news/${article.id}` },
    openGraph: { type: 'article', title: article.title, description: article.summary, images: article.cover ? [article.cover.url] : [] },
  }
}

export default async function NewsArticlePage({ params }: Props) {
  await screenQuery(params)
  const article = await load((await params).id)
  if (!article) notFound()
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
        <ViewCount id={article.id} initial={article.views} />
      </p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
      <nav aria-label="上一篇与下一篇" className="article__neighbours">
        {article.prev ? <Link href={`/news/${article.prev.id}`}>上一篇：{article.prev.title}</Link> : <span>没有上一篇了</span>}
        {article.next ? <Link href={`/news/${article.next.id}`}>下一篇：{article.next.title}</Link> : <span>没有下一篇了</span>}
      </nav>
      <JsonLd data={jsonLd} />
    </article>
  )
}
