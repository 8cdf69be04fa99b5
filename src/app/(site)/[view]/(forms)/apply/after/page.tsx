import type { Metadata } from 'next'

import { ApplyScreen } from '@/features/apply/apply-screen'
import { keywordParam } from '@/features/layout/route-params'

export const metadata: Metadata = {
  title: '售后服务申请',
  description: '在线申请精源电子产品的故障维修、计量校准、固件升级与安装调试，售后工程师会尽快与您联系。',
  alternates: { canonical: '/apply/after' },
}

type Props = { searchParams: Promise<{ model?: string | string[] }> }

export default async function AfterSalesPage({ searchParams }: Props) {
  return <ApplyScreen kind="after-sales" initialModel={keywordParam((await searchParams).model)} />
}
