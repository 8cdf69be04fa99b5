import type { Metadata } from 'next'
import type React from 'react'

import { SiteDocument, siteMetadata } from '../site-document'

/** The root layout of the admin's live preview: the site's chrome around the draft's screen. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata('zh')
}

export default function PreviewLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument lang="zh">{children}</SiteDocument>
}
