import Image from 'next/image'

import type { MediaDto } from '@/data/media'

import { formatDuration, isoDuration } from './format-duration'
import { VideoModalButton } from './video-modal-button'
import styles from './video.module.css'

export type VideoCardData = { id: number; title: string; cover: MediaDto | null; url: string; duration: number; summary?: string; kind?: string }

export const VIDEO_KIND_LABELS: Record<string, string> = { product: '产品演示', training: '技术培训' }

/** A video card: the poster is the play button, opening the video modal. */
export function VideoCard({ video, headingLevel: Heading = 'h3' }: { video: VideoCardData; headingLevel?: 'h2' | 'h3' }) {
  const length = formatDuration(video.duration)
  const poster = video.cover ? video.cover.card || video.cover.url : undefined
  return (
    <article className={styles.card}>
      <VideoModalButton url={video.url} title={video.title} cover={video.cover?.url} duration={video.duration} className={styles.cover}>
        {poster ? <Image src={poster} alt="" fill sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px" className={styles.coverImage} /> : null}
        <span className={styles.playIcon} aria-hidden="true" />
        {length ? (
          <time className={styles.duration} dateTime={isoDuration(video.duration)}>
            {length}
          </time>
        ) : null}
      </VideoModalButton>
      <div className={styles.body}>
        {video.kind && VIDEO_KIND_LABELS[video.kind] ? <p className={styles.kind}>{VIDEO_KIND_LABELS[video.kind]}</p> : null}
        <Heading className={styles.title}>{video.title}</Heading>
        {video.summary ? <p className={styles.summary}>{video.summary}</p> : null}
      </div>
    </article>
  )
}
