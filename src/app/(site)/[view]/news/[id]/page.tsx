import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { newsDetail } from '@/data/news.server'
import { positiveId } from '@/features/layout/route-params'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'
import { NewsArticleScreen } from '@/features/news/news-article-screen'

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
  return <NewsArticleScreen article={article} />
}
