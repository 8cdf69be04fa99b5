import type { Metadata } from 'next'
import { Link } from '@/i18n/navigation'

import { companyInfo, siteConfig } from '@/data/site.server'
import styles from '@/features/about/about.module.css'
import { ContactCards, telHref } from '@/features/about/contact-cards'
import { JsonLd } from '@/features/seo/json-ld'

import contactStyles from './contact.module.css'
import { screenQuery, type ViewParams } from '@/features/layout/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: '联系我们',
  description: '精源电子销售咨询、技术支持与售后服务电话、微信、邮箱、传真和公司地址。',
  alternates: { canonical: '/contact' },
}

export default async function ContactPage({ params }: { params: ViewParams }) {
  await screenQuery(params)
  const [config, info] = await Promise.all([siteConfig(), companyInfo()])
  const name = info.name || config.system.site.name || '精源电子'
  return (
    <div className="container page">
      <h1>联系我们</h1>
      <p className={styles.lead}>无论是产品选型、技术问题还是售后服务，都可以直接联系对应的团队，我们会尽快答复。</p>
      <section aria-labelledby="contact-channels">
        <h2 id="contact-channels" className="visually-hidden">
          联系方式
        </h2>
        <ContactCards config={config} info={info} />
      </section>
      <section className={contactStyles.service} aria-labelledby="after-sales">
        <div>
          <h2 id="after-sales">售后服务</h2>
          <p>
            设备需要维修、计量校准或固件升级？在线提交售后申请，客服会在 2 小时内（工作时间）与您联系，并全程跟进处理进度。
            {config.server_phone ? (
              <>
                紧急情况请直接拨打售后热线 <a href={telHref(config.server_phone)}>{config.server_phone}</a>。
              </>
            ) : null}
          </p>
        </div>
        <div className={contactStyles.actions}>
          <Link className={contactStyles.primary} href="/apply/after">
            申请售后服务
          </Link>
          <Link className={contactStyles.secondary} href="/serve">
            培训中心与常见问题
          </Link>
        </div>
      </section>
      <JsonLd
        data={{
          '@type': 'Organization',
          name,
          email: info.email || undefined,
          telephone: info.phone || undefined,
          faxNumber: info.fax || undefined,
          address: info.address ? { '@type': 'PostalAddress', streetAddress: info.address, postalCode: info.postcode || undefined, addressCountry: 'CN' } : undefined,
          contactPoint: [
            { telephone: config.information_phone, contactType: 'sales' },
            { telephone: config.technical_support_phone, contactType: 'technical support' },
            { telephone: config.server_phone, contactType: 'customer service' },
          ]
            .filter((point) => point.telephone)
            .map((point) => ({ '@type': 'ContactPoint', areaServed: 'CN', availableLanguage: 'zh-CN', ...point })),
        }}
      />
    </div>
  )
}
