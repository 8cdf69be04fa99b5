/**
 * English (`en` locale) overlays of the demo seed content, keyed by the stable
 * keys of the Chinese content in `..` (see `./types.ts` for the key of each).
 */
export * from './about'
export * from './activities'
export { englishCategories, englishProduct, englishProductHeadings, englishProducts, englishSeries } from './catalogue'
export type { EnglishSeries, ModelData } from './catalogue-specs'
export { englishBrand, englishCompanyAddress, englishCompanyName } from './company'
export * from './downloads'
export * from './news'
export * from './site'
export type * from './types'
