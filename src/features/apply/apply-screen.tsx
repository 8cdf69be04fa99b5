import { getTranslations } from 'next-intl/server'

import { companyInfo, siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import type { SiteLanguage } from '@/i18n/routing'
import { loadMessages } from '@/messages/catalogue'

import { ApplyAside } from './apply-aside'
import { ApplyForm, type ApplyKind } from './apply-form'
import styles from './apply.module.css'

/** Each kind's texts in the `apply` namespace. */
export const APPLY_COPY = { 'after-sales': 'afterSales', training: 'training' } as const

const STEPS = ['submit', 'contact', 'handle', 'track'] as const
const TIPS = ['first', 'second', 'third'] as const

type Props = { lang: SiteLanguage; kind: ApplyKind; initialModel?: string }

/** An application screen: title, the form (member section and request) and the side column. */
export async function ApplyScreen({ lang, kind, initialModel }: Props) {
  const [config, company, messages, t] = await Promise.all([siteConfig(lang), companyInfo(lang), loadMessages(lang), getTranslations({ locale: lang, namespace: 'apply' })])
  const copy = APPLY_COPY[kind]
  const types = kind === 'after-sales' ? config.user_server_type : config.study_type
  const { section, typeLabel, typePlaceholder, detailHint } = messages.apply[copy]
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: t('breadcrumb'), href: '/serve' }, { name: t(`${copy}.title`) }]} />
      <header className={styles.hero}>
        <h1>{t(`${copy}.title`)}</h1>
        <p>{t(`${copy}.lead`)}</p>
      </header>
      <div className={styles.layout}>
        <ApplyForm
          lang={lang}
          kind={kind}
          types={types}
          industries={config.application_type}
          initialModel={initialModel}
          labels={{ ...messages.apply.form, section, typeLabel, typePlaceholder, detailHint }}
        />
        <ApplyAside
          steps={STEPS.map((step) => ({ title: t(`${copy}.steps.${step}.title`), text: t(`${copy}.steps.${step}.text`) }))}
          tips={TIPS.map((tip) => t(`${copy}.tips.${tip}`))}
          phone={config.server_phone}
          workTime={company.work_time}
        />
      </div>
    </div>
  )
}
