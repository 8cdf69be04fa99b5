/**
 * Product catalogue seed content: the seven top-level categories and the
 * product models generated from the per-series tables in `catalogue-*.ts`.
 * This module decides which models are featured on the home page, which are
 * kept as drafts, and the sort weights (featured first, then catalogue order).
 */
import { categories } from './catalogue-categories'
import { instrumentProducts } from './catalogue-instruments'
import type { BaseProduct } from './catalogue-kit'
import { eldProducts, elmProducts } from './catalogue-loads'
import { highPowerProducts } from './catalogue-power'
import { psdProducts } from './catalogue-psd'
import { pslProducts } from './catalogue-psl'
import { pswProducts } from './catalogue-psw'
import type { SeedProduct } from './types'

export { categories }

/** Home-page picks, in display order: at least one per category. */
const featuredModels = ['PSD-6080-60C', 'PBD-3010-500', 'ELD-8060-600', 'PSW-3060-25', 'PHP-5015-500', 'PA-3104', 'PSD-9305', 'ELM-2151', 'PSL-3303T', 'DM-6500']

/** Models still in preparation: saved as drafts, never shown publicly. */
const draftModels = ['PSW-3100-50', 'BT-4580']

const all: BaseProduct[] = [...psdProducts, ...pswProducts, ...pslProducts, ...eldProducts, ...elmProducts, ...highPowerProducts, ...instrumentProducts]

export const products: SeedProduct[] = all.map((product, index) => {
  const featuredRank = featuredModels.indexOf(product.model)
  const draft = draftModels.includes(product.model)
  const weight = featuredRank >= 0 ? 1000 - featuredRank * 10 : draft ? 100 - index : 800 - index * 5
  return { ...product, featured: featuredRank >= 0, weight, ...(draft ? { draft: true } : {}) }
})
