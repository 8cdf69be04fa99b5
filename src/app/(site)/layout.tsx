import type { Metadata } from 'next'
import type React from 'react'
import { Suspense } from 'react'

import { navigation, siteConfig } from '@/data/site.server'
import { Analytics } from '@/features/layout/analytics'
import { DEFAULT_FOOTER, DEFAULT_HEADER } from '@/features/layout/default-navigation'
import { SiteFooter } from '@/features/layout/site-footer'
import { SiteHeader } from '@/features/layout/site-header'
import { socialQrCodes } from '@/features/layout/social-qr-codes'
import { currentMember } from '@/features/member/current-member.server'
import { MemberProvider } from '@/features/member/member-context'
import { REVEAL_SCRIPT, SCALE_SCRIPT } from '@/features/motion/boot-script'
import { SiteEffects } from '@/features/navigation/site-effects'
import { siteUrl } from '@/lib/site-url'

import './site.css'

// Rendered per request: the header shows the member of the token cookie; content reads are cached by tag (docs/decisions/0007).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: '精源电子 · 可编程直流电源与电子负载', template: '%s · 精源电子' },
  description: '可编程直流电源、开关电源、线性电源、电子负载与测试仪器的研发与制造商。',
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [config, header, footer, member] = await Promise.all([siteConfig(), navigation('header'), navigation('footer'), currentMember()])
  const siteName = config.system.site.name || '精源电子'
  const phones = [
    { label: '咨询电话', value: config.information_phone },
    { label: '技术支持', value: config.technical_support_phone },
    { label: '售后服务', value: config.server_phone },
  ].filter((phone) => phone.value)
  const qrCodes = socialQrCodes(config)
  return (
    // The scale and reveal scripts set classes and the page scale on <html> before hydration.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SCALE_SCRIPT }} />
      </head>
      <body>
        <Suspense fallback={null}>
          <SiteEffects />
        </Suspense>
        <MemberProvider initial={member}>
        <a href="#main" className="skip-link">
          跳到正文
        </a>
        <SiteHeader siteName={siteName} logo={config.system.site.logo} items={header.length ? header : DEFAULT_HEADER} />
        <main id="main">{children}</main>
        <SiteFooter
          groups={footer.length ? footer : DEFAULT_FOOTER}
          phones={phones}
          qrCodes={qrCodes}
          company={{ name: siteName, address: config.system.footer.address, email: config.system.footer.email }}
          copyright={config.system.footer.copyright}
          icp={config.icp}
        />
        </MemberProvider>
        <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />
        <Analytics siteId={config.analytics_site_id} />
      </body>
    </html>
  )
}
