import { getTranslations } from 'next-intl/server'

import { ChipNav } from '@/features/layout/chip-nav'

import styles from './downloads.module.css'

type Props = { categories: { id: number; name: string }[]; active?: number; href: (categoryId?: number) => string }

/** Category filter as plain links, so the URL holds the choice and it works without script; `href` gives each URL in the page's language. */
export async function CategoryTabs({ categories, active, href }: Props) {
  const [t, common] = await Promise.all([getTranslations('downloads'), getTranslations('common')])
  const tabs = [{ id: undefined, name: common('all') }, ...categories]
  return (
    <ChipNav look="tabs" label={t('categoriesLabel')} className={styles.tabs} links={tabs.map((tab) => ({ label: tab.name, href: href(tab.id), current: tab.id === active }))} />
  )
}
