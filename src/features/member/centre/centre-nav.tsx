import { getLocale } from 'next-intl/server'

import { Link, localizedHref } from '@/i18n/navigation'
import { isSiteLanguage, routing } from '@/i18n/routing'

import styles from './centre.module.css'
import { CENTRE_TABS, type CentreTab } from './tabs'

const SHORTCUTS = [
  { label: '申请售后服务', href: '/apply/after' },
  { label: '申请培训', href: '/apply/training' },
  { label: '近期活动', href: '/activity' },
]

/**
 * The member centre's menu: each section is its own URL (?tab=), rendered on
 * the server. The sections are whole-page links: the centre renders per
 * request, and a client navigation that changes only the query of a rewritten
 * path (`/member` is the `[view]=zh` screen) would keep the section on screen.
 */
export async function CentreNav({ active, name }: { active: CentreTab; name: string }) {
  const locale = await getLocale()
  const lang = isSiteLanguage(locale) ? locale : routing.defaultLocale
  return (
    <aside className={styles.aside}>
      <p className={styles.hello}>
        您好，<strong>{name}</strong>
      </p>
      <nav aria-label="会员中心菜单">
        <ul className={styles.menu}>
          {CENTRE_TABS.map((tab) => (
            <li key={tab.key}>
              <a href={localizedHref(lang, tab.href)} aria-current={tab.key === active ? 'page' : undefined} className={styles.menuLink}>
                {tab.label}
              </a>
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
