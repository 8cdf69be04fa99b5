import Link from 'next/link'

import styles from './centre.module.css'
import { CENTRE_TABS, type CentreTab } from './tabs'

const SHORTCUTS = [
  { label: '申请售后服务', href: '/apply/after' },
  { label: '申请培训', href: '/apply/training' },
  { label: '近期活动', href: '/activity' },
]

/** The member centre's menu: each section is its own URL (?tab=), rendered on the server. */
export function CentreNav({ active, name }: { active: CentreTab; name: string }) {
  return (
    <aside className={styles.aside}>
      <p className={styles.hello}>
        您好，<strong>{name}</strong>
      </p>
      <nav aria-label="会员中心菜单">
        <ul className={styles.menu}>
          {CENTRE_TABS.map((tab) => (
            <li key={tab.key}>
              <Link href={tab.href} aria-current={tab.key === active ? 'page' : undefined} className={styles.menuLink} scroll={false}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.shortcuts} aria-label="快捷入口">
        {SHORTCUTS.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
