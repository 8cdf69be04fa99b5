import type { NavEntry } from '@/data/site.server'
import { Link } from '@/i18n/navigation'
import { HTML_LANG, type SiteLanguage } from '@/i18n/routing'

import { footerColumns } from './footer-columns'
import { NavChildren } from './nav-children'

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
        <div className="site-footer__aside">
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
