import type { Metadata } from 'next'
import { getImageProps } from 'next/image'
import { notFound } from 'next/navigation'

import { banners } from '@/data/site.server'

/** Decided per request: the page exists only while the server runs with BENCH_FLOOR=1. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: '空白页', robots: { index: false, follow: false } }

/**
 * The framework's floor for a page whose largest paint is a picture: the empty page (../floor) with the
 * home page's first banner as the home page shows it (the same sources, sizes, eager, at high priority) and
 * nothing else. `npm run bench` measures its Lighthouse LCP beside the site's pages.
 */
export default async function BenchFloorPicturePage() {
  if (process.env.BENCH_FLOOR !== '1') notFound()
  const [banner] = await banners({ position: 'home-top' })
  const desktop = banner?.image
  const mobile = banner?.mobile_image ?? desktop
  if (!desktop || !mobile) notFound()
  const common = { alt: banner.title, sizes: '100vw', quality: 80, loading: 'eager' as const, fetchPriority: 'high' as const }
  const {
    props: { srcSet: desktopSet },
  } = getImageProps({ ...common, src: desktop.url, width: desktop.width ?? 1920, height: desktop.height ?? 640 })
  const { props: image } = getImageProps({ ...common, src: mobile.url, width: mobile.width ?? 750, height: mobile.height ?? 900 })
  return (
    <main>
      <picture>
        <source media="(min-width: 768px)" srcSet={desktopSet} />
        {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
        <img {...image} style={{ width: '100%', height: 'auto' }} />
      </picture>
    </main>
  )
}
