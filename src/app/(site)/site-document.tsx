import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
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
import { LanguageSwitch } from '@/features/layout/language-switch'
import { SiteEffects } from '@/features/site-effects/site-effects'
import { HTML_LANG, type SiteLanguage } from '@/i18n/routing'
import { siteUrl } from '@/lib/site-url.mjs'

import { HEAD_SCRIPT } from './inline-scripts'
import './site.css'

/** The site's default title and description in a language (each root layout's metadata). */
export async function siteMetadata(lang: SiteLanguage): Promise<Metadata> {
  // The 404's metadata (not-found-screen.tsx) learns the language from here: it has no params of its own.
  setRequestLocale(lang)
  const t = await getTranslations({ locale: lang, namespace: 'layout' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('metaTitle'), template: t('metaTitleTemplate') },
    description: t('metaDescription'),
  }
}

/**
 * The document of every public screen, in one language: the root layouts of
 * the cached screens ([view]), the form screens ((forms)) and the admin's
 * preview render it. It reads no cookie or header: the cached screens are the
 * same HTML for every visitor, and the member's header entry comes from the
 * hint cookie before the first paint (docs/decisions/0010).
 */
export async function SiteDocument({ lang, children }: { lang: SiteLanguage; children: React.ReactNode }) {
  setRequestLocale(lang)
  const [config, header, footer, t, nav] = await Promise.all([
    siteConfig(lang),
    navigation('header', lang),
    navigation('footer', lang),
    getTranslations({ locale: lang, namespace: 'layout' }),
    getTranslations({ locale: lang, namespace: 'navigation' }),
  ])
  const siteName = config.system.site.name || t('defaultSiteName')
  const phones = [
    { label: t('phoneInformation'), value: config.information_phone },
    { label: t('phoneSupport'), value: config.technical_support_phone },
    { label: t('phoneService'), value: config.server_phone },
  ].filter((phone) => phone.value)
  const qrCodes = socialQrCodes(config, { wechat: t('qrWechat'), weibo: t('qrWeibo'), douyin: t('qrDouyin') })
  return (
    // The head scripts set the page scale and the member state on <html> before hydration.
    <html lang={HTML_LANG[lang]} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {/* The first paint waits until the header is parsed (up to <main>): painted mid-parse on a busy phone,
            its right-hand icons moved when the member entry after them arrived. Browsers without rel=expect ignore it. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <Suspense fallback={null}>
          <SiteEffects />
        </Suspense>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader
          lang={lang}
          siteName={siteName}
          logo={config.system.site.logo}
          items={header.length ? header : DEFAULT_HEADER(nav)}
          languageSwitch={<LanguageSwitch lang={lang} label={t('switchLanguage')} short={t('switchLanguageShort')} title={t('switchLanguageLabel')} />}
        />
        <main id="main">{children}</main>
        <SiteFooter
          lang={lang}
          labels={{ footerNav: t('footerNav'), qrCode: (label) => t('qrCode', { label }) }}
          groups={footer.length ? footer : DEFAULT_FOOTER(nav)}
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
