import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import styles from '@/features/member/centre/centre.module.css'
import { CentreNav } from '@/features/member/centre/centre-nav'
import { LogTable } from '@/features/member/centre/log-table'
import { PasswordForm } from '@/features/member/centre/password-form'
import { ProfileForm } from '@/features/member/centre/profile-form'
import { centreTab } from '@/features/member/centre/tabs'
import { currentMember } from '@/features/member/current-member.server'
import { runRouteMiddleware } from '@/features/member/route-guard.server'
import { languageAlternates } from '@/features/seo/alternates'
import { loadMessages } from '@/messages/catalogue'

type Props = { params: ViewParams; searchParams: Promise<{ tab?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params)
  const t = await getTranslations({ locale: lang, namespace: 'member' })
  return {
    title: t('centre'),
    description: t('centrePage.description'),
    alternates: languageAlternates(lang, '/member'),
    robots: { index: false, follow: false },
  }
}

export default async function MemberPage({ params, searchParams }: Props) {
  const { lang } = await screenView(params)
  const member = await currentMember()
  runRouteMiddleware(['auth'], { pathname: '/member', lang, member })
  if (!member) return null
  const [tab, config, messages, t] = await Promise.all([
    searchParams.then(({ tab: value }) => centreTab(value)),
    siteConfig(lang),
    loadMessages(lang),
    getTranslations({ locale: lang, namespace: 'member' }),
  ])
  const label = t(`centrePage.tabs.${tab.key}`)
  return (
    <div className="container page">
      <Breadcrumbs items={tab.key === 'profile' ? [{ name: t('centre') }] : [{ name: t('centre'), href: '/member' }, { name: label }]} />
      <h1>{t('centre')}</h1>
      <div className={styles.layout}>
        <CentreNav active={tab.key} name={member.name || member.username} />
        <section className={styles.panel} aria-labelledby="centre-section">
          <h2 id="centre-section">{tab.key === 'log' ? t('centrePage.logHeading') : label}</h2>
          {tab.key === 'profile' ? <ProfileForm member={member} industries={config.application_type} labels={messages.member.profileForm} /> : null}
          {tab.key === 'password' ? <PasswordForm lang={lang} labels={messages.member.passwordForm} /> : null}
          {tab.key === 'log' ? (
            <LogTable
              lang={lang}
              labels={{ apply: config.application_type, afterType: config.user_server_type, studyType: config.study_type }}
              text={messages.member.log}
              detailText={messages.member.detail}
            />
          ) : null}
        </section>
      </div>
    </div>
  )
}
