import type { Metadata, ResolvingMetadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { categoryTree, featuredProducts } from '@/data/products.server'
import { Link } from '@/i18n/navigation'
import { isSiteLanguage, pathIn, routing } from '@/i18n/routing'

import { KeywordSearch } from './keyword-search'
import { MissingPath } from './missing-path'
import { NotFoundTitle } from './not-found-title'
import styles from './not-found.module.css'

/** Popular products the 404 offers: the featured ones, as on the home page. */
const POPULAR_PRODUCTS = 6

/** The language the root layout set for this render (next-intl's setRequestLocale), else the default. */
async function renderLanguage() {
  const locale = await getLocale()
  return isSiteLanguage(locale) ? locale : routing.defaultLocale
}

/** The 404's title, in the page's language (each root layout's not-found.tsx), once the layout's metadata has set it. */
export async function notFoundMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  await parent
  const t = await getTranslations({ locale: await renderLanguage(), namespace: 'layout' })
  return { title: t('notFoundTitle') }
}

/**
 * The site's 404, in the page's language: what was not found (the spec's
 * message with the path), a site search, the product lines and popular
 * products to carry on from, and the way home.
 */
export async function NotFoundScreen() {
  const lang = await renderLanguage()
  const [t, categories, popular] = await Promise.all([getTranslations({ locale: lang, namespace: 'layout' }), categoryTree(lang), featuredProducts(POPULAR_PRODUCTS, lang)])
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="not-found-title">
      <NotFoundTitle title={t('metaTitleTemplate').replace('%s', t('notFoundTitle'))} />
      <h1 id="not-found-title" className={styles.title}>
        {t('notFoundHeading')}
      </h1>
      <p className={styles.text}>{t.rich('notFoundText', { path: () => <MissingPath className={styles.path} /> })}</p>
      <KeywordSearch
        action={pathIn(lang, '/search')}
        id="not-found-search"
        keyword={undefined}
        labels={{ label: t('notFoundSearchLabel'), placeholder: t('searchPlaceholder'), submit: t('search') }}
        className={`list-search ${styles.search}`}
      />
      {categories.length ? (
        <nav className={styles.group} aria-labelledby="not-found-categories">
          <h2 id="not-found-categories" className={styles.heading}>
            {t('notFoundCategories')}
          </h2>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={`/product?category=${category.id}`} locale={lang}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {popular.length ? (
        <nav className={styles.group} aria-labelledby="not-found-popular">
          <h2 id="not-found-popular" className={styles.heading}>
            {t('notFoundPopular')}
          </h2>
          <ul className={styles.products}>
            {popular.map((product) => (
              <li key={product.id}>
                <Link href={`/product/${product.id}`} locale={lang}>
                  <strong>{product.model}</strong>
                  <span>{product.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={styles.actions}>
        <Link href="/" locale={lang} className={styles.home}>
          {t('notFoundHome')}
        </Link>
        <Link href="/product" locale={lang} className={styles.all}>
          {t('notFoundProducts')}
        </Link>
      </p>
    </section>
  )
}
