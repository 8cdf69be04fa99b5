import type { Metadata } from 'next'

import { siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { currentMember } from '@/features/member/current-member.server'
import styles from '@/features/member/reset/reset.module.css'
import { ResetForm } from '@/features/member/reset/reset-form'
import { runRouteMiddleware } from '@/features/member/route-guard.server'

export const metadata: Metadata = {
  title: '找回密码',
  description: '通过注册邮箱接收验证码，重新设置会员登录密码。',
  alternates: { canonical: '/member/reset' },
  robots: { index: false, follow: false },
}

export default async function ResetPage() {
  runRouteMiddleware(['auth'], { pathname: '/member/reset', member: await currentMember() })
  const config = await siteConfig()
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: '找回密码' }]} />
      <h1>找回密码</h1>
      <div className={styles.wrap}>
        <ResetForm />
        <section className={styles.help} aria-labelledby="reset-how">
          <h2 id="reset-how">如何找回</h2>
          <ol className={styles.steps}>
            <li>填写注册时使用的邮箱，点击“发送验证码”。</li>
            <li>查收邮件，填入 6 位验证码（10 分钟内有效）。</li>
            <li>设置新密码，然后用新密码登录。</li>
          </ol>
          <p>收不到邮件？请检查垃圾邮件箱，或稍等片刻后重新发送。{config.server_phone ? `仍有问题请致电 ${config.server_phone}。` : ''}</p>
        </section>
      </div>
    </div>
  )
}
