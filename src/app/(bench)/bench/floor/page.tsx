import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

/** Decided per request: the page exists only while the server runs with BENCH_FLOOR=1. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '空白页', robots: { index: false, follow: false } }

/**
 * The framework's own first-load JavaScript: an empty page of the same build
 * with no client component, measured by `npm run bench` (bench/run.mjs) as the
 * floor that the site's pages are compared with.
 */
export default function BenchFloorPage() {
  if (process.env.BENCH_FLOOR !== '1') notFound()
  return <main />
}
