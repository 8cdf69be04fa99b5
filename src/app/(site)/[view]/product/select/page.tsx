import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { notFound } from 'next/navigation'

import { hasQuantity, parseSelectQuery, selectHref } from '@/data/product-select'
import { productSelect } from '@/data/product-select.server'
import { categoryTree } from '@/data/products.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import emptyState from '@/features/layout/empty-state.module.css'
import pageHead from '@/features/layout/page-head.module.css'
import { Pagination } from '@/features/layout/pagination'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import styles from '@/features/product-select/product-select.module.css'
import { SelectForm } from '@/features/product-select/select-form'
import { compareHref, SelectResults } from '@/features/product-select/select-results'
import { languageAlternates } from '@/features/seo/alternates'
import { pathIn } from '@/i18n/routing'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const PAGE_SIZE = 12

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params, '/product/select')
  const t = await getTranslations({ locale: lang, namespace: 'select' })
  return { title: t('metaTitle'), description: t('description'), alternates: languageAlternates(lang, '/product/select') }
}

export default async function ProductSelectPage({ params }: Props) {
  const { lang, query } = await screenView(params, '/product/select')
  const { need, page } = parseSelectQuery(query)
  const asked = hasQuantity(need)
  const [tree, result, t, tProducts] = await Promise.all([
    categoryTree(lang),
    asked ? productSelect({ ...need, page, size: PAGE_SIZE, locale: lang }) : null,
    getTranslations('select'),
    getTranslations('products'),
  ])
  if (page > 1 && (!result || !result.list.length)) notFound()
  const optional = Boolean(need.channels || need.interface || need.bidirectional || need.rack || need.category)
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: tProducts('title'), href: '/product' }, { name: t('title') }]} />
      <header className={styles.head}>
        <h1 className={pageHead.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <div className={styles.layout}>
        <SelectForm need={need} tree={tree} lang={lang} />
        <section className={styles.main} aria-labelledby="select-results-title">
          <h2 id="select-results-title" className={styles.sectionTitle}>
            {t('results')}
          </h2>
          {!result ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{optional ? t('askOne') : t('askFirst')}</p>
              <p className={styles.emptyText}>
                {t.rich('examples', {
                  battery: (chunks) => <Link href={selectHref({ voltage: 60, current: 40 })}>{chunks}</Link>,
                  dcdc: (chunks) => <Link href={selectHref({ voltage: 500, power: 6000 })}>{chunks}</Link>,
                })}
              </p>
            </div>
          ) : result.total ? (
            <>
              <div className={styles.summary}>
                <p className={styles.count} aria-live="polite">
                  {t.rich('count', { count: result.total, strong: (chunks) => <strong>{chunks}</strong> })}
                </p>
                {result.list.length > 1 ? (
                  <Link href={compareHref(result.list)} className={styles.compare}>
                    {t('compareTop', { count: Math.min(result.list.length, 4) })}
                  </Link>
                ) : null}
              </div>
              <p className={styles.note}>{t('ranking')}</p>
              <SelectResults list={result.list} offset={(page - 1) * PAGE_SIZE} />
              <Pagination labels={await paginationLabels()} page={page} size={PAGE_SIZE} total={result.total} href={(target) => pathIn(lang, selectHref(need, target))} />
            </>
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('noneTitle')}</p>
              <p className={styles.emptyText}>{optional ? t('noneTextOptional') : t('noneText')}</p>
              <p className={styles.emptyActions}>
                <Link href="/product/select" className={emptyState.ghost}>
                  {t('clear')}
                </Link>
                <Link href="/contact" className={emptyState.primary}>
                  {t('contactSales')}
                </Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
