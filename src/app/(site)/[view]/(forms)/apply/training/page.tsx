import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ApplyScreen } from '@/features/apply/apply-screen'
import { screenView, type ViewParams } from '@/features/layout/screen-query'
import { languageAlternates } from '@/features/seo/alternates'

type Props = { params: ViewParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await screenView(params)
  const t = await getTranslations({ locale: lang, namespace: 'apply.training' })
  return { title: t('title'), description: t('description'), alternates: languageAlternates(lang, '/apply/training') }
}

export default async function TrainingPage({ params }: Props) {
  const { lang } = await screenView(params)
  return <ApplyScreen lang={lang} kind="training" />
}
