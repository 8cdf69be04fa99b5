import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { activityPreview } from '@/data/activities.server'
import { newsPreview } from '@/data/news.server'
import { productPreview } from '@/data/products.server'
import { siteConfig } from '@/data/site.server'
import { staffFromHeaders } from '@/data/staff-session.server'
import { ActivityCard } from '@/features/activities/activity-card'
import activityStyles from '@/features/activities/activities.module.css'
import { positiveId } from '@/features/layout/route-params'
import { NewsArticleScreen } from '@/features/news/news-article-screen'
import styles from '@/features/preview/preview-note.module.css'
import { PreviewRefresh } from '@/features/preview/preview-refresh'
import { ProductDetailScreen } from '@/features/products/product-detail-screen'

/**
 * The admin's live preview (issue 12): the public screen of the draft being
 * edited, for signed-in staff only, rendered per request and never cached;
 * it re-renders each time the admin saves. Payload's livePreview config
 * (src/payload.config.ts) puts it beside the edit form.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '预览', robots: { index: false, follow: false } }

type Props = { params: Promise<{ collection: string; id: string }> }

async function previewOf(collection: string, id: number, user: NonNullable<Awaited<ReturnType<typeof staffFromHeaders>>>) {
  if (collection === 'products') {
    const [product, config] = await Promise.all([productPreview(id, user), siteConfig()])
    return product ? <ProductDetailScreen product={product} brandName={config.system.site.name} preview /> : null
  }
  if (collection === 'news') {
    const article = await newsPreview(id, user)
    return article ? <NewsArticleScreen article={article} preview /> : null
  }
  if (collection === 'activities') {
    const activity = await activityPreview(id, user)
    if (!activity) return null
    return (
      <div className="container page">
        <h1>近期活动</h1>
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
  const { collection, id } = await params
  const number = positiveId(id)
  const user = await staffFromHeaders(await headers())
  if (!user || !number) notFound()
  const screen = await previewOf(collection, number, user)
  if (!screen) notFound()
  return (
    <>
      <p className={styles.note} role="status">
        预览：这是正在编辑的内容，保存后自动刷新；访客看到的是已发布的版本
      </p>
      {screen}
      <PreviewRefresh />
    </>
  )
}
