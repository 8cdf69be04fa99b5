import { ApplyScreen } from '@/features/apply/apply-screen'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { screenMetadata } from '@/features/seo/screen-metadata'

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('apply.training', '/apply/training')

export default async function TrainingPage({ params }: Props) {
  const { lang } = await screenView(params)
  return <ApplyScreen lang={lang} kind="training" />
}
