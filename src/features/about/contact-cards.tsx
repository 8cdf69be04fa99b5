import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/i18n/navigation'

import type { companyInfo, siteConfig } from '@/data/site.server'
import { socialQrCodes } from '@/features/layout/social-qr-codes'

import styles from './about.module.css'

type SiteConfig = Awaited<ReturnType<typeof siteConfig>>
type CompanyInfo = Awaited<ReturnType<typeof companyInfo>>

/** tel: target of a printed number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

type Line = { label: string; value: string; href?: string }

function Lines({ lines }: { lines: Line[] }) {
  const shown = lines.filter((line) => line.value)
  if (!shown.length) return null
  return (
    <dl className={styles.lines}>
      {shown.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Contact channels a visitor can act on: call, write, add on WeChat, visit. */
export async function ContactCards({ config, info, headingLevel = 3 }: { config: SiteConfig; info: CompanyInfo; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = await getTranslations('contact.cards')
  const channels = [
    {
      key: 'sales',
      title: t('salesTitle'),
      text: t('salesText'),
      phone: config.information_phone,
      lines: [{ label: t('salesWechat'), value: config.business_wechat }],
    },
    {
      key: 'support',
      title: t('supportTitle'),
      text: t('supportText'),
      phone: config.technical_support_phone,
      lines: [{ label: t('supportWechat'), value: config.tech_wechat }],
    },
    {
      key: 'service',
      title: t('serviceTitle'),
      text: t('serviceText'),
      phone: config.server_phone,
      lines: [{ label: t('serviceWechat'), value: config.customer_service_wechat }],
      action: { href: '/apply/after', label: t('serviceAction') },
    },
  ].filter((channel) => channel.phone || channel.lines.some((line) => line.value))
  const qrCodes = socialQrCodes(config, { wechat: t('qrWechat'), weibo: t('qrWeibo'), douyin: t('qrDouyin') })
  return (
    <div className={styles.contact}>
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.key} className={styles.card}>
            <Heading className={styles.cardTitle}>{channel.title}</Heading>
            <p className={styles.cardText}>{channel.text}</p>
            {channel.phone ? (
              <a className={styles.phone} href={telHref(channel.phone)} aria-label={t('phoneLabel', { title: channel.title, phone: channel.phone })}>
                {channel.phone}
              </a>
            ) : null}
            <Lines lines={channel.lines} />
            {channel.action ? (
              <Link className={styles.cardAction} href={channel.action.href}>
                {channel.action.label}
              </Link>
            ) : null}
          </li>
        ))}
        <li className={styles.card}>
          <Heading className={styles.cardTitle}>{t('switchboardTitle')}</Heading>
          <p className={styles.cardText}>{t('switchboardText')}</p>
          {info.phone ? (
            <a className={styles.phone} href={telHref(info.phone)} aria-label={t('switchboardLabel', { phone: info.phone })}>
              {info.phone}
            </a>
          ) : null}
          <Lines
            lines={[
              { label: t('fax'), value: info.fax },
              { label: t('email'), value: info.email, href: info.email ? `mailto:${info.email}` : undefined },
            ]}
          />
        </li>
      </ul>
      <div className={styles.visit}>
        <div className={styles.address}>
          <Heading className={styles.cardTitle}>{t('addressTitle')}</Heading>
          <address>
            {info.name ? <strong>{info.name}</strong> : null}
            <span>{info.address || config.system.footer.address}</span>
          </address>
          <Lines
            lines={[
              { label: t('postcode'), value: info.postcode },
              { label: t('workTime'), value: info.work_time },
              { label: t('production'), value: config.production_line },
            ]}
          />
        </div>
        {qrCodes.length ? (
          <div className={styles.qrBlock}>
            <Heading className={styles.cardTitle}>{t('follow')}</Heading>
            <ul className={styles.qrCodes}>
              {qrCodes.map((qr) => (
                <li key={qr.label}>
                  <Image src={qr.src} alt={t('qrCode', { label: qr.label })} width={112} height={112} />
                  <span>{qr.label}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
