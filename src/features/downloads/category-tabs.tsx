import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './downloads.module.css'

type Props = { categories: { id: number; name: string }[]; active?: number; href: (categoryId?: number) => string }

/** Category filter as plain links, so the URL holds the choice and it works without script. */
export async function CategoryTabs({ categories, active, href }: Props) {
  const [t, common] = await Promise.all([getTranslations('downloads'), getTranslations('common')])
  const tabs = [{ id: undefined, name: common('all') }, ...categories]
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id ?? 'all'}>
            <Link href={href(tab.id)} aria-current={tab.id === active ? 'page' : undefined} className={styles.tab}>
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
