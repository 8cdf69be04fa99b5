import type { Metadata } from 'next'

import { documentPage } from '@/data/service.server'
import { siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { currentMember } from '@/features/member/current-member.server'
import { runRouteMiddleware } from '@/features/member/route-guard.server'
import styles from '@/features/member/sign-up/sign-up.module.css'
import { SignUpForm } from '@/features/member/sign-up/sign-up-form'
import { SignUpIntro } from '@/features/member/sign-up/sign-up-intro'

export const metadata: Metadata = {
  title: '注册会员',
  description: '免费注册会员：下载产品资料与软件，报名技术活动，在线申请售后服务与培训，随时查看办理进度。',
  alternates: { canonical: '/sign-up' },
}

export default async function SignUpPage() {
  runRouteMiddleware(['auth'], { pathname: '/sign-up', member: await currentMember() })
  const [config, agreement] = await Promise.all([siteConfig(), documentPage('user-agreement')])
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '注册会员' }]} />
      <h1>注册会员</h1>
      <div className={styles.layout}>
        <SignUpIntro siteName={config.system.site.name || '精源电子'} phone={config.information_phone} />
        <SignUpForm
          industries={config.application_type}
          agreement={agreement ? { title: agreement.title, content: agreement.content } : null}
        />
      </div>
    </div>
  )
}
