import type { Metadata } from 'next'
import type React from 'react'

import { viewLanguage } from '@/features/routing/view-segment'

import { SiteDocument, siteMetadata } from '../site-document'

/**
 * The root layout of every public screen; the segment holds its language
 * (`zh`, `en`) and, for a list, its query. Each cached screen under `[view]`
 * (every page but the forms) says `dynamic = 'force-static'` itself: it is
 * rendered once and served from Next's cache until a publish expires the tags
 * its reads carry (docs/decisions/0010), and cookies and headers read as empty
 * in it, so no visitor's data can reach a cached page. The form screens
 * (`(forms)`) are rendered per request. Nothing is prerendered at build time
 * (the build never touches the database): each page renders on its first
 * request. This layout reads no cookie or header either way.
 */

export function generateStaticParams(): { view: string }[] {
  return []
}

type Props = { children: React.ReactNode; params: Promise<{ view: string }> }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return siteMetadata(viewLanguage((await params).view))
}

export default async function CachedScreensLayout({ children, params }: Props) {
  return <SiteDocument lang={viewLanguage((await params).view)}>{children}</SiteDocument>
}
