import { getLocale, getTranslations } from 'next-intl/server'
import type React from 'react'

import { Link } from '@/i18n/navigation'

import type { NewsDetail } from '@/data/news.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { JsonLd } from '@/features/seo/json-ld'
import { chinaDay } from '@/lib/format'

import { ViewCount } from './view-count'
import { viewsText } from './views-label'

/** A neighbour link's words, its title marked Chinese when it has no version in the page's language. */
const neighbourWords = (neighbour: NonNullable<NewsDetail['next']>) => ({
  title: neighbour.title,
  name: (chunks: React.ReactNode) => (neighbour.translated ? chunks : <span lang="zh-CN">{chunks}</span>),
})

/**
 * An article (spec section 2, /news/{id}): the public page renders it from the
 * published article, the admin's live preview from the draft being edited
 * (preview: no view counted, no neighbours, no structured data).
 */
export async function NewsArticleScreen({ article, preview = false }: { article: NewsDetail; preview?: boolean }) {
  const [t, lang] = await Promise.all([getTranslations('news'), getLocale()])
  const views = { lang, one: t.raw('views.one') as string, other: t.raw('views.other') as string }
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
          { name: t('title'), href: '/news' },
          ...(article.column ? [{ name: article.column.name, href: `/news/list?column=${article.column.id}` }] : []),
          { name: article.title, lang: article.translated ? undefined : 'zh-CN' },
        ]}
      />
      <h1 lang={article.translated ? undefined : 'zh-CN'}>{article.title}</h1>
      <p className="article__meta">
        <time dateTime={article.publishedAt}>{chinaDay(article.publishedAt)}</time>
        {preview ? <span>{viewsText(views, article.views)}</span> : <ViewCount id={article.id} initial={article.views} labels={views} />}
      </p>
      <div className="rich-text" lang={article.translated ? undefined : 'zh-CN'} dangerouslySetInnerHTML={{ __html: article.content }} />
      {preview ? null : (
        <nav aria-label={t('neighbours')} className="article__neighbours">
          {article.prev ? <Link href={`/news/${article.prev.id}`}>{t.rich('previous', neighbourWords(article.prev))}</Link> : <span>{t('noPrevious')}</span>}
          {article.next ? <Link href={`/news/${article.next.id}`}>{t.rich('next', neighbourWords(article.next))}</Link> : <span>{t('noNext')}</span>}
        </nav>
      )}
      {preview ? null : <JsonLd data={jsonLd} />}
    </article>
  )
}
