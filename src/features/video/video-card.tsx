import { getTranslations } from 'next-intl/server'
import Image from 'next/image'

import type { MediaDto } from '@/data/media'
import { formatDuration, isoDuration } from '@/lib/format'

import { VideoModalButton } from './video-modal-button'
import styles from './video.module.css'

export type VideoCardData = { id: number; title: string; cover: MediaDto | null; url: string; duration: number; summary?: string; kind?: string }

/** The kinds of video the site names (the `video` catalogue's `kinds`). */
export const VIDEO_KINDS = ['product', 'training'] as const
export type VideoKind = (typeof VIDEO_KINDS)[number]

export const isVideoKind = (value: unknown): value is VideoKind => VIDEO_KINDS.includes(value as VideoKind)

/** A video card: the poster is the play button, opening the video modal; its words are the render's language's. */
export async function VideoCard({ video, headingLevel: Heading = 'h3' }: { video: VideoCardData; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations('video')
  const labels = { play: t('play'), playTitle: t('playTitle', { title: video.title }), close: t('close'), unavailable: t('unavailable') }
  const length = formatDuration(video.duration)
  const poster = video.cover ? video.cover.card || video.cover.url : undefined
  return (
    <article className={styles.card}>
      <VideoModalButton url={video.url} title={video.title} labels={labels} cover={video.cover?.url} duration={video.duration} className={styles.cover}>
        {poster ? <Image src={poster} alt="" fill sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px" className={styles.coverImage} /> : null}
        <span className={styles.playIcon} aria-hidden="true" />
        {length ? (
          <time className={styles.duration} dateTime={isoDuration(video.duration)}>
            {length}
          </time>
        ) : null}
      </VideoModalButton>
      <div className={styles.body}>
        {isVideoKind(video.kind) ? <p className={styles.kind}>{t(`kinds.${video.kind}`)}</p> : null}
        <Heading className={styles.title}>{video.title}</Heading>
        {video.summary ? <p className={styles.summary}>{video.summary}</p> : null}
      </div>
    </article>
  )
}
