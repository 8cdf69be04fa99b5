import type { Metadata } from 'next'

import { ApplyScreen } from '@/features/apply/apply-screen'

export const metadata: Metadata = {
  title: '培训申请',
  description: '申请精源电子产品操作、SCPI 编程与自动化测试、电池测试方案等技术培训，应用工程师会与您确认内容和时间。',
  alternates: { canonical: '/apply/training' },
}

export default function TrainingPage() {
  return <ApplyScreen kind="training" />
}
