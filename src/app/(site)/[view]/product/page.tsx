import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { categoryTree, productList } from '@/data/products.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { CategoryNav } from '@/features/products/category-nav'
import { ActiveFilters, FilterBar } from '@/features/products/filter-bar'
import { ProductCard } from '@/features/products/product-card'
import { FACET_PREFIX, parseProductQuery, productHref } from '@/features/products/product-query'
import selectStyles from '@/features/product-select/select-link.module.css'
import styles from '@/features/products/products.module.css'
import { screenView, type ViewParams } from '@/features/layout/screen-query'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const PAGE_SIZE = 12

type Props = { params: ViewParams }

const DESCRIPTION = '精源电子全系列产品：可编程直流电源、开关直流电源、线性电源、电子负载、大功率与双向电源及测试测量仪器，可按分类、系列与参数筛选。'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await screenView(params, '/product')
  const { path } = parseProductQuery(view.query, await categoryTree(view.lang))
  const category = path.at(-1)
  const canonical = category ? `/product?category=${category.id}` : '/product'
  return {
    title: category ? `${category.name} - 产品中心` : '产品中心',
    description: category?.description || DESCRIPTION,
    alternates: languageAlternates(view.lang, canonical),
    openGraph: { title: category ? category.name : '产品中心', description: category?.description || DESCRIPTION, url: canonical, images: category?.image ? [category.image.url] : [] },
  }
}

export default async function ProductListPage({ params }: Props) {
  const { lang, query: search } = await screenView(params, '/product')
  const tree = await categoryTree(lang)
  const { query, path } = parseProductQuery(search, tree)
  const category = path.at(-1) ?? null
  const result = await productList({
    page: query.page,
    size: PAGE_SIZE,
    categoryId: query.category ?? undefined,
    type: query.type || undefined,
    keyword: query.keyword || undefined,
    filters: query.filters,
    locale: lang,
  })
  if (query.page > 1 && result.list.length === 0) notFound()
  const filtered = Boolean(query.type || query.keyword || Object.keys(query.filters).length)
  const title = category?.name ?? '产品中心'
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { name: '产品中心', href: '/product' },
          ...path.map((node) => ({ name: node.name, href: `/product?category=${node.id}` })),
        ].map((crumb, index, all) => (index === all.length - 1 ? { name: crumb.name } : crumb))}
      />
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{category?.description || '覆盖直流电源、电子负载与测试测量仪器的完整产品线，按分类、系列和关键参数快速找到合适的型号。'}</p>
          <Link href="/product/select" className={selectStyles.listLink}>
            不确定选哪款？用选型助手按电压、电流、功率找型号
          </Link>
        </div>
        <form action={pathIn(lang, '/product')} method="get" role="search" className={styles.search}>
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
          {Object.entries(query.filters).map(([key, value]) => (
            <input key={key} type="hidden" name={`${FACET_PREFIX}${key}`} value={value} />
          ))}
          <label htmlFor="product-keyword" className="visually-hidden">
            搜索产品
          </label>
          <input id="product-keyword" name="keyword" type="search" defaultValue={query.keyword} placeholder="输入型号或名称，如 PSD-6080" maxLength={100} />
          <button type="submit">搜索</button>
        </form>
      </header>
      <div className={styles.layout}>
        <CategoryNav tree={tree} query={query} activeIds={path.map((node) => node.id)} currentName={title === '产品中心' ? '全部产品' : title} />
        <div className={styles.main}>
          <FilterBar query={query} types={result.types} facets={result.facets} />
          <div className={styles.summary}>
            <ActiveFilters query={query} facets={result.facets} />
            <p className={styles.count} aria-live="polite">
              共 <strong>{result.total}</strong> 款产品
            </p>
          </div>
          <h2 className="visually-hidden">产品列表</h2>
          {result.list.length ? (
            <ul className={styles.grid} aria-label="产品列表">
              {result.list.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
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
              <p className={styles.emptyTitle}>{query.keyword ? `没有找到与“${query.keyword}”相关的产品` : '没有找到符合条件的产品'}</p>
              <p className={styles.emptyText}>
                {query.keyword
                  ? '请检查型号拼写，或换一个更短的关键词，例如只输入系列名“PSD”。'
                  : filtered
                    ? '试试放宽参数范围、换一个系列，或清除筛选条件后重新查找。'
                    : '该分类下暂时没有上架的产品，敬请关注。'}
              </p>
              <p className={styles.emptyActions}>
                {filtered ? (
                  <Link href={productHref(query, { type: '', filters: {}, keyword: '', page: 1 })} className={styles.buttonPrimary}>
                    清除筛选条件
                  </Link>
                ) : null}
                {query.category ? (
                  <Link href="/product" className={styles.buttonGhost}>
                    查看全部产品
                  </Link>
                ) : null}
                <Link href="/contact" className={styles.buttonGhost}>
                  联系销售帮您选型
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
