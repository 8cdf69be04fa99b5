import { InquiryScreen } from '@/features/inquiry/inquiry-screen'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { screenMetadata } from '@/features/seo/screen-metadata'

type Props = { params: ViewParams }

export const generateMetadata = screenMetadata('inquiry', '/inquiry')

export default async function InquiryPage({ params }: Props) {
  const { lang } = await screenView(params)
  return <InquiryScreen lang={lang} />
}
