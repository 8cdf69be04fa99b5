import Link from 'next/link'

import type { NavEntry } from '@/data/site.server'

type Props = {
  groups: NavEntry[]
  phones: { label: string; value: string }[]
  qrCodes: { label: string; src: string }[]
  company: { name: string; address: string; email: string }
  copyright: string
  icp: string
}

/** Footer groups from the footer navigation, contact phones, QR codes, company facts, copyright and ICP filing. */
export function SiteFooter({ groups, phones, qrCodes, company, copyright, icp }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label="页脚导航" className="site-footer__groups">
          {groups.map((group) => (
            <div key={group.id} className="site-footer__group">
              <h2 className="site-footer__title">
                <Link href={group.url || '#'}>{group.title}</Link>
              </h2>
              {group.children.length ? (
                <ul>
                  {group.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.url}>{child.title}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </nav>
        <div className="site-footer__contact">
          {phones.map((phone) => (
            <p key={phone.label}>
              <span>{phone.label}</span> <a href={`tel:${phone.value.replace(/[^\d+]/g, '')}`}>{phone.value}</a>
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
                <img src={qr.src} alt={`${qr.label}二维码`} width={96} height={96} loading="lazy" />
                <span>{qr.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="container site-footer__legal">
        <span>{copyright || company.name}</span>
        {icp ? (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {icp}
          </a>
        ) : null}
      </div>
    </footer>
  )
}
