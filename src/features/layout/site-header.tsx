import { getTranslations } from 'next-intl/server'
import type React from 'react'

import type { NavEntry } from '@/data/site.server'
import { MemberEntry } from '@/features/member/member-entry'
import { SuggestingInput } from '@/features/search-suggest/suggesting-input'
import { suggestLabels } from '@/features/search-suggest/suggest-labels.server'
import { MENU_TOGGLE_ID } from '@/features/site-effects/menu-toggle'
import { Link } from '@/i18n/navigation'
import { pathIn, type SiteLanguage } from '@/i18n/routing'

import { NavChildren } from './nav-children'

type Props = { lang: SiteLanguage; siteName: string; logo: string; items: NavEntry[]; languageSwitch: React.ReactNode }

/** Logo, the header menu with dropdowns (keyboard reachable through focus-within), search, the language switch and the member entry (login dialog on demand); how it folds on narrower screens: site.css. */
export async function SiteHeader({ lang, siteName, logo, items, languageSwitch }: Props) {
  const [t, member, suggest] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'layout' }),
    getTranslations({ locale: lang, namespace: 'member' }),
    suggestLabels(lang),
  ])
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" locale={lang} className="brand" aria-label={t('home', { siteName })}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small logo, sized by CSS
            <img src={logo} alt={siteName} width={160} height={40} className="brand__logo" />
          ) : (
            siteName
          )}
        </Link>
        {/* One menu for every width: below 1200 px this checkbox opens it as a drop-down, with no script. */}
        <input type="checkbox" id={MENU_TOGGLE_ID} className="site-nav__check" aria-label={t('openMenu')} />
        <label htmlFor={MENU_TOGGLE_ID} className="site-nav__toggle" aria-hidden="true">
          <svg className="site-nav__icon" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="site-nav__label">{t('menu')}</span>
        </label>
        <nav aria-label={t('mainMenu')} className="site-nav">
          <Menu items={items} lang={lang} />
        </nav>
        <form action={pathIn(lang, '/search')} method="get" role="search" aria-labelledby="site-search-label" className="site-search">
          <label htmlFor="site-search-input" id="site-search-label" className="visually-hidden">
            {t('searchLabel')}
          </label>
          <SuggestingInput id="site-search-input" lang={lang} labels={suggest} placeholder={t('searchPlaceholder')} />
          <button type="submit">{t('search')}</button>
        </form>
        {/* On phones the search is the search screen, one tap away. */}
        <Link href="/search" locale={lang} className="site-search-link" aria-label={t('searchLabel')} prefetch={false}>
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        {languageSwitch}
        <MemberEntry
          homeHref={pathIn(lang, '/')}
          centreHref={pathIn(lang, '/member')}
          signUpHref={pathIn(lang, '/sign-up')}
          labels={{ centre: member('centre'), logout: member('logout'), login: member('login'), signUp: member('signUp') }}
        />
      </div>
    </header>
  )
}

function Menu({ items, lang }: { items: NavEntry[]; lang: SiteLanguage }) {
  return (
    <ul className="menu">
      {items.map((item) => (
        <li key={item.id} className={item.children.length ? 'menu__item menu__item--parent' : 'menu__item'}>
          <Link href={item.url || '#'} locale={lang}>
            {item.title}
          </Link>
          <NavChildren entry={item} lang={lang} className="menu__children" />
        </li>
      ))}
    </ul>
  )
}
