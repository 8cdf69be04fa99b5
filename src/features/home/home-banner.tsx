import { getTranslations } from 'next-intl/server'
import { getImageProps } from 'next/image'
import { Link } from '@/i18n/navigation'
import type React from 'react'

import type { BannerEntry } from '@/data/site.server'

import { BannerCarousel } from './banner-carousel'
import styles from './home.module.css'

const DESKTOP = '(min-width: 768px)'

/**
 * One slide: a <picture> with the desktop image from 768 px and the mobile image below (art direction).
 * The first slide is the page's largest paint: its <img> is in the HTML, eager and at high priority. It is not
 * preloaded with react-dom's preload(): that hint travels in the page's RSC payload too, and every other page
 * that prefetches the home page (the logo's link) would then download the banner.
 * The others carry their sources in data-* attributes, and the carousel sets them once the page has
 * loaded, so they never share the first image's bandwidth.
 */
function Slide({ banner, index, count, alt }: { banner: BannerEntry; index: number; count: number; alt: string }) {
  const desktop = banner.image
  const mobile = banner.mobile_image ?? desktop
  if (!desktop || !mobile) return null
  const first = index === 0
  // Shown words name the slide (and its link) as they read; the picture under them then adds nothing to hear.
  const captioned = Boolean(banner.showText && (banner.title || banner.subtitle))
  const common = {
    alt: captioned ? '' : alt,
    sizes: '100vw',
    quality: 80,
    loading: first ? ('eager' as const) : ('lazy' as const),
    fetchPriority: first ? ('high' as const) : undefined,
  }
  const {
    props: { srcSet: desktopSet },
  } = getImageProps({ ...common, src: desktop.url, width: desktop.width ?? 1920, height: desktop.height ?? 640 })
  const {
    props: { srcSet: mobileSet, ...image },
  } = getImageProps({ ...common, src: mobile.url, width: mobile.width ?? 750, height: mobile.height ?? 900 })
  const { src, ...rest } = image
  // Unloaded (lazy) slides keep the right height at every width: the mobile image's ratio below 768 px, the desktop one above.
  const ratios = {
    '--ratio-mobile': `${mobile.width ?? 750} / ${mobile.height ?? 900}`,
    '--ratio-desktop': `${desktop.width ?? 1920} / ${desktop.height ?? 640}`,
  } as React.CSSProperties
  const picture = first ? (
    <picture>
      <source media={DESKTOP} srcSet={desktopSet} />
      <source srcSet={mobileSet} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...image} className={styles.image} style={{ ...image.style, ...ratios }} />
    </picture>
  ) : (
    <picture data-deferred="">
      <source media={DESKTOP} data-srcset={desktopSet} />
      <source data-srcset={mobileSet} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...rest} data-src={src} className={styles.image} style={{ ...image.style, ...ratios }} />
    </picture>
  )
  // The words are the page's text over a picture without words, so they follow the page's language.
  const caption = captioned ? (
    <div className={styles.caption}>
      <div className="container">
        {banner.title ? <p className={styles.captionTitle}>{banner.title}</p> : null}
        {banner.subtitle ? <p className={styles.captionSubtitle}>{banner.subtitle}</p> : null}
      </div>
    </div>
  ) : null
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
      {banner.url ? (
        <Link href={banner.url}>
          {picture}
          {caption}
        </Link>
      ) : (
        <>
          {picture}
          {caption}
        </>
      )}
    </div>
  )
}

export async function HomeBanner({ banners }: { banners: BannerEntry[] }) {
  const slides = banners.filter((banner) => banner.image)
  if (slides.length === 0) return null
  const t = await getTranslations('home')
  const labels = {
    region: t('carousel'),
    previous: t('previousSlide'),
    next: t('nextSlide'),
    pause: t('pause'),
    resume: t('resume'),
    slides: slides.map((banner, index) => t('slide', { number: index + 1, label: banner.title })),
  }
  const altOf = (banner: BannerEntry) =>
    banner.title && banner.subtitle ? t('slideAlt', { title: banner.title, subtitle: banner.subtitle }) : banner.title || banner.subtitle || ''
  return (
    <BannerCarousel labels={labels}>
      {slides.map((banner, index) => (
        <Slide key={banner.id} banner={banner} index={index} count={slides.length} alt={altOf(banner)} />
      ))}
    </BannerCarousel>
  )
}
