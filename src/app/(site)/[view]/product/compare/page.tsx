import type { Metadata } from 'next'

import { productsForCompare } from '@/data/products.server'
import { compareHref, compareIds } from '@/features/compare/compare-ids'
import { CompareScreen } from '@/features/compare/compare-screen'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams }

/** The ids of the URL, normalised by the rewrite (view-segment.ts), and their published products. */
async function load(params: Props['params']) {
  const ids = compareIds((await screenQuery(params, '/product/compare')).ids ?? '')
  return { ids, products: await productsForCompare(ids) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ids, products } = await load(params)
  const models = products.map((product) => product.model).join(' / ')
  return {
    title: models ? `产品对比：${models}` : '产品对比',
    description: models ? `${models} 的关键参数与规格参数对比。` : '并排比较精源电子产品的关键参数与规格参数。',
    alternates: { canonical: compareHref(ids) },
    // Any set of products is a page of its own: shared by URL, never indexed.
    robots: { index: false, follow: true },
  }
}

export default async function ProductComparePage({ params }: Props) {
  const { ids, products } = await load(params)
  return <CompareScreen products={products} requested={ids.length} />
}
