import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { companyInfo, siteConfig } from '@/data/site.server'
import styles from '@/features/about/about.module.css'
import { ContactCards, telHref } from '@/features/about/contact-cards'
import { JsonLd } from '@/features/seo/json-ld'
import { screenMetadata } from '@/features/seo/screen-metadata'

import contactStyles from './contact.module.css'
import { screenView, type ViewParams } from '@/features/routing/screen-query'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('contact', '/contact')

export default async function ContactPage({ params }: Props) {
  const { lang } = await screenView(params)
  const [config, info, t, layout] = await Promise.all([siteConfig(lang), companyInfo(lang), getTranslations('contact'), getTranslations('layout')])
  const name = info.name || config.system.site.name || layout('defaultSiteName')
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <section aria-labelledby="contact-channels">
        <h2 id="contact-channels" className="visually-hidden">
          {t('channels')}
        </h2>
        <ContactCards config={config} info={info} />
      </section>
      <section className={contactStyles.service} aria-labelledby="after-sales">
        <div>
          <h2 id="after-sales">{t('afterSalesTitle')}</h2>
          <p>
            {config.server_phone
              ? t.rich('afterSalesTextWithHotline', { phone: config.server_phone, tel: (chunks) => <a href={telHref(config.server_phone)}>{chunks}</a> })
              : t('afterSalesText')}
          </p>
        </div>
        <div className={contactStyles.actions}>
          <Link className={contactStyles.primary} href="/apply/after">
            {t('applyAfterSales')}
          </Link>
          <Link className={contactStyles.secondary} href="/serve">
            {t('trainingAndFaq')}
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
            .map((point) => ({ '@type': 'ContactPoint', areaServed: 'CN', availableLanguage: lang === 'en' ? ['en', 'zh-CN'] : 'zh-CN', ...point })),
        }}
      />
    </div>
  )
}
