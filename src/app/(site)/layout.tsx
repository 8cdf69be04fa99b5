import type { Metadata } from 'next'
import type React from 'react'
import { Suspense } from 'react'

import { navigation, siteConfig } from '@/data/site.server'
import { ProductTray } from '@/features/compare/product-tray'
import { Analytics } from '@/features/layout/analytics'
import { DEFAULT_FOOTER, DEFAULT_HEADER } from '@/features/layout/default-navigation'
import { SiteFooter } from '@/features/layout/site-footer'
import { SiteHeader } from '@/features/layout/site-header'
import { socialQrCodes } from '@/features/layout/social-qr-codes'
import { REVEAL_SCRIPT } from '@/features/motion/boot-script'
import { SiteEffects } from '@/features/navigation/site-effects'
import { siteUrl } from '@/lib/site-url'

import { HEAD_SCRIPT } from './inline-scripts'
import './site.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: '精源电子 · 可编程直流电源与电子负载', template: '%s · 精源电子' },
  description: '可编程直流电源、开关电源、线性电源、电子负载与测试仪器的研发与制造商。',
}

/**
 * The main layout of every screen. It reads no cookie or header: the cached
 * screens under [view] are the same HTML for every visitor, and the member's
 * header entry comes from the hint cookie before the first paint
 * (docs/decisions/0010).
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [config, header, footer] = await Promise.all([siteConfig(), navigation('header'), navigation('footer')])
  const siteName = config.system.site.name || '精源电子'
  const phones = [
    { label: '咨询电话', value: config.information_phone },
    { label: '技术支持', value: config.technical_support_phone },
    { label: '售后服务', value: config.server_phone },
  ].filter((phone) => phone.value)
  const qrCodes = socialQrCodes(config)
  return (
    // The head scripts set the page scale and the member state on <html> before hydration.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        <Suspense fallback={null}>
          <SiteEffects />
        </Suspense>
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
        {/* The compare tray and the inquiry basket: drawn in the browser from localStorage, nothing on the server. */}
        <ProductTray />
        <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />
        <Analytics siteId={config.analytics_site_id} />
      </body>
    </html>
  )
}
