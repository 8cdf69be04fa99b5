import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { productDetail } from '@/data/products.server'
import { companyInfo, siteConfig } from '@/data/site.server'
import { positiveId } from '@/features/layout/route-params'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'
import { contactLines } from '@/features/products/datasheet'
import { DatasheetScreen } from '@/features/products/datasheet-screen'
import { publicPathOf } from '@/lib/public-paths'
import { qrCodeSvg } from '@/lib/qr-code'
import { siteUrl } from '@/lib/site-url'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

async function load(id: string) {
  const number = positiveId(id)
  return number ? productDetail(number) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load((await params).id)
  if (!product) return { title: '产品不存在' }
  return {
    title: `${product.model} 产品规格书`,
    description: product.summary,
    // The print view of /product/{id}: that page is the one to index.
    robots: { index: false, follow: true },
  }
}

/** The printable A4 datasheet of a product (/product/{id}/datasheet), cached like the product page and expired with it. */
export default async function ProductDatasheetPage({ params }: Props) {
  await screenQuery(params)
  const [product, config, company] = await Promise.all([load((await params).id), siteConfig(), companyInfo()])
  if (!product) notFound()
  const productUrl = `${siteUrl()}${publicPathOf('products', product.id)}`
  const siteName = config.system.site.name || '精源电子'
  const contact = contactLines({
    siteName,
    phones: { information: config.information_phone, support: config.technical_support_phone, service: config.server_phone },
    footer: config.system.footer,
    company,
  })
  return <DatasheetScreen product={product} siteName={siteName} logo={config.system.site.logo} productUrl={productUrl} qrSvg={await qrCodeSvg(productUrl)} contact={contact} />
}
