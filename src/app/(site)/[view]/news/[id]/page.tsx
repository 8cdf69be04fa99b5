import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { newsDetail } from '@/data/news.server'
import { screenDocument, type ViewParams } from '@/features/routing/screen-query'
import { TranslationNote } from '@/features/layout/translation-note'
import { languageAlternates } from '@/features/seo/alternates'
import { NewsArticleScreen } from '@/features/news/news-article-screen'
import type { SiteLanguage } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

const readArticle = (id: number, lang: SiteLanguage) => newsDetail(id, { locale: lang })

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, doc: article } = await screenDocument(params, readArticle)
  if (!article) return { title: (await getTranslations({ locale: lang, namespace: 'news' }))('notFound') }
  return {
    title: article.title,
    description: article.summary,
    alternates: languageAlternates(lang, `/news/${article.id}`),
    openGraph: { type: 'article', title: article.title, description: article.summary, images: article.cover ? [article.cover.url] : [] },
  }
}

export default async function NewsArticlePage({ params }: Props) {
  const { lang, doc: article } = await screenDocument(params, readArticle)
  if (!article) notFound()
  return (
    <>
      <TranslationNote lang={lang} translated={article.translated} />
      <NewsArticleScreen article={article} />
    </>
  )
}
