import type React from 'react'

/** The root layout of the pages that measure or probe the built site (the bench's floor, the script policy's probe): none of the site's layout, styles or client components. */
export default function BenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  )
}
