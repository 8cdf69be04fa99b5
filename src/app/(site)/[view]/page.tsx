import type { Metadata } from 'next'

import { newsList } from '@/data/news.server'
import { categoryTree, featuredProducts } from '@/data/products.server'
import { banners, companyInfo, siteConfig } from '@/data/site.server'
import { AboutBlock } from '@/features/home/about-block'
import { CategoryShowcase } from '@/features/home/category-showcase'
import { HomeBanner } from '@/features/home/home-banner'
import { ProductBlock } from '@/features/home/product-block'
import { JsonLd } from '@/features/seo/json-ld'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

export async function generateMetadata(): Promise<Metadata> {
  const config = await siteConfig()
  const site = config.system.site
  return {
    title: { absolute: site.title || site.name || '首页' },
    description: site.description,
    keywords: site.keywords || undefined,
    alternates: { canonical: '/' },
    openGraph: { type: 'website', siteName: site.name, title: site.title || site.name, description: site.description },
  }
}

/** Home: top banner, category banner, product block, about block (spec section 2). */
export default async function HomePage({ params }: { params: ViewParams }) {
  await screenQuery(params)
  const [config, company, top, categoryBanners, categories, products, news] = await Promise.all([
    siteConfig(),
    companyInfo(),
    banners({ position: 'home-top' }),
    banners({ position: 'category' }),
    categoryTree(),
    featuredProducts(8),
    newsList({ page: 1, size: 4 }),
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
          url: process.env.SITE_URL || undefined,
          logo: site.logo || undefined,
          telephone: config.information_phone || company.phone || undefined,
          email: company.email || undefined,
          address: company.address || undefined,
        }}
      />
    </>
  )
}
