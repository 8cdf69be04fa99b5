import type { Media } from '@/payload-types'

export type MediaDto = { url: string; alt: string; width?: number; height?: number; mimeType?: string; thumbnail?: string; card?: string }

/**
 * Uploaded files are served by this app, so their URLs are kept as paths:
 * next/image optimises them as local images whatever SITE_URL says.
 */
export function localPath(url: string | null | undefined): string {
  if (!url) return ''
  return url.replace(/^https?:\/\/[^/]+/, '')
}

/** A media relation as the site and the contract show it; null when missing or not populated. */
export function mediaDto(value: Media | number | null | undefined, fallbackAlt = ''): MediaDto | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return {
    url: localPath(value.url),
    alt: value.alt || fallbackAlt,
    width: value.width ?? undefined,
    height: value.height ?? undefined,
    mimeType: value.mimeType ?? undefined,
    thumbnail: localPath(value.sizes?.thumbnail?.url) || undefined,
    card: localPath(value.sizes?.card?.url) || undefined,
  }
}

export function mediaUrl(value: Media | number | null | undefined): string {
  return mediaDto(value)?.url ?? ''
}
