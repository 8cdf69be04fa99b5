import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ApplyScreen } from '@/features/apply/apply-screen'
import { keywordParam } from '@/features/layout/route-params'
import { screenView, type ViewParams } from '@/features/layout/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

type Props = { params: ViewParams; searchParams: Promise<{ model?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params)
  const t = await getTranslations({ locale: lang, namespace: 'apply.afterSales' })
  return { title: t('title'), description: t('description'), alternates: languageAlternates(lang, '/apply/after') }
}

export default async function AfterSalesPage({ params, searchParams }: Props) {
  const { lang } = await screenView(params)
  return <ApplyScreen lang={lang} kind="after-sales" initialModel={keywordParam((await searchParams).model)} />
}
