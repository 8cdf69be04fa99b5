import type { Metadata } from 'next'
import type React from 'react'

import { previewLanguage } from '@/features/preview/preview-language'

import { SiteDocument, siteMetadata } from '../../../../site-document'

/**
 * The root layout of the admin's live preview: the site's chrome around the
 * draft's screen, in the language the admin is editing (`/preview/news/3` in
 * Chinese, `/preview/news/3/en` in English; src/payload.config.ts builds the URL).
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata(previewLanguage((await params).locale) ?? 'zh')
}

export default async function PreviewLayout({ params, children }: Props & { children: React.ReactNode }) {
  return <SiteDocument lang={previewLanguage((await params).locale) ?? 'zh'}>{children}</SiteDocument>
}
