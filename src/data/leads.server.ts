import 'server-only'

import type { Payload } from 'payload'

import { CHINA } from '@/lib/countries'
import { DEFAULT_LOCALE, type ContentLocale } from '@/lib/localized-sql'
import { translator } from '@/messages/catalogue'
import type { Activity, ActivityJoin, Application } from '@/payload-types'

import { applicantRecord, type ApplicantInput } from './applicant'
import { choiceKey, withChoiceKeys } from './choice-keys.server'
import { siteConfig } from './site.server'
import { pageOf, type Page } from './pagination'
import { publishedModels } from './products.server'
import { texts } from './text-fields'

/**
 * What a member reads about their own leads in the member centre, in the
 * call's language (member.records; staff see the stage names of
 * src/fields/lead-workflow.ts).
 */
type RecordWords = {
  type: Record<LogEntry['type'], string>
  applicationStatus: Record<Application['status'], string>
  joinStatus: Record<ActivityJoin['status'], string>
  /** Site config's names of the after-sales and training types, by key. */
  afterTypes: Record<string, string>
  studyTypes: Record<string, string>
}

async function recordWords(locale: ContentLocale): Promise<RecordWords> {
  const [t, config] = await Promise.all([translator(locale, 'member.records'), siteConfig(locale)])
  return {
    afterTypes: config.user_server_type,
    studyTypes: config.study_type,
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

/** A stored option key by the name site config gives it in the member's language; other text as stored. */
const named = (names: Record<string, string>, key: string | null | undefined) => (key ? (names[key] ?? key) : '')

function applicationEntry(application: Application, words: RecordWords): LogEntry {
  return {
    id: application.id,
    type: application.kind,
    type_text: words.type[application.kind],
    title: application.kind === 'after-sales' ? `${application.no ?? ''} ${named(words.afterTypes, application.afterType)}`.trim() : named(words.studyTypes, application.studyType),
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
    options.type === 'activity'
      ? null
      : payload.find({
          collection: 'applications',
          where: options.type ? { and: [where, { kind: { equals: options.type } }] } : where,
          limit: 1000,
          depth: 0,
          overrideAccess: true,
          sort: '-createdAt',
        }),
    options.type && options.type !== 'activity'
      ? null
      : payload.find({ collection: 'activity-joins', where, limit: 1000, depth: 1, overrideAccess: true, sort: '-createdAt', locale }),
    recordWords(locale),
  ])
  const entries = [...(applications?.docs.map((application) => applicationEntry(application, words)) ?? []), ...(joins?.docs.map((join) => joinEntry(join, words)) ?? [])].sort(
    (a, b) => b.created_at.localeCompare(a.created_at),
  )
  const start = (options.page - 1) * options.size
  return pageOf(entries.slice(start, start + options.size), entries.length, options.page, options.size)
}

export async function memberApplication(payload: Payload, memberId: number, type: LogEntry['type'], id: number, locale: ContentLocale = DEFAULT_LOCALE) {
  const words = await recordWords(locale)
  if (type === 'activity') {
    const { docs } = await payload.find({
      collection: 'activity-joins',
      where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }] },
      limit: 1,
      depth: 1,
      overrideAccess: true,
      locale,
    })
    const join = docs[0]
    if (!join) return null
    const activity = typeof join.activity === 'object' ? (join.activity as Activity) : null
    return {
      ...joinEntry(join, words),
      fields: {
        ...texts(join, ['name', 'company', 'phone', 'tel', 'email', 'wechat', 'qq']),
        country: join.country ?? CHINA,
        address: join.address ?? [],
        apply: join.apply ?? '',
      },
      activity: activity ? { id: activity.id, title: activity.title, place: activity.place, start_time: activity.startAt, end_time: activity.endAt } : null,
    }
  }
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }, { kind: { equals: type } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const application = docs[0]
  if (!application) return null
  return {
    ...applicationEntry(application, words),
    fields: {
      ...texts(application, ['name', 'company', 'phone', 'tel', 'email']),
      country: application.country ?? CHINA,
      address: application.address ?? [],
      ...texts(application, ['apply', 'no', 'afterType', 'studyType', 'detail']),
    },
  }
}

export type ApplicationInput = {
  kind: Application['kind']
  member?: number
  applicant: ApplicantInput
  detail: string
  /** After-sales: the product model and the kind of service. */
  no?: string
  afterType?: string
  /** Training: the course. */
  studyType?: string
}

/** Writes an after-sales or training application (a new lead); its notification is queued in the same transaction. */
export async function createApplication(payload: Payload, application: ApplicationInput): Promise<{ id: number }> {
  const { kind } = application
  const created = await payload.create({
    collection: 'applications',
    data: {
      kind,
      status: 'new',
      member: application.member,
      ...applicantRecord(await withChoiceKeys(application.applicant)),
      no: kind === 'after-sales' ? application.no : undefined,
      afterType: kind === 'after-sales' ? await choiceKey('user_server_type', application.afterType) : undefined,
      studyType: kind === 'training' ? await choiceKey('study_type', application.studyType) : undefined,
      detail: application.detail,
    },
    overrideAccess: true,
  })
  return { id: created.id }
}

export type InquiryOutcome = { kind: 'ok'; id: number } | { kind: 'unknown-product' }

/** Writes an inquiry for published products (one line per product, its model as it is now); refused when any product is not published. */
export async function createInquiry(
  payload: Payload,
  inquiry: { member?: number; items: { product: number; quantity: number }[]; applicant: ApplicantInput; message: string },
): Promise<InquiryOutcome> {
  const products = await publishedModels(inquiry.items.map((item) => item.product))
  if (products.length !== new Set(inquiry.items.map((item) => item.product)).size) return { kind: 'unknown-product' }
  const model = new Map(products.map((product) => [product.id, product.model]))
  const created = await payload.create({
    collection: 'inquiries',
    data: {
      status: 'new',
      member: inquiry.member,
      items: inquiry.items.map((item) => ({ product: item.product, model: model.get(item.product)!, quantity: item.quantity })),
      ...applicantRecord(await withChoiceKeys(inquiry.applicant)),
      message: inquiry.message,
    },
    overrideAccess: true,
  })
  return { kind: 'ok', id: created.id }
}
