import type { Metadata } from 'next'

import { InquiryScreen } from '@/features/inquiry/inquiry-screen'

export const metadata: Metadata = {
  title: '询价单',
  description: '提交需要报价的可编程直流电源、电子负载与测试仪器型号和数量，销售工程师会尽快与您联系。',
  alternates: { canonical: '/inquiry' },
}

export default function InquiryPage() {
  return <InquiryScreen />
}
