import type { Metadata } from 'next'

import { siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import styles from '@/features/member/centre/centre.module.css'
import { CentreNav } from '@/features/member/centre/centre-nav'
import { LogTable } from '@/features/member/centre/log-table'
import { PasswordForm } from '@/features/member/centre/password-form'
import { ProfileForm } from '@/features/member/centre/profile-form'
import { centreTab } from '@/features/member/centre/tabs'
import { currentMember } from '@/features/member/current-member.server'
import { runRouteMiddleware } from '@/features/member/route-guard.server'

type Props = { searchParams: Promise<{ tab?: string }> }

export const metadata: Metadata = {
  title: '会员中心',
  description: '管理个人资料与登录密码，查看售后服务、培训申请和活动报名的办理进度。',
  alternates: { canonical: '/member' },
  robots: { index: false, follow: false },
}

export default async function MemberPage({ searchParams }: Props) {
  const member = await currentMember()
  runRouteMiddleware(['auth'], { pathname: '/member', member })
  if (!member) return null
  const [tab, config] = await Promise.all([searchParams.then(({ tab: value }) => centreTab(value)), siteConfig()])
  return (
    <div className="container page">
      <Breadcrumbs items={tab.key === 'profile' ? [{ name: '会员中心' }] : [{ name: '会员中心', href: '/member' }, { name: tab.label }]} />
      <h1>会员中心</h1>
      <div className={styles.layout}>
        <CentreNav active={tab.key} name={member.name || member.username} />
        <section className={styles.panel} aria-labelledby="centre-section">
          <h2 id="centre-section">{tab.key === 'log' ? '申请与报名记录' : tab.label}</h2>
          {tab.key === 'profile' ? <ProfileForm member={member} industries={config.application_type} /> : null}
          {tab.key === 'password' ? <PasswordForm /> : null}
          {tab.key === 'log' ? (
            <LogTable labels={{ apply: config.application_type, afterType: config.user_server_type, studyType: config.study_type }} />
          ) : null}
        </section>
      </div>
    </div>
  )
}
