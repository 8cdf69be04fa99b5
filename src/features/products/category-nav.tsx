import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import type { CategoryNode } from '@/data/products.server'

import { productHref, type ProductQuery } from './product-query'
import styles from './products.module.css'

type Props = { tree: CategoryNode[]; query: ProductQuery; activeIds: number[] }

/** Links choosing a category keep the keyword and drop the series and facet filters, which belong to the old category. */
function CategoryList({ nodes, query, activeIds, depth }: { nodes: CategoryNode[]; query: ProductQuery; activeIds: number[]; depth: number }) {
  return (
    <ul className={depth === 0 ? styles.catList : styles.catChildren}>
      {nodes.map((node) => {
        const current = query.category === node.id
        return (
          <li key={node.id}>
            <Link
              href={productHref(query, { category: node.id, type: '', filters: {}, page: 1 })}
              aria-current={current ? 'page' : undefined}
              className={current ? styles.catCurrent : activeIds.includes(node.id) ? styles.catOnPath : undefined}
            >
              {node.name}
            </Link>
            {node.children.length ? <CategoryList nodes={node.children} query={query} activeIds={activeIds} depth={depth + 1} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

async function AllLink({ query }: { query: ProductQuery }) {
  const t = await getTranslations('products')
  return (
    <Link
      href={productHref(query, { category: null, type: '', filters: {}, page: 1 })}
      aria-current={query.category ? undefined : 'page'}
      className={query.category ? styles.catAll : `${styles.catAll} ${styles.catCurrent}`}
    >
      {t('allProducts')}
    </Link>
  )
}

/** The category tree: an aside on wide screens, a collapsed 产品分类 block above the results on narrow ones. */
export async function CategoryNav({ tree, query, activeIds, currentName }: Props & { currentName: string }) {
  const t = await getTranslations('products')
  return (
    <>
      <nav className={styles.aside} aria-labelledby="category-nav-title">
        <h2 id="category-nav-title" className={styles.asideTitle}>
          {t('categories')}
        </h2>
        <AllLink query={query} />
        <CategoryList nodes={tree} query={query} activeIds={activeIds} depth={0} />
      </nav>
      <details className={styles.mobileCats}>
        <summary>
          <span>{t('categories')}</span>
          <span className={styles.mobileCatsCurrent}>{currentName}</span>
        </summary>
        <nav aria-label={t('categories')}>
          <AllLink query={query} />
          <CategoryList nodes={tree} query={query} activeIds={activeIds} depth={0} />
        </nav>
      </details>
    </>
  )
}
