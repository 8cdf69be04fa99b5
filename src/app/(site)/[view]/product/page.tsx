import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { categoryTree, productList } from '@/data/products.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { KeywordSearch } from '@/features/layout/keyword-search'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { CategoryNav } from '@/features/products/category-nav'
import { ActiveFilters, FilterBar } from '@/features/products/filter-bar'
import { ProductCard } from '@/features/products/product-card'
import { FACET_PREFIX, parseProductQuery, productHref } from '@/features/products/product-query'
import selectStyles from '@/features/product-select/select-link.module.css'
import styles from '@/features/products/products.module.css'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const PAGE_SIZE = 12

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await screenView(params, '/product')
  const [tree, t] = await Promise.all([categoryTree(view.lang), getTranslations({ locale: view.lang, namespace: 'products' })])
  const { path } = parseProductQuery(view.query, tree)
  const category = path.at(-1)
  const canonical = category ? `/product?category=${category.id}` : '/product'
  const description = category?.description || t('description')
  return {
    title: category ? t('categoryTitle', { category: category.name }) : t('title'),
    description,
    alternates: languageAlternates(view.lang, canonical),
    openGraph: { title: category ? category.name : t('title'), description, url: pathIn(view.lang, canonical), images: category?.image ? [category.image.url] : [] },
  }
}

export default async function ProductListPage({ params }: Props) {
  const { lang, query: search } = await screenView(params, '/product')
  const [tree, t] = await Promise.all([categoryTree(lang), getTranslations('products')])
  const { query: asked, path } = parseProductQuery(search, tree)
  const category = path.at(-1) ?? null
  const result = await productList({
    page: asked.page,
    size: PAGE_SIZE,
    categoryId: asked.category ?? undefined,
    type: asked.type || undefined,
    keyword: asked.keyword || undefined,
    filters: asked.filters,
    locale: lang,
  })
  // The series as this language names it, when the link carried the other language's name.
  const query = { ...asked, type: result.type }
  if (query.page > 1 && result.list.length === 0) notFound()
  const filtered = Boolean(query.type || query.keyword || Object.keys(query.filters).length)
  const title = category?.name ?? t('title')
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ name: t('title'), href: '/product' }, ...path.map((node) => ({ name: node.name, href: `/product?category=${node.id}` }))].map((crumb, index, all) =>
          index === all.length - 1 ? { name: crumb.name } : crumb,
        )}
      />
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{category?.description || t('lead')}</p>
          <Link href="/product/select" className={selectStyles.listLink}>
            {t('selectLink')}
          </Link>
        </div>
        <KeywordSearch
          action={pathIn(lang, '/product')}
          id="product-keyword"
          keyword={query.keyword}
          keep={{ category: query.category, type: query.type, ...Object.fromEntries(Object.entries(query.filters).map(([key, value]) => [`${FACET_PREFIX}${key}`, value])) }}
          labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: t('search') }}
          className={styles.search}
        />
      </header>
      <div className={styles.layout}>
        <CategoryNav tree={tree} query={query} activeIds={path.map((node) => node.id)} currentName={category ? category.name : t('allProducts')} />
        <div className={styles.main}>
          <FilterBar query={query} types={result.types} facets={result.facets} />
          <div className={styles.summary}>
            <ActiveFilters query={query} facets={result.facets} />
            <p className={styles.count} aria-live="polite">
              {t.rich('count', { count: result.total, strong: (chunks) => <strong>{chunks}</strong> })}
            </p>
          </div>
          <h2 className="visually-hidden">{t('listLabel')}</h2>
          {result.list.length ? (
            <ul className={styles.grid} aria-label={t('listLabel')}>
              {result.list.map((product, index) => (
                <li key={product.id}>
                  {/* Two cards to a row on a phone: the first row is on screen at load. */}
                  <ProductCard product={product} eager={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <svg className={styles.emptyIcon} viewBox="0 0 64 64" aria-hidden="true">
                <rect x="8" y="14" width="48" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <rect x="14" y="20" width="20" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="44" cy="26" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M14 40h8M26 40h8M40 38l8 8M48 38l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <p className={styles.emptyTitle}>{query.keyword ? t('emptyKeywordTitle', { keyword: query.keyword }) : t('emptyTitle')}</p>
              <p className={styles.emptyText}>{query.keyword ? t('emptyKeywordText') : filtered ? t('emptyFilteredText') : t('emptyCategoryText')}</p>
              <p className={styles.emptyActions}>
                {filtered ? (
                  <Link href={productHref(query, { type: '', filters: {}, keyword: '', page: 1 })} className={styles.buttonPrimary}>
                    {t('clearFilters')}
                  </Link>
                ) : null}
                {query.category ? (
                  <Link href="/product" className={styles.buttonGhost}>
                    {t('viewAll')}
                  </Link>
                ) : null}
                <Link href="/contact" className={styles.buttonGhost}>
                  {t('contactSalesToChoose')}
                </Link>
              </p>
            </div>
          )}
          <Pagination labels={await paginationLabels()} page={query.page} size={PAGE_SIZE} total={result.total} href={(page) => pathIn(lang, productHref(query, { page }))} />
        </div>
      </div>
    </div>
  )
}
