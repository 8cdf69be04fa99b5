import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { newsDetail } from '@/data/news.server'
import { positiveId } from '@/features/layout/route-params'
import { screenView, type ViewParams } from '@/features/layout/screen-query'
import { TranslationNote } from '@/features/layout/translation-note'
import { languageAlternates } from '@/features/seo/alternates'
import type { SiteLanguage } from '@/i18n/routing'
import { NewsArticleScreen } from '@/features/news/news-article-screen'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

async function load(id: string, lang: SiteLanguage) {
  const number = positiveId(id)
  return number ? newsDetail(number, { locale: lang }) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params)
  const article = await load((await params).id, lang)
  if (!article) return { title: (await getTranslations({ locale: lang, namespace: 'news' }))('notFound') }
  return {
    title: article.title,
    description: article.summary,
    alternates: languageAlternates(lang, `/news/${article.id}`),
    openGraph: { type: 'article', title: article.title, description: article.summary, images: article.cover ? [article.cover.url] : [] },
  }
}

export default async function NewsArticlePage({ params }: Props) {
  const { lang } = await screenView(params)
  const article = await load((await params).id, lang)
  if (!article) notFound()
  return (
    <>
      <TranslationNote lang={lang} translated={article.translated} />
      <NewsArticleScreen article={article} />
    </>
  )
}
