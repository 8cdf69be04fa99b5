import { getTranslations } from 'next-intl/server'

import { documentPage } from '@/data/service.server'
import { siteConfig } from '@/data/site.server'
import { Breadcrumbs } from '@/features/layout/breadcrumbs'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { currentMember } from '@/features/member/current-member.server'
import { runRouteMiddleware } from '@/features/member/route-guard.server'
import styles from '@/features/member/sign-up/sign-up.module.css'
import { SignUpForm } from '@/features/member/sign-up/sign-up-form'
import { SignUpIntro } from '@/features/member/sign-up/sign-up-intro'
import { screenMetadata } from '@/features/seo/screen-metadata'
import { loadMessages } from '@/messages/catalogue'

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('member.signUpPage', '/sign-up')

export default async function SignUpPage({ params }: Props) {
  const { lang } = await screenView(params)
  runRouteMiddleware(['auth'], { pathname: '/sign-up', lang, member: await currentMember() })
  const [config, agreement, messages, t, contract] = await Promise.all([
    siteConfig(lang),
    documentPage('user-agreement', lang),
    loadMessages(lang),
    getTranslations({ locale: lang, namespace: 'member.signUpPage' }),
    getTranslations({ locale: lang, namespace: 'contract.member' }),
  ])
  return (
    <div className="container page">
      <Breadcrumbs items={[{ name: t('title') }]} />
      <h1>{t('title')}</h1>
      <div className={styles.layout}>
        <SignUpIntro siteName={config.system.site.name || t('siteName')} phone={config.information_phone} />
        <SignUpForm
          lang={lang}
          labels={messages.member.signUpForm}
          // The contract's refusals that belong to one field, in the page's language.
          fieldOfMessage={{ [contract('usernameTaken')]: 'username', [contract('emailTaken')]: 'email' }}
          industries={config.application_type}
          agreement={agreement ? { title: agreement.title, content: agreement.content } : null}
        />
      </div>
    </div>
  )
}
