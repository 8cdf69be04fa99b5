import { getTranslations } from 'next-intl/server'

import { companyInfo, siteConfig } from '@/data/site.server'
import applyStyles from '@/features/apply/apply.module.css'
import { ApplyAside } from '@/features/apply/apply-aside'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import type { SiteLanguage } from '@/i18n/routing'
import { loadMessages } from '@/messages/catalogue'

import { InquiryForm } from './inquiry-form'

const STEPS = ['submit', 'confirm', 'quote', 'track'] as const
const TIPS = ['first', 'second', 'third'] as const

/** /inquiry: the basket's models and quantities, the contact details, and what happens next. */
export async function InquiryScreen({ lang }: { lang: SiteLanguage }) {
  const [config, company, messages, t] = await Promise.all([siteConfig(lang), companyInfo(lang), loadMessages(lang), getTranslations({ locale: lang, namespace: 'inquiry' })])
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: t('breadcrumb'), href: '/product' }, { name: t('title') }]} />
      <header className={applyStyles.hero}>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <div className={applyStyles.layout}>
        <InquiryForm lang={lang} industries={config.application_type} labels={messages.inquiry.form} />
        <ApplyAside
          steps={STEPS.map((step) => ({ title: t(`steps.${step}.title`), text: t(`steps.${step}.text`) }))}
          tips={TIPS.map((tip) => t(`tips.${tip}`))}
          phone={config.information_phone}
          workTime={company.work_time}
          phoneLabel={t('phone')}
        />
      </div>
    </div>
  )
}
