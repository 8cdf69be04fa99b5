import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'
import { translator } from '@/messages/catalogue'
import type { Activity, ActivityJoin, Application } from '@/payload-types'

import { pageOf, type Page } from './pagination'

/**
 * What a member reads about their own leads in the member centre, in the
 * call's language (member.records; staff see the stage names of
 * src/fields/lead-workflow.ts).
 */
type RecordWords = {
  type: Record<LogEntry['type'], string>
  applicationStatus: Record<Application['status'], string>
  joinStatus: Record<ActivityJoin['status'], string>
}

async function recordWords(locale: ContentLocale): Promise<RecordWords> {
  const t = await translator(locale, 'member.records')
  return {
    type: { 'after-sales': t('types.afterSales'), training: t('types.training'), activity: t('types.activity') },
    applicationStatus: { new: t('applicationStatus.new'), following: t('applicationStatus.following'), done: t('applicationStatus.done'), invalid: t('applicationStatus.invalid') },
    joinStatus: { new: t('joinStatus.new'), following: t('joinStatus.following'), done: t('joinStatus.done'), invalid: t('joinStatus.invalid') },
  }
}

export type LogEntry = {
  id: number
  type: 'after-sales' | 'training' | 'activity'
  type_text: string
  title: string
  status: string
  status_text: string
  created_at: string
}

function applicationEntry(application: Application, words: RecordWords): LogEntry {
  return {
    id: application.id,
    type: application.kind,
    type_text: words.type[application.kind],
    title: application.kind === 'after-sales' ? `${application.no ?? ''} ${application.afterType ?? ''}`.trim() : (application.studyType ?? ''),
    status: application.status,
    status_text: words.applicationStatus[application.status],
    created_at: application.createdAt,
  }
}

function joinEntry(join: ActivityJoin, words: RecordWords): LogEntry {
  const activity = typeof join.activity === 'object' ? (join.activity as Activity) : null
  return {
    id: join.id,
    type: 'activity',
    type_text: words.type.activity,
    title: activity?.title ?? '',
    status: join.status,
    status_text: words.joinStatus[join.status],
    created_at: join.createdAt,
  }
}

/** A member's applications and activity sign-ups, newest first, labelled in `locale` (activity titles too). */
export async function memberLog(
  payload: Payload,
  memberId: number,
  options: { page: number; size: number; type?: LogEntry['type']; locale?: ContentLocale },
): Promise<Page<LogEntry>> {
  const where = { member: { equals: memberId } }
  const locale = options.locale ?? DEFAULT_LOCALE
  const [applications, joins, words] = await Promise.all([
    options.type === 'activity' ? null : payload.find({ collection: 'applications', where: options.type ? { and: [where, { kind: { equals: options.type } }] } : where, limit: 1000, depth: 0, overrideAccess: true, sort: '-createdAt' }),
    options.type && options.type !== 'activity' ? null : payload.find({ collection: 'activity-joins', where, limit: 1000, depth: 1, overrideAccess: true, sort: '-createdAt', locale }),
    recordWords(locale),
  ])
  const entries = [...(applications?.docs.map((application) => applicationEntry(application, words)) ?? []), ...(joins?.docs.map((join) => joinEntry(join, words)) ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))
  const start = (options.page - 1) * options.size
  return pageOf(entries.slice(start, start + options.size), entries.length, options.page, options.size)
}

export async function memberApplication(payload: Payload, memberId: number, type: LogEntry['type'], id: number, locale: ContentLocale = DEFAULT_LOCALE) {
  const words = await recordWords(locale)
  if (type === 'activity') {
    const { docs } = await payload.find({ collection: 'activity-joins', where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }] }, limit: 1, depth: 1, overrideAccess: true, locale })
    const join = docs[0]
    if (!join) return null
    const activity = typeof join.activity === 'object' ? (join.activity as Activity) : null
    return {
      ...joinEntry(join, words),
      fields: { name: join.name, company: join.company, phone: join.phone, tel: join.tel ?? '', email: join.email, wechat: join.wechat ?? '', qq: join.qq ?? '', address: join.address ?? [], apply: join.apply ?? '' },
      activity: activity ? { id: activity.id, title: activity.title, place: activity.place, start_time: activity.startAt, end_time: activity.endAt } : null,
    }
  }
  const { docs } = await payload.find({ collection: 'applications', where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }, { kind: { equals: type } }] }, limit: 1, depth: 0, overrideAccess: true })
  const application = docs[0]
  if (!application) return null
  return {
    ...applicationEntry(application, words),
    fields: {
      name: application.name, company: application.company, phone: application.phone, tel: application.tel ?? '', email: application.email,
      address: application.address ?? [], apply: application.apply ?? '', no: application.no ?? '', afterType: application.afterType ?? '',
      studyType: application.studyType ?? '', detail: application.detail,
    },
  }
}
