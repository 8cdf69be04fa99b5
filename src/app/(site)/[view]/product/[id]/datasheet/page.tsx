import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { productDetail } from '@/data/products.server'
import { companyInfo, siteConfig } from '@/data/site.server'
import { screenDocument, type ViewParams } from '@/features/routing/screen-query'
import { TranslationNote } from '@/features/layout/translation-note'
import { contactLines } from '@/features/products/datasheet'
import styles from '@/features/products/datasheet.module.css'
import { DatasheetScreen } from '@/features/products/datasheet-screen'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'
import { publicPathOf } from '@/lib/public-paths'
import { qrCodeSvg } from '@/lib/qr-code'
import { siteUrl } from '@/lib/site-url.mjs'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, doc: product } = await screenDocument(params, productDetail)
  const t = await getTranslations({ locale: lang, namespace: 'products' })
  if (!product) return { title: t('detail.notFound') }
  return {
    title: t('datasheet.title', { model: product.model }),
    description: product.summary,
    alternates: languageAlternates(lang, `/product/${product.id}/datasheet`),
    // The print view of /product/{id}: that page is the one to index.
    robots: { index: false, follow: true },
  }
}

/** The printable A4 datasheet of a product (/product/{id}/datasheet), cached like the product page and expired with it. */
export default async function ProductDatasheetPage({ params }: Props) {
  const { lang, doc: product } = await screenDocument(params, productDetail)
  const [config, company, t, tLayout] = await Promise.all([siteConfig(lang), companyInfo(lang), getTranslations('products.datasheet.lines'), getTranslations('layout')])
  if (!product) notFound()
  const productUrl = `${siteUrl()}${pathIn(lang, publicPathOf('products', product.id))}`
  const siteName = config.system.site.name || tLayout('defaultSiteName')
  const contact = contactLines(
    {
      siteName,
      phones: { information: config.information_phone, support: config.technical_support_phone, service: config.server_phone },
      footer: config.system.footer,
      company,
    },
    {
      address: t('address'),
      information: t('information'),
      support: t('support'),
      service: t('service'),
      switchboard: t('switchboard'),
      fax: t('fax'),
      email: t('email'),
      postcode: (code) => t('postcode', { code }),
    },
  )
  return (
    <>
      {/* On screen only: the printed sheets carry no note. */}
      <div className={styles.screenOnly}>
        <TranslationNote lang={lang} translated={product.translated} />
      </div>
      <DatasheetScreen product={product} siteName={siteName} logo={config.system.site.logo} productUrl={productUrl} qrSvg={await qrCodeSvg(productUrl)} contact={contact} />
    </>
  )
}
