import { getLocale, getTranslations } from 'next-intl/server'

import { isSiteLanguage, pathIn, routing } from '@/i18n/routing'

import { ProductTrayBar } from './product-tray-bar'

/**
 * The compare tray and inquiry basket bar of every page (product-tray-bar.tsx,
 * a client component), given its words and the language prefix of its links
 * on the server, so no catalogue reaches the browser.
 */
export async function ProductTray() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('compare.tray')])
  const lang = isSiteLanguage(locale) ? locale : routing.defaultLocale
  const labels = { label: t('label'), title: t('title'), chips: t('chips'), remove: t('remove'), clear: t('clear'), go: t('go'), inquiry: t('inquiry') }
  // pathIn of the empty path is the language's prefix: '' or '/en'.
  return <ProductTrayBar labels={labels} prefix={pathIn(lang, '')} />
}
