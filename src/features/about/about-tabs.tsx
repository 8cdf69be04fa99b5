import { Link } from '@/i18n/navigation'

import styles from './about.module.css'

export const ABOUT_TABS = [
  { key: 'intro', label: '企业简介', href: '/about' },
  { key: 'honor', label: '荣誉资质', href: '/about?tab=honor' },
  { key: 'join', label: '加入我们', href: '/about?tab=join' },
  { key: 'contact', label: '联系我们', href: '/about?tab=contact' },
  { key: 'data', label: '资料列表', href: '/about?tab=data' },
] as const

export type AboutTab = (typeof ABOUT_TABS)[number]['key']

/** The tab of ?tab=; `job` (the seeded menu's link) means 加入我们; anything else is the introduction. */
export function aboutTab(value: string | string[] | undefined): AboutTab {
  if (value === 'job') return 'join'
  return ABOUT_TABS.find((tab) => tab.key === value)?.key ?? 'intro'
}

/** Tabs as plain links: each one is its own URL, rendered on the server, so they work without script. */
export function AboutTabs({ active }: { active: AboutTab }) {
  return (
    <nav aria-label="关于我们栏目" className={styles.tabs}>
      <ul>
        {ABOUT_TABS.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} aria-current={tab.key === active ? 'page' : undefined} className={styles.tab}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
