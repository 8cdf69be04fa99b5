import { getTranslations } from 'next-intl/server'

import { siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { currentMember } from '@/features/member/current-member.server'
import styles from '@/features/member/reset/reset.module.css'
import { ResetForm } from '@/features/member/reset/reset-form'
import { runRouteMiddleware } from '@/features/member/route-guard.server'
import { screenMetadata } from '@/features/seo/screen-metadata'
import { loadMessages } from '@/messages/catalogue'

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('member.reset', '/member/reset', { robots: { index: false, follow: false } })

export default async function ResetPage({ params }: Props) {
  const { lang } = await screenView(params)
  runRouteMiddleware(['auth'], { pathname: '/member/reset', lang, member: await currentMember() })
  const [config, messages, t] = await Promise.all([siteConfig(lang), loadMessages(lang), getTranslations({ locale: lang, namespace: 'member.reset' })])
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: t('title') }]} />
      <h1>{t('title')}</h1>
      <div className={styles.wrap}>
        <ResetForm lang={lang} labels={messages.member.resetForm} />
        <section className={styles.help} aria-labelledby="reset-how">
          <h2 id="reset-how">{t('how')}</h2>
          <ol className={styles.steps}>
            <li>{t('steps.email')}</li>
            <li>{t('steps.code')}</li>
            <li>{t('steps.password')}</li>
          </ol>
          <p>{config.server_phone ? t('noMailCall', { phone: config.server_phone }) : t('noMail')}</p>
        </section>
      </div>
    </div>
  )
}
