import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { isSiteLanguage, routing } from '@/i18n/routing'

import { MissingPath } from './missing-path'

/** The language the root layout set for this render (next-intl's setRequestLocale), else the default. */
async function renderLanguage() {
  const locale = await getLocale()
  return isSiteLanguage(locale) ? locale : routing.defaultLocale
}

/** The 404's title, in the page's language (each root layout's not-found.tsx). */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await renderLanguage(), namespace: 'layout' })
  return { title: t('notFoundTitle') }
}

/** The site's 404 message with the way back, in the page's language. */
export async function NotFoundScreen() {
  const lang = await renderLanguage()
  const t = await getTranslations({ locale: lang, namespace: 'layout' })
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p>
        <MissingPath />
      </p>
      <p>
        <Link href="/" locale={lang}>
          {t('notFoundHome')}
        </Link>{' '}
        ·{' '}
        <Link href="/product" locale={lang}>
          {t('notFoundProducts')}
        </Link>{' '}
        ·{' '}
        <Link href="/search" locale={lang}>
          {t('notFoundSearch')}
        </Link>
      </p>
    </section>
  )
}
