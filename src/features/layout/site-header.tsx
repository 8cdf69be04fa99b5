import Link from 'next/link'

import type { NavEntry } from '@/data/site.server'
import { MemberEntry } from '@/features/member/member-entry'
import { MENU_TOGGLE_ID } from '@/features/navigation/menu-toggle'

type Props = { siteName: string; logo: string; items: NavEntry[] }

/** Logo, the header menu with dropdowns (keyboard reachable through focus-within), search and the member entry (login dialog on demand). */
export function SiteHeader({ siteName, logo, items }: Props) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="brand" aria-label={`${siteName} 首页`}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small logo, sized by CSS
            <img src={logo} alt={siteName} width={160} height={40} className="brand__logo" />
          ) : (
            siteName
          )}
        </Link>
        {/* One menu for every width: below 992 px this checkbox opens it as a drop-down, with no script. */}
        <input type="checkbox" id={MENU_TOGGLE_ID} className="site-nav__check" aria-label="打开菜单" />
        <label htmlFor={MENU_TOGGLE_ID} className="site-nav__toggle" aria-hidden="true">
          菜单
        </label>
        <nav aria-label="主菜单" className="site-nav">
          <Menu items={items} />
        </nav>
        <form action="/search" method="get" role="search" className="site-search">
          <label htmlFor="site-search-input" className="visually-hidden">
            搜索产品、新闻与资料
          </label>
          <input id="site-search-input" name="keyword" type="search" placeholder="搜索产品、新闻与资料" maxLength={100} />
          <button type="submit">搜索</button>
        </form>
        <MemberEntry />
      </div>
    </header>
  )
}

function Menu({ items }: { items: NavEntry[] }) {
  return (
    <ul className="menu">
      {items.map((item) => (
        <li key={item.id} className={item.children.length ? 'menu__item menu__item--parent' : 'menu__item'}>
          <Link href={item.url || '#'}>{item.title}</Link>
          {item.children.length ? (
            <ul className="menu__children">
              {item.children.map((child) => (
                <li key={child.id}>
                  <Link href={child.url}>{child.title}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
