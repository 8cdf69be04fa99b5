import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InquiryScreen } from '@/features/inquiry/inquiry-screen'
import { screenView, type ViewParams } from '@/features/layout/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params)
  const t = await getTranslations({ locale: lang, namespace: 'inquiry' })
  return { title: t('title'), description: t('description'), alternates: languageAlternates(lang, '/inquiry') }
}

export default async function InquiryPage({ params }: Props) {
  const { lang } = await screenView(params)
  return <InquiryScreen lang={lang} />
}
