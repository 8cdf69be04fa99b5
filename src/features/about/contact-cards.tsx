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
export function ContactCards({ config, info, headingLevel = 3 }: { config: SiteConfig; info: CompanyInfo; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const channels = [
    {
      key: 'sales',
      title: '销售咨询',
      text: '产品选型、报价与样机试用',
      phone: config.information_phone,
      lines: [{ label: '商务微信', value: config.business_wechat }],
    },
    {
      key: 'support',
      title: '技术支持',
      text: '使用操作、编程与测试方案',
      phone: config.technical_support_phone,
      lines: [{ label: '技术微信', value: config.tech_wechat }],
    },
    {
      key: 'service',
      title: '售后服务',
      text: '维修、校准与固件升级',
      phone: config.server_phone,
      lines: [{ label: '客服微信', value: config.customer_service_wechat }],
      action: { href: '/apply/after', label: '在线申请售后' },
    },
  ].filter((channel) => channel.phone || channel.lines.some((line) => line.value))
  // Translated with the rest of the contact screen (issue 13, UI catalogue).
  const qrCodes = socialQrCodes(config, { wechat: '微信公众号', weibo: '官方微博', douyin: '抖音号' })
  return (
    <div className={styles.contact}>
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.key} className={styles.card}>
            <Heading className={styles.cardTitle}>{channel.title}</Heading>
            <p className={styles.cardText}>{channel.text}</p>
            {channel.phone ? (
              <a className={styles.phone} href={telHref(channel.phone)} aria-label={`${channel.title}电话 ${channel.phone}`}>
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
          <Heading className={styles.cardTitle}>公司总机</Heading>
          <p className={styles.cardText}>商务合作与综合事务</p>
          {info.phone ? (
            <a className={styles.phone} href={telHref(info.phone)} aria-label={`公司总机 ${info.phone}`}>
              {info.phone}
            </a>
          ) : null}
          <Lines
            lines={[
              { label: '传真', value: info.fax },
              { label: '邮箱', value: info.email, href: info.email ? `mailto:${info.email}` : undefined },
            ]}
          />
        </li>
      </ul>
      <div className={styles.visit}>
        <div className={styles.address}>
          <Heading className={styles.cardTitle}>公司地址</Heading>
          <address>
            {info.name ? <strong>{info.name}</strong> : null}
            <span>{info.address || config.system.footer.address}</span>
          </address>
          <Lines
            lines={[
              { label: '邮编', value: info.postcode },
              { label: '工作时间', value: info.work_time },
              { label: '生产基地', value: config.production_line },
            ]}
          />
        </div>
        {qrCodes.length ? (
          <div className={styles.qrBlock}>
            <Heading className={styles.cardTitle}>关注我们</Heading>
            <ul className={styles.qrCodes}>
              {qrCodes.map((qr) => (
                <li key={qr.label}>
                  <Image src={qr.src} alt={`${qr.label}二维码`} width={112} height={112} />
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
