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

/**
 * The path of an upload with its version: the time its document last changed. A crop in the admin
 * rewrites the file under the same name, and the browser, nginx and the image optimizer keep
 * pictures by URL, so without it visitors would see the old picture for hours.
 */
export function versionedPath(url: string | null | undefined, updatedAt: string | Date | null | undefined): string {
  const path = localPath(url)
  const time = updatedAt ? new Date(updatedAt).getTime() : NaN
  return path && Number.isFinite(time) ? `${path}?v=${time.toString(36)}` : path
}

/** A media relation as the site and the contract show it; null when missing or not populated. */
export function mediaDto(value: Media | number | null | undefined, fallbackAlt = ''): MediaDto | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return {
    url: versionedPath(value.url, value.updatedAt),
    alt: value.alt || fallbackAlt,
    width: value.width ?? undefined,
    height: value.height ?? undefined,
    mimeType: value.mimeType ?? undefined,
    thumbnail: versionedPath(value.sizes?.thumbnail?.url, value.updatedAt) || undefined,
    card: versionedPath(value.sizes?.card?.url, value.updatedAt) || undefined,
  }
}

export function mediaUrl(value: Media | number | null | undefined): string {
  return mediaDto(value)?.url ?? ''
}
