import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { SiteLanguage } from '@/i18n/routing'

import type { SuggestLabels } from './suggesting-input'

/** The suggestion list's words in the page's language (messages `search.suggest`); `count` keeps its {count}. */
export async function suggestLabels(lang: SiteLanguage): Promise<SuggestLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'search' })
  return {
    list: t('suggest.list'),
    count: t.raw('suggest.count') as string,
    types: { model: t('suggest.types.model'), series: t('suggest.types.series'), category: t('suggest.types.category'), query: t('suggest.types.query') },
  }
}
