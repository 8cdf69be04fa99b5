import type { Metadata } from 'next'
import type React from 'react'

import './site.css'

export const metadata: Metadata = {
  title: { default: '精源电子 · 可编程直流电源与电子负载', template: '%s · 精源电子' },
  description: '可编程直流电源、开关电源、线性电源、电子负载与测试仪器的研发与制造商。',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  )
}
