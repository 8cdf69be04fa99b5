import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

/** Decided per request: the page exists only while the server runs with BENCH_FLOOR=1. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '空白页', robots: { index: false, follow: false } }

/**
 * The framework's own floor: a page of the same build with one heading (so that
 * a browser paints something) and no client component, measured by `npm run bench`
 * (bench/run.mjs) beside the site's pages: its first-load JavaScript and Lighthouse score.
 */
export default function BenchFloorPage() {
  if (process.env.BENCH_FLOOR !== '1') notFound()
  return (
    <main>
      <h1>空白页</h1>
    </main>
  )
}
