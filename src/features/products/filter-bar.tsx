import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { isSiteLanguage, pathIn, routing, type SiteLanguage } from '@/i18n/routing'

import type { Facet } from '@/data/products.server'
import { ChipNav } from '@/features/layout/chip-nav'

import { facetValueLabel, productHref, type ProductQuery, withFilter } from './product-query'
import styles from './products.module.css'

type Option = { label: string; href: string; active: boolean }

type RowProps = { id: string; label: string; anyLabel: string; options: Option[]; anyHref: string; anyActive: boolean; lang: SiteLanguage }

function FilterRow({ id, label, anyLabel, options, anyHref, anyActive, lang }: RowProps) {
  const links = [{ label: anyLabel, href: anyHref, active: anyActive }, ...options]
  return (
    <div className={styles.filterRow}>
      <dt id={id} className={styles.filterLabel}>
        {label}
      </dt>
      <dd className={styles.filterValues}>
        <ChipNav labelledBy={id} currentIs="true" links={links.map((link) => ({ label: link.label, href: pathIn(lang, link.href), current: link.active }))} />
      </dd>
    </div>
  )
}

/** Series and facet filters as plain links: choosing a value sets it, choosing it again (or 不限) removes it. */
export async function FilterBar({ query, types, facets }: { query: ProductQuery; types: string[]; facets: Facet[] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('products.filters')])
  const lang = isSiteLanguage(locale) ? locale : routing.defaultLocale
  const byName = new Intl.Collator(locale === 'zh' ? 'zh-CN' : locale, { numeric: true })
  const seriesList = [...new Set([...(query.type ? [query.type] : []), ...types])].sort(byName.compare)
  return (
    <section className={styles.filters} aria-labelledby="filters-title">
      <h2 id="filters-title" className="visually-hidden">
        {t('title')}
      </h2>
      <dl className={styles.filterList}>
        {seriesList.length ? (
          <FilterRow
            id="filter-type"
            lang={lang}
            label={t('series')}
            anyLabel={t('any')}
            anyHref={productHref(query, { type: '', page: 1 })}
            anyActive={!query.type}
            options={seriesList.map((series) => ({
              label: series,
              href: productHref(query, { type: query.type === series ? '' : series, page: 1 }),
              active: query.type === series,
            }))}
          />
        ) : null}
        {facets.map((facet) => {
          const values = facet.kind === 'range' ? facet.ranges.map((range) => range.value) : facet.options
          const current = query.filters[facet.key]
          // A single choice narrows nothing worth a row (e.g. 通道数 in a category of single-output models).
          if (values.length < 2 && !current) return null
          return (
            <FilterRow
              key={facet.key}
              id={`filter-${facet.key}`}
              lang={lang}
              label={facet.name}
              anyLabel={t('any')}
              anyHref={withFilter(query, facet.key, null)}
              anyActive={!current}
              options={values.map((value) => ({
                label: facetValueLabel(facet, value),
                href: withFilter(query, facet.key, current === value ? null : value),
                active: current === value,
              }))}
            />
          )
        })}
      </dl>
      {query.category ? null : <p className={styles.filterHint}>{t('hint')}</p>}
    </section>
  )
}

/** The filters in force, each removable, with a link clearing them all. */
export async function ActiveFilters({ query, facets }: { query: ProductQuery; facets: Facet[] }) {
  const t = await getTranslations('products.filters')
  const chips: { label: string; href: string }[] = []
  if (query.type) chips.push({ label: t('activeSeries', { value: query.type }), href: productHref(query, { type: '', page: 1 }) })
  for (const facet of facets) {
    const value = query.filters[facet.key]
    if (value) chips.push({ label: t('activeFacet', { name: facet.name, value: facetValueLabel(facet, value) }), href: withFilter(query, facet.key, null) })
  }
  if (query.keyword) chips.push({ label: t('activeKeyword', { value: query.keyword }), href: productHref(query, { keyword: '', page: 1 }) })
  if (!chips.length) return null
  return (
    <div className={styles.active}>
      <span className={styles.activeLabel} id="active-filters-title">
        {t('active')}
      </span>
      <ul className={styles.chips} aria-labelledby="active-filters-title">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link href={chip.href} className={styles.activeChip} aria-label={t('remove', { label: chip.label })}>
              {chip.label}
              <span aria-hidden="true" className={styles.activeX}>
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={productHref(query, { type: '', filters: {}, keyword: '', page: 1 })} className={styles.clearAll}>
        {t('clearAll')}
      </Link>
    </div>
  )
}
