import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { productDetail } from '@/data/products.server'
import { siteConfig } from '@/data/site.server'
import { positiveId } from '@/features/layout/route-params'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'
import { ProductDetailScreen } from '@/features/products/product-detail-screen'

type Props = { params: ViewParams<{ id: string }> }

async function load(id: string) {
  const number = positiveId(id)
  return number ? productDetail(number) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load((await params).id)
  if (!product) return { title: '产品不存在' }
  const title = `${product.model} ${product.name}`
  const image = product.gallery[0] ?? product.image
  return {
    title,
    description: product.summary,
    alternates: { canonical: `/product/${product.id}` },
    openGraph: { type: 'website', title, description: product.summary, url: `/product/${product.id}`, images: image ? [{ url: image.card || image.url, alt: image.alt }] : [] },
  }
}

export default async function ProductDetailPage({ params }: Props) {
  await screenQuery(params)
  const [product, config] = await Promise.all([load((await params).id), siteConfig()])
  if (!product) notFound()
  return <ProductDetailScreen product={product} brandName={config.system.site.name} />
}
