import { ApplyScreen } from '@/features/apply/apply-screen'
import { keywordParam } from '@/features/routing/route-params'
import { screenView, type ViewParams } from '@/features/routing/screen-query'
import { screenMetadata } from '@/features/seo/screen-metadata'

type Props = { params: ViewParams; searchParams: Promise<{ model?: string | string[] }> }

export const generateMetadata = screenMetadata('apply.afterSales', '/apply/after')

export default async function AfterSalesPage({ params, searchParams }: Props) {
  const { lang } = await screenView(params)
  return <ApplyScreen lang={lang} kind="after-sales" initialModel={keywordParam((await searchParams).model)} />
}
