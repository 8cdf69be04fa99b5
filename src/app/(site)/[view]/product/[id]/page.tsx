import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { productDetail } from '@/data/products.server'
import { siteConfig } from '@/data/site.server'
import { screenDocument, type ViewParams } from '@/features/routing/screen-query'
import { TranslationNote } from '@/features/layout/translation-note'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'
import { ProductDetailScreen } from '@/features/products/product-detail-screen'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, doc: product } = await screenDocument(params, productDetail)
  if (!product) return { title: (await getTranslations({ locale: lang, namespace: 'products.detail' }))('notFound') }
  const title = `${product.model} ${product.name}`
  const image = product.gallery[0] ?? product.image
  return {
    title,
    description: product.summary,
    alternates: languageAlternates(lang, `/product/${product.id}`),
    openGraph: {
      type: 'website',
      title,
      description: product.summary,
      url: pathIn(lang, `/product/${product.id}`),
      images: image ? [{ url: image.card || image.url, alt: image.alt }] : [],
    },
  }
}

export default async function ProductDetailPage({ params }: Props) {
  const { lang, doc: product } = await screenDocument(params, productDetail)
  const config = await siteConfig(lang)
  if (!product) notFound()
  return (
    <>
      <TranslationNote lang={lang} translated={product.translated} />
      <ProductDetailScreen product={product} brandName={config.system.site.name} />
    </>
  )
}
