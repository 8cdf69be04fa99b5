import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { CompareProduct } from '@/data/products.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'

import { compareHref, MAX_COMPARE } from './compare-ids'
import styles from './compare.module.css'
import { compareSections } from './compare-table'

const HIDE_SAME_ID = 'compare-hide-same'

function EmptyState({ missing }: { missing: boolean }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{missing ? '所选产品已下架或不存在' : '还没有选择要对比的产品'}</p>
      <p className={styles.emptyText}>在产品列表或产品详情页点击“加入对比”，最多可选 {MAX_COMPARE} 款产品，并排比较关键参数与完整规格。</p>
      <p>
        <Link href="/product" className={styles.button}>
          浏览产品中心
        </Link>
      </p>
    </div>
  )
}

/**
 * /product/compare?ids=…: the products side by side, rendered on the server
 * from the URL alone (the page is cached per list of ids). Rows are aligned
 * by parameter (compare-table.ts); rows that differ are tinted, and a
 * checkbox hides the equal ones with CSS only.
 */
export function CompareScreen({ products, requested }: { products: CompareProduct[]; requested: number }) {
  const ids = products.map((product) => product.id)
  const sections = compareSections(products)
  const columns = products.length + 1
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '产品中心', href: '/product' }, { name: '产品对比' }]} />
      <h1 className={styles.title}>产品对比</h1>
      {products.length ? (
        <div className={styles.compare}>
          <p className={styles.lead}>
            共 {products.length} 款产品{requested > products.length ? `（另有 ${requested - products.length} 款已下架或不存在，未列出）` : ''}。参数不同的行以底色标出。
          </p>
          <input type="checkbox" id={HIDE_SAME_ID} className={styles.hideSame} />
          <label htmlFor={HIDE_SAME_ID} className={styles.hideLabel}>
            隐藏相同项
          </label>
          <div className={styles.scroller} role="region" aria-label="产品对比表" tabIndex={0}>
            <table className={styles.table} data-columns={products.length}>
              <caption className="visually-hidden">产品对比：{products.map((product) => product.model).join('、')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.corner}>
                    参数
                  </th>
                  {products.map((product) => (
                    <th scope="col" key={product.id} className={styles.product}>
                      <span className={styles.image}>
                        {product.image ? <Image src={product.image.card || product.image.url} alt={product.image.alt} width={160} height={120} /> : null}
                      </span>
                      <Link href={`/product/${product.id}`} className={styles.model}>
                        {product.model}
                      </Link>
                      <span className={styles.name}>{product.name}</span>
                      <Link href={compareHref(ids.filter((id) => id !== product.id))} className={styles.remove} aria-label={`移除 ${product.model}`}>
                        移除
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              {sections.map((section) => (
                <tbody key={section.key} data-same={section.same || undefined}>
                  <tr className={styles.group}>
                    <th scope="rowgroup" colSpan={columns}>
                      <span>{section.title}</span>
                    </th>
                  </tr>
                  {section.rows.map((row) => (
                    <tr key={row.key} data-same={row.same || undefined} data-differs={row.same ? undefined : ''}>
                      <th scope="row">
                        {row.label}
                        {row.same ? null : <span className="visually-hidden">（有差异）</span>}
                      </th>
                      {row.cells.map((cell, index) => (
                        <td key={ids[index]}>
                          {cell ?? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">无</span>
                            </>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </div>
      ) : (
        <EmptyState missing={requested > 0} />
      )}
    </div>
  )
}
