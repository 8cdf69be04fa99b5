import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { Link } from '@/i18n/navigation'
import type { SiteLanguage } from '@/i18n/routing'

import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { paginationLabels } from '@/features/layout/pagination-labels.server'
import { EARLY_SEARCH_SCRIPT } from '@/features/search/early-search'
import { suggestLabels } from '@/features/search-suggest/suggest-labels.server'
import type { SearchLabels } from '@/features/search/search-labels'
import { SearchScreen } from '@/features/search/search-screen'
import styles from '@/features/search/search.module.css'
import { screenMetadata } from '@/features/seo/screen-metadata'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

const SUGGESTIONS = ['dcPower', 'load', 'bidirectional', 'psd', 'scpi', 'manual', 'battery'] as const

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('search', '/search', { robots: { index: false } })

async function Suggestions({ label }: { label: string }) {
  const t = await getTranslations('search')
  return (
    <>
      <p className={styles.stateLabel}>{label}</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((key) => {
          const word = t(`suggestions.${key}`)
          return (
            <li key={key}>
              <Link href={`/search?keyword=${encodeURIComponent(word)}`}>{word}</Link>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** The screen's words for the browser: messages with a value keep their {placeholder} (search-labels.ts). */
async function searchLabels(lang: SiteLanguage): Promise<SearchLabels> {
  const [t, common] = await Promise.all([getTranslations('search'), getTranslations('common')])
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string
  const group = (kind: 'products' | 'news' | 'downloads') => ({
    title: t(`groups.${kind}.title`),
    count: raw(`groups.${kind}.count`),
    more: t(`groups.${kind}.more`),
    empty: t(`groups.${kind}.empty`),
    viewAll: raw(`groups.${kind}.viewAll`),
  })
  return {
    lang,
    title: t('title'),
    documentTitle: raw('documentTitle'),
    documentTitleEmpty: t('documentTitleEmpty'),
    resultsTitle: raw('resultsTitle'),
    inputLabel: t('inputLabel'),
    placeholder: t('placeholder'),
    button: common('search'),
    searching: raw('searching'),
    opening: t('opening'),
    failed: raw('failed'),
    systemError: t('systemError'),
    empty: raw('empty'),
    total: { one: raw('total.one'), other: raw('total.other') },
    groupsLabel: t('groupsLabel'),
    backToAll: t('backToAll'),
    also: raw('also'),
    alsoSeparator: t('alsoSeparator'),
    partial: t('partial'),
    suggest: await suggestLabels(lang),
    version: raw('version'),
    groups: { products: group('products'), news: group('news'), downloads: group('downloads') },
  }
}

/**
 * One cached page for every keyword: the form and the results come from the
 * browser's call of GET /api/index/search (SearchScreen), so a new keyword
 * costs one index query, not a page render.
 */
export default async function SearchPage({ params }: Props) {
  const { lang } = await screenView(params)
  const [t, labels] = await Promise.all([getTranslations('search'), searchLabels(lang)])
  const prompt = (
    <section className={styles.state} aria-labelledby="search-prompt">
      <h2 id="search-prompt">{t('promptTitle')}</h2>
      <p>{t('promptText')}</p>
      <Suggestions label={t('popular')} />
    </section>
  )
  const emptyHelp = (
    <>
      <ul>
        <li>{t('tips.typo')}</li>
        <li>{t('tips.general')}</li>
        <li>{t('tips.prefix')}</li>
      </ul>
      <Suggestions label={t('tryThese')} />
      <p className={styles.shortcuts}>
        <Link href="/product">{t('browseProducts')}</Link>
        <Link href="/download">{t('toDownloads')}</Link>
        <Link href="/contact">{t('contactEngineers')}</Link>
      </p>
    </>
  )
  return (
    <div className="container page">
      {/* Before the screen's HTML, so that it runs before the first paint. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }} />
      <Suspense
        fallback={
          <>
            <h1>{labels.title}</h1>
            <p className={styles.loading} role="status">
              {t('opening')}
            </p>
            <noscript>
              <p>
                {t.rich('noscript', {
                  products: (chunks) => <Link href="/product">{chunks}</Link>,
                  downloads: (chunks) => <Link href="/download">{chunks}</Link>,
                })}
              </p>
            </noscript>
          </>
        }
      >
        <SearchScreen prompt={prompt} emptyHelp={emptyHelp} paginationLabels={await paginationLabels()} labels={labels} />
      </Suspense>
    </div>
  )
}
