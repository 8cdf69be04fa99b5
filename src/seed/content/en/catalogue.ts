/**
 * English text of the product catalogue. The Chinese products stay the source
 * of every number: a generated supply or load gets its English prose from the
 * English template of its series (filled with the model's own ratings) and its
 * datasheet row by row from its Chinese rows; an instrument has its English
 * text written out by model.
 */
import type { SeedProduct } from '../types'
import { instrumentProducts } from './catalogue-instruments'
import { loadSeries } from './catalogue-loads'
import { englishSpecRow, type EnglishSeries, modelData } from './catalogue-specs'
import { supplySeries } from './catalogue-supplies'
import type { EnglishProduct, EnglishProductHeadings } from './types'

export { englishCategories } from './catalogue-categories'

/** The English series templates by Chinese series name ('PSD-6000C 系列'). */
export const englishSeries: Record<string, EnglishSeries> = { ...supplySeries, ...loadSeries }

/** Headings of a product's rich-text description (产品特点, 应用领域). */
export const englishProductHeadings: EnglishProductHeadings = {
  features: 'Key features',
  applications: 'Applications',
}

type ProductSource = Pick<SeedProduct, 'model' | 'series' | 'categoryKey' | 'params' | 'specs'>

/**
 * The English text of one Chinese product, or undefined when neither its model
 * (an instrument) nor its series has English text. Throws when a datasheet row
 * has Chinese wording the translation tables do not know.
 */
export function englishProduct(product: ProductSource): EnglishProduct | undefined {
  const instrument = instrumentProducts[product.model]
  if (instrument) return instrument
  const template = englishSeries[product.series]
  if (!template) return undefined
  const m = modelData(product)
  return {
    name: template.name,
    series: template.series,
    summary: template.summary(m),
    paragraphs: [template.intro(m), ...template.paragraphs],
    highlights: template.highlights,
    specs: product.specs.map(englishSpecRow),
  }
}

/** English text of every product, by model. Throws naming the models that have none. */
export function englishProducts(products: readonly ProductSource[]): Record<string, EnglishProduct> {
  const result: Record<string, EnglishProduct> = {}
  const missing: string[] = []
  for (const product of products) {
    const english = englishProduct(product)
    if (english) result[product.model] = english
    else missing.push(product.model)
  }
  if (missing.length) throw new Error(`English catalogue: no English text for ${missing.join(', ')}`)
  return result
}
