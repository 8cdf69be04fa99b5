import 'server-only'

import type { Where } from 'payload'

import type { Activity } from '@/payload-types'

import { cachedRead } from '@/lib/content-cache'
import { documentTag, listTag } from '@/lib/content-tags'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'
import { translator } from '@/messages/catalogue'

import { mediaDto, type MediaDto } from './media'
import { pageOf, type Page } from './pagination'
import { payloadClient } from './payload-client.server'
import { richTextToHtml } from './rich-text'
import type { StaffUser } from './staff-session.server'

const published: Where = { _status: { equals: 'published' } }

export type ActivityStatus = 'open' | 'full' | 'ended'

/** The status words of `locale` (activities.status: 报名中, 已满, 已结束 in Chinese). */
async function statusWords(locale: ContentLocale): Promise<Record<ActivityStatus, string>> {
  const t = await translator(locale, 'activities')
  return { open: t('status.open'), full: t('status.full'), ended: t('status.ended') }
}

export type ActivitySummary = {
  id: number
  title: string
  summary: string
  cover: MediaDto | null
  place: string
  start_time: string
  end_time: string
  deadline: string
  capacity: number
  joined: number
  status: ActivityStatus
  status_text: string
}

export function activityStatus(activity: Pick<Activity, 'deadline' | 'endAt' | 'capacity'>, joined: number, now = Date.now()): ActivityStatus {
  if (new Date(activity.deadline).getTime() < now || new Date(activity.endAt).getTime() < now) return 'ended'
  if (joined >= activity.capacity) return 'full'
  return 'open'
}

function summaryOf(activity: Activity, words: Record<ActivityStatus, string>): ActivitySummary {
  const joined = activity.joined ?? 0
  const status = activityStatus(activity, joined)
  return {
    id: activity.id,
    title: activity.title,
    summary: activity.summary ?? '',
    cover: mediaDto(activity.cover, activity.title),
    place: activity.place,
    start_time: activity.startAt,
    end_time: activity.endAt,
    deadline: activity.deadline,
    capacity: activity.capacity,
    joined,
    status,
    status_text: words[status],
  }
}

/** Published activities, latest start first, in `locale` (falling back to Chinese text). */
async function readActivityList(options: { page: number; size: number; locale?: ContentLocale }): Promise<Page<ActivitySummary>> {
  const payload = await payloadClient()
  const locale = options.locale ?? DEFAULT_LOCALE
  const [result, words] = await Promise.all([
    payload.find({ collection: 'activities', where: published, sort: ['-startAt', '-id'], page: options.page, limit: options.size, depth: 1, locale }),
    statusWords(locale),
  ])
  return pageOf(
    result.docs.map((activity) => summaryOf(activity, words)),
    result.totalDocs,
    options.page,
    options.size,
  )
}

export type ActivityDetail = ActivitySummary & {
  content: string
  /** false when the page's language has no version of this activity (it shows in the default language). */
  translated: boolean
}

async function readActivityDetail(id: number, locale: ContentLocale = DEFAULT_LOCALE): Promise<ActivityDetail | null> {
  const payload = await payloadClient()
  const where: Where = { and: [published, { id: { equals: id } }] }
  const [{ docs }, translated, words] = await Promise.all([
    payload.find({ collection: 'activities', where, limit: 1, depth: 1, locale }),
    locale === DEFAULT_LOCALE
      ? true
      : payload.find({ collection: 'activities', where, limit: 1, depth: 0, locale, fallbackLocale: false, select: { title: true } }).then(({ docs }) => Boolean(docs[0]?.title)),
    statusWords(locale),
  ])
  if (!docs[0]) return null
  return { ...summaryOf(docs[0], words), content: richTextToHtml(docs[0].content), translated }
}

/** An activity as staff are editing it (its latest draft) in `locale`, for the admin's live preview: read with the staff member's access, never cached. */
export async function activityPreview(id: number, user: StaffUser, locale: ContentLocale = DEFAULT_LOCALE): Promise<ActivityDetail | null> {
  const payload = await payloadClient()
  const [{ docs }, words] = await Promise.all([
    payload.find({ collection: 'activities', where: { id: { equals: id } }, draft: true, limit: 1, depth: 1, overrideAccess: false, user, locale }),
    statusWords(locale),
  ])
  return docs[0] ? { ...summaryOf(docs[0], words), content: richTextToHtml(docs[0].content), translated: true } : null
}

export const activityList = cachedRead('activityList', ['activities', listTag('activities', null)], readActivityList, { maxAgeSeconds: 60 })
export const activityDetail = cachedRead('activityDetail', (id) => ['activities', documentTag('activities', id)], readActivityDetail, { maxAgeSeconds: 60 })
