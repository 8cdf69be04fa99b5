import { getLocale, getTranslations } from 'next-intl/server'

import { Link, localizedHref } from '@/i18n/navigation'
import { isSiteLanguage, pathIn, routing } from '@/i18n/routing'
import { HAN_NAME } from '@/lib/member-hint'

import { LogoutButton } from '../logout-button'

import styles from './centre.module.css'
import { CENTRE_TABS, type CentreTab } from './tabs'

const SHORTCUTS = [
  { key: 'afterSales', href: '/apply/after' },
  { key: 'training', href: '/apply/training' },
  { key: 'activity', href: '/activity' },
] as const

/**
 * The member centre's menu: each section is its own URL (?tab=), rendered on
 * the server. The sections are whole-page links: the centre renders per
 * request, and a client navigation that changes only the query of a rewritten
 * path (`/member` is the `[view]=zh` screen) would keep the section on screen.
 */
export async function CentreNav({ active, name }: { active: CentreTab; name: string }) {
  const locale = await getLocale()
  const lang = isSiteLanguage(locale) ? locale : routing.defaultLocale
  const t = await getTranslations('member.centrePage')
  return (
    <aside className={styles.aside}>
      <p className={styles.hello}>{t.rich('hello', { name, strong: (chunks) => <strong lang={HAN_NAME.test(name) ? 'zh' : undefined}>{chunks}</strong> })}</p>
      <nav aria-label={t('menu')}>
        <ul className={styles.menu}>
          {CENTRE_TABS.map((tab) => (
            <li key={tab.key}>
              <a href={localizedHref(lang, tab.href)} aria-current={tab.key === active ? 'page' : undefined} className={styles.menuLink}>
                {t(`tabs.${tab.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.shortcuts} aria-label={t('shortcuts')}>
        {SHORTCUTS.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{t(item.key)}</Link>
          </li>
        ))}
      </ul>
      {/* On phones the header shows the member's name only: logging out is here. */}
      <LogoutButton homeHref={pathIn(lang, '/')} label={t('logout')} className={styles.logout} />
    </aside>
  )
}
