import { getTranslations } from 'next-intl/server'

import type { SiteLanguage } from '@/i18n/routing'

import styles from './translation-note.module.css'

/** Says that a document has no version in the page's language and is shown in Chinese (never an empty page). */
export async function TranslationNote({ lang, translated }: { lang: SiteLanguage; translated: boolean }) {
  if (translated) return null
  const t = await getTranslations({ locale: lang, namespace: 'layout' })
  return (
    <p className={`container ${styles.note}`} role="note" lang={lang}>
      {t('missingTranslation')}
    </p>
  )
}
