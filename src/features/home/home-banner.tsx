import { getImageProps } from 'next/image'
import type React from 'react'
import Link from 'next/link'

import type { BannerEntry } from '@/data/site.server'

import { BannerCarousel } from './banner-carousel'
import styles from './home.module.css'

/** One slide: a <picture> with the desktop image from 768 px and the mobile image below (art direction). */
function Slide({ banner, index, count }: { banner: BannerEntry; index: number; count: number }) {
  const desktop = banner.image
  const mobile = banner.mobile_image ?? desktop
  if (!desktop || !mobile) return null
  const alt = [banner.title, banner.subtitle].filter(Boolean).join('：')
  const first = index === 0
  const common = { alt, sizes: '100vw', quality: 80, loading: first ? ('eager' as const) : ('lazy' as const), fetchPriority: first ? ('high' as const) : undefined }
  const { props: { srcSet: desktopSet } } = getImageProps({ ...common, src: desktop.url, width: desktop.width ?? 1920, height: desktop.height ?? 640 })
  const { props: { srcSet: mobileSet, ...image } } = getImageProps({ ...common, src: mobile.url, width: mobile.width ?? 750, height: mobile.height ?? 900 })
  // Unloaded (lazy) slides keep the right height at every width: the mobile image's ratio below 768 px, the desktop one above.
  const ratios = {
    '--ratio-mobile': `${mobile.width ?? 750} / ${mobile.height ?? 900}`,
    '--ratio-desktop': `${desktop.width ?? 1920} / ${desktop.height ?? 640}`,
  } as React.CSSProperties
  const picture = (
    <picture>
      <source media="(min-width: 768px)" srcSet={desktopSet} />
      <source srcSet={mobileSet} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...image} className={styles.image} style={{ ...image.style, ...ratios }} />
    </picture>
  )
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
      {banner.url ? (
        <Link href={banner.url} aria-label={alt}>
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  )
}

export function HomeBanner({ banners }: { banners: BannerEntry[] }) {
  const slides = banners.filter((banner) => banner.image)
  if (slides.length === 0) return null
  return (
    <BannerCarousel labels={slides.map((banner) => banner.title)}>
      {slides.map((banner, index) => (
        <Slide key={banner.id} banner={banner} index={index} count={slides.length} />
      ))}
    </BannerCarousel>
  )
}
