import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { activityPreview } from '@/data/activities.server'
import { newsPreview } from '@/data/news.server'
import { productPreview } from '@/data/products.server'
import { siteConfig } from '@/data/site.server'
import { staffFromHeaders } from '@/data/staff-session.server'
import { ActivityCard } from '@/features/activities/activity-card'
import activityStyles from '@/features/activities/activities.module.css'
import { positiveId } from '@/features/routing/route-params'
import { NewsArticleScreen } from '@/features/news/news-article-screen'
import { previewLanguage } from '@/features/preview/preview-language'
import styles from '@/features/preview/preview-note.module.css'
import { PreviewRefresh } from '@/features/preview/preview-refresh'
import { ProductDetailScreen } from '@/features/products/product-detail-screen'
import type { SiteLanguage } from '@/i18n/routing'

/**
 * The admin's live preview (issue 12): the public screen of the draft being
 * edited, for signed-in staff only, rendered per request and never cached;
 * it re-renders each time the admin saves. Payload's livePreview config
 * (src/payload.config.ts) puts it beside the edit form, in the language the
 * admin is editing (the optional last segment, `en`).
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ collection: string; id: string; locale?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: previewLanguage((await params).locale) ?? 'zh', namespace: 'common' })
  return { title: t('preview.title'), robots: { index: false, follow: false } }
}

async function previewOf(collection: string, id: number, user: NonNullable<Awaited<ReturnType<typeof staffFromHeaders>>>, lang: SiteLanguage) {
  if (collection === 'products') {
    const [product, config] = await Promise.all([productPreview(id, user, lang), siteConfig(lang)])
    return product ? <ProductDetailScreen product={product} brandName={config.system.site.name} preview /> : null
  }
  if (collection === 'news') {
    const article = await newsPreview(id, user, lang)
    return article ? <NewsArticleScreen article={article} preview /> : null
  }
  if (collection === 'activities') {
    const [activity, t] = await Promise.all([activityPreview(id, user, lang), getTranslations('activities')])
    if (!activity) return null
    return (
      <div className="container page">
        <h1>{t('title')}</h1>
        <ul className={activityStyles.grid}>
          <ActivityCard activity={activity} />
        </ul>
        {activity.content ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: activity.content }} /> : null}
      </div>
    )
  }
  return null
}

export default async function PreviewPage({ params }: Props) {
  const { collection, id, locale } = await params
  const number = positiveId(id)
  const lang = previewLanguage(locale)
  const user = await staffFromHeaders(await headers())
  if (!user || !number || !lang) notFound()
  setRequestLocale(lang)
  const [screen, t] = await Promise.all([previewOf(collection, number, user, lang), getTranslations('common')])
  if (!screen) notFound()
  return (
    <>
      <p className={styles.note} role="status">
        {t('preview.note')}
      </p>
      {screen}
      <PreviewRefresh />
    </>
  )
}
