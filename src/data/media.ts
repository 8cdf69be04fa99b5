import type { Media } from '@/payload-types'

export type MediaDto = { url: string; alt: string; width?: number; height?: number; mimeType?: string; thumbnail?: string; card?: string }

/** A media relation as the site and the contract show it; null when missing or not populated. */
export function mediaDto(value: Media | number | null | undefined, fallbackAlt = ''): MediaDto | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return {
    url: value.url,
    alt: value.alt || fallbackAlt,
    width: value.width ?? undefined,
    height: value.height ?? undefined,
    mimeType: value.mimeType ?? undefined,
    thumbnail: value.sizes?.thumbnail?.url ?? undefined,
    card: value.sizes?.card?.url ?? undefined,
  }
}

export function mediaUrl(value: Media | number | null | undefined): string {
  return mediaDto(value)?.url ?? ''
}
