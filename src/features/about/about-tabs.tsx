import { getTranslations } from 'next-intl/server'

import { ChipNav } from '@/features/layout/chip-nav'
import { pathIn, type SiteLanguage } from '@/i18n/routing'

import styles from './about.module.css'

export const ABOUT_TABS = [
  { key: 'intro', href: '/about' },
  { key: 'honor', href: '/about?tab=honor' },
  { key: 'join', href: '/about?tab=join' },
  { key: 'contact', href: '/about?tab=contact' },
  { key: 'data', href: '/about?tab=data' },
] as const

export type AboutTab = (typeof ABOUT_TABS)[number]['key']

/** The tab of ?tab=; `job` (the seeded menu's link) means 加入我们; anything else is the introduction. */
export function aboutTab(value: string | string[] | undefined): AboutTab {
  if (value === 'job') return 'join'
  return ABOUT_TABS.find((tab) => tab.key === value)?.key ?? 'intro'
}

/** Tabs as plain links: each one is its own URL, rendered on the server, so they work without script. */
export async function AboutTabs({ active, lang }: { active: AboutTab; lang: SiteLanguage }) {
  const t = await getTranslations('about')
  return (
    <ChipNav
      look="tabs"
      label={t('tabsLabel')}
      className={styles.tabs}
      links={ABOUT_TABS.map((tab) => ({ label: t(`tabs.${tab.key}`), href: pathIn(lang, tab.href), current: tab.key === active }))}
    />
  )
}
