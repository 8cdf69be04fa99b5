import type { Metadata } from 'next'

export const metadata: Metadata = { title: '参考页', robots: { index: false, follow: false } }

/** Rows of text: about 75 KB of HTML (markup and its RSC payload), the size of the home page and the product pages. */
const ROWS = Array.from({ length: 186 }, (_, index) => index + 1)

/**
 * The bench's throughput reference (bench/run.mjs): a page prerendered at
 * build time under the bench's own empty layout, served by the same
 * `next start` as the site. The site's cached pages are measured against it.
 * It holds no data and is in neither the sitemap nor the navigation.
 */
export default function BenchReferencePage() {
  return (
    <main>
      <h1>静态参考页</h1>
      {ROWS.map((row) => (
        <p key={row}>
          第 {row} 行：可编程直流电源、电子负载与测试仪器的参考文本，用于在同一次测量中对比预渲染页面的吞吐量。
        </p>
      ))}
    </main>
  )
}
