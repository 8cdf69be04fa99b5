import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { newsList } from '@/data/news.server'
import { categoryTree, featuredProducts } from '@/data/products.server'
import { banners, companyInfo, siteConfig } from '@/data/site.server'
import { AboutBlock } from '@/features/home/about-block'
import { CategoryShowcase } from '@/features/home/category-showcase'
import { HomeBanner } from '@/features/home/home-banner'
import { ProductBlock } from '@/features/home/product-block'
import { JsonLd } from '@/features/seo/json-ld'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'
import { siteUrl } from '@/lib/site-url.mjs'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

export async function generateMetadata({ params }: { params: ViewParams }): Promise<Metadata> {
  const { lang } = await screenView(params)
  const [config, t] = await Promise.all([siteConfig(lang), getTranslations({ locale: lang, namespace: 'home' })])
  const site = config.system.site
  return {
    title: { absolute: site.title || site.name || t('fallbackTitle') },
    description: site.description,
    keywords: site.keywords || undefined,
    alternates: languageAlternates(lang, '/'),
    openGraph: { type: 'website', siteName: site.name, title: site.title || site.name, description: site.description },
  }
}

/** Home: top banner, category banner, product block, about block (spec section 2). */
export default async function HomePage({ params }: { params: ViewParams }) {
  const { lang } = await screenView(params)
  const [config, company, top, categoryBanners, categories, products, news] = await Promise.all([
    siteConfig(lang),
    companyInfo(lang),
    banners({ position: 'home-top', locale: lang }),
    banners({ position: 'category', locale: lang }),
    categoryTree(lang),
    featuredProducts(8, lang),
    newsList({ page: 1, size: 4, locale: lang, translatedOnly: true }),
  ])
  const site = config.system.site
  return (
    <>
      <h1 className="visually-hidden">{site.title || site.name}</h1>
      <HomeBanner banners={top} />
      <CategoryShowcase categories={categories} banners={categoryBanners} />
      <ProductBlock products={products} />
      <AboutBlock name={company.name || site.name} introduction={company.introduction} image={company.image} slogan={config.system.footer.slogan} news={news.list} />
      <JsonLd
        data={{
          '@type': 'Organization',
          name: company.name || site.name,
          url: siteUrl(),
          logo: site.logo || undefined,
          telephone: config.information_phone || company.phone || undefined,
          email: company.email || undefined,
          address: company.address || undefined,
        }}
      />
    </>
  )
}
