import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { productsForCompare } from '@/data/products.server'
import { compareHref, compareIds } from '@/features/routing/compare-ids'
import { CompareScreen } from '@/features/compare/compare-screen'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams }

/** The ids of the URL, normalised by the rewrite (view-segment.ts), and their published products in the page's language. */
async function load(params: Props['params']) {
  const { lang, query } = await screenView(params, '/product/compare')
  const ids = compareIds(query.ids ?? '')
  return { lang, ids, products: await productsForCompare(ids, lang) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, ids, products } = await load(params)
  const t = await getTranslations({ locale: lang, namespace: 'compare' })
  const models = products.map((product) => product.model).join(' / ')
  return {
    title: models ? t('titleModels', { models }) : t('title'),
    description: models ? t('descriptionModels', { models }) : t('description'),
    alternates: languageAlternates(lang, compareHref(ids)),
    // Any set of products is a page of its own: shared by URL, never indexed.
    robots: { index: false, follow: true },
  }
}

export default async function ProductComparePage({ params }: Props) {
  const { ids, products } = await load(params)
  return <CompareScreen products={products} requested={ids.length} />
}
