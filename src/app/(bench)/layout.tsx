import type React from 'react'

/** The root layout of the bench's empty page: none of the site's layout, styles or client components. */
export default function BenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  )
}
