import type { NavEntry } from '@/data/site.server'
import { Link } from '@/i18n/navigation'
import { HTML_LANG, type SiteLanguage } from '@/i18n/routing'

import { NavChildren } from './nav-children'

export type FooterColumn = { kind: 'group'; group: NavEntry } | { kind: 'links'; links: NavEntry[] }

/**
 * The footer's columns: a group with links under it is a column headed by its
 * title; groups without any (首页, 下载中心, 企业文化 by default) are links in
 * their own right, gathered into one column of plain links where the first of
 * them stands, so no heading stands over an empty column.
 */
export function footerColumns(groups: NavEntry[]): FooterColumn[] {
  const columns: FooterColumn[] = []
  let links: NavEntry[] | null = null
  for (const group of groups) {
    if (group.children.length) columns.push({ kind: 'group', group })
    else if (links) links.push(group)
    else columns.push({ kind: 'links', links: (links = [group]) })
  }
  return columns
}

type Props = {
  lang: SiteLanguage
  labels: { footerNav: string; qrCode: (label: string) => string }
  groups: NavEntry[]
  phones: { label: string; value: string }[]
  qrCodes: { label: string; src: string }[]
  company: { name: string; address: string; email: string }
  copyright: string
  icp: string
}

/** Footer groups from the footer navigation, contact phones, QR codes, company facts, copyright and ICP filing. */
export function SiteFooter({ lang, labels, groups, phones, qrCodes, company, copyright, icp }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label={labels.footerNav} className="site-footer__groups">
          {footerColumns(groups).map((column) =>
            column.kind === 'group' ? (
              <div key={column.group.id} className="site-footer__group">
                <h2 className="site-footer__title">
                  <Link href={column.group.url || '#'} locale={lang}>
                    {column.group.title}
                  </Link>
                </h2>
                <NavChildren entry={column.group} lang={lang} />
              </div>
            ) : (
              <ul key={column.links[0]?.id} className="site-footer__group site-footer__links">
                {column.links.map((link) => (
                  <li key={link.id} className="site-footer__title">
                    <Link href={link.url || '/'} locale={lang}>
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ),
          )}
        </nav>
        <div className="site-footer__contact">
          {phones.map((phone) => (
            <p key={phone.label}>
              <span>{phone.label}</span>{' '}
              <a href={`tel:${phone.value.replace(/[^\d+]/g, '')}`} className="site-footer__phone">
                {phone.value}
              </a>
            </p>
          ))}
          {company.address ? <p>{company.address}</p> : null}
          {company.email ? (
            <p>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          ) : null}
        </div>
        {qrCodes.length ? (
          <ul className="site-footer__qr">
            {qrCodes.map((qr) => (
              <li key={qr.label}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small QR codes, sized by CSS */}
                <img src={qr.src} alt={labels.qrCode(qr.label)} width={96} height={96} loading="lazy" />
                <span>{qr.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="container site-footer__legal">
        <span>{copyright || company.name}</span>
        {icp ? (
          // The filing number is Chinese on every page: the English one says so (WCAG 3.1.2).
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" lang={lang === 'zh' ? undefined : HTML_LANG.zh}>
            {icp}
          </a>
        ) : null}
      </div>
    </footer>
  )
}
