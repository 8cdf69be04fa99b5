import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { CompareProduct } from '@/data/products.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import noteStyles from '@/features/layout/translation-note.module.css'

import { compareHref, MAX_COMPARE } from '@/features/routing/compare-ids'
import styles from './compare.module.css'
import { compareSections } from './compare-table'

const HIDE_SAME_ID = 'compare-hide-same'

async function EmptyState({ missing }: { missing: boolean }) {
  const t = await getTranslations('compare')
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{missing ? t('emptyMissing') : t('emptyNone')}</p>
      <p className={styles.emptyText}>{t('emptyText', { max: MAX_COMPARE })}</p>
      <p>
        <Link href="/product" className={styles.button}>
          {t('browse')}
        </Link>
      </p>
    </div>
  )
}

/**
 * /product/compare?ids=…: the products side by side, rendered on the server
 * from the URL alone (the page is cached per list of ids). Rows are aligned
 * by parameter (compare-table.ts); rows that differ are tinted, and a
 * checkbox hides the equal ones with CSS only. On the English site, products
 * without an English version show in Chinese under a note.
 */
export async function CompareScreen({ products, requested }: { products: CompareProduct[]; requested: number }) {
  const [t, tProducts] = await Promise.all([getTranslations('compare'), getTranslations('products')])
  const ids = products.map((product) => product.id)
  const sections = compareSections(products, { category: t('table.category'), series: t('table.series'), keyParams: t('table.keyParams'), specs: t('table.specs') })
  const columns = products.length + 1
  const missing = requested - products.length
  const untranslated = products.some((product) => !product.translated) ? t('untranslated') : ''
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: tProducts('title'), href: '/product' }, { name: t('title') }]} />
      <h1 className={styles.title}>{t('title')}</h1>
      {untranslated ? (
        <p className={noteStyles.note} role="note">
          {untranslated}
        </p>
      ) : null}
      {products.length ? (
        <div className={styles.compare}>
          <p className={styles.lead}>{missing > 0 ? t('leadMissing', { count: products.length, missing }) : t('lead', { count: products.length })}</p>
          <input type="checkbox" id={HIDE_SAME_ID} className={styles.hideSame} />
          <label htmlFor={HIDE_SAME_ID} className={styles.hideLabel}>
            {t('hideSame')}
          </label>
          <div className={styles.scroller} role="region" aria-label={t('tableLabel')} tabIndex={0}>
            <table className={styles.table} data-columns={products.length}>
              <caption className="visually-hidden">{t('titleModels', { models: products.map((product) => product.model).join(t('modelSeparator')) })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.corner}>
                    {t('parameter')}
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
                      <Link href={compareHref(ids.filter((id) => id !== product.id))} className={styles.remove} aria-label={t('removeModel', { model: product.model })}>
                        {t('remove')}
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
                        {row.same ? null : <span className="visually-hidden">{t('differs')}</span>}
                      </th>
                      {row.cells.map((cell, index) => (
                        <td key={ids[index]}>
                          {cell ?? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">{t('none')}</span>
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
