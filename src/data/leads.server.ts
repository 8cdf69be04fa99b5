import 'server-only'

import type { Payload } from 'payload'

import type { Activity, ActivityJoin, Application } from '@/payload-types'

import { pageOf, type Page } from './pagination'

export const APPLICATION_KIND_LABEL: Record<Application['kind'], string> = { 'after-sales': '售后服务', training: '培训申请' }
/** What a member reads about their own leads in the member centre (staff see the stage names of src/fields/lead-workflow.ts). */
export const APPLICATION_STATUS_LABEL: Record<Application['status'], string> = { new: '待处理', following: '处理中', done: '已完成', invalid: '已关闭' }
export const JOIN_STATUS_LABEL: Record<ActivityJoin['status'], string> = { new: '已报名', following: '已联系', done: '已完成', invalid: '已关闭' }

export type LogEntry = {
  id: number
  type: 'after-sales' | 'training' | 'activity'
  type_text: string
  title: string
  status: string
  status_text: string
  created_at: string
}

function applicationEntry(application: Application): LogEntry {
  return {
    id: application.id,
    type: application.kind,
    type_text: APPLICATION_KIND_LABEL[application.kind],
    title: application.kind === 'after-sales' ? `${application.no ?? ''} ${application.afterType ?? ''}`.trim() : (application.studyType ?? ''),
    status: application.status,
    status_text: APPLICATION_STATUS_LABEL[application.status],
    created_at: application.createdAt,
  }
}

function joinEntry(join: ActivityJoin): LogEntry {
  const activity = typeof join.activity === 'object' ? (join.activity as Activity) : null
  return {
    id: join.id,
    type: 'activity',
    type_text: '活动报名',
    title: activity?.title ?? '',
    status: join.status,
    status_text: JOIN_STATUS_LABEL[join.status],
    created_at: join.createdAt,
  }
}

/** A member's applications and activity sign-ups, newest first. */
export async function memberLog(payload: Payload, memberId: number, options: { page: number; size: number; type?: LogEntry['type'] }): Promise<Page<LogEntry>> {
  const where = { member: { equals: memberId } }
  const [applications, joins] = await Promise.all([
    options.type === 'activity' ? null : payload.find({ collection: 'applications', where: options.type ? { and: [where, { kind: { equals: options.type } }] } : where, limit: 1000, depth: 0, overrideAccess: true, sort: '-createdAt' }),
    options.type && options.type !== 'activity' ? null : payload.find({ collection: 'activity-joins', where, limit: 1000, depth: 1, overrideAccess: true, sort: '-createdAt' }),
  ])
  const entries = [...(applications?.docs.map(applicationEntry) ?? []), ...(joins?.docs.map(joinEntry) ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))
  const start = (options.page - 1) * options.size
  return pageOf(entries.slice(start, start + options.size), entries.length, options.page, options.size)
}

export async function memberApplication(payload: Payload, memberId: number, type: LogEntry['type'], id: number) {
  if (type === 'activity') {
    const { docs } = await payload.find({ collection: 'activity-joins', where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }] }, limit: 1, depth: 1, overrideAccess: true })
    const join = docs[0]
    if (!join) return null
    const activity = typeof join.activity === 'object' ? (join.activity as Activity) : null
    return {
      ...joinEntry(join),
      fields: { name: join.name, company: join.company, phone: join.phone, tel: join.tel ?? '', email: join.email, wechat: join.wechat ?? '', qq: join.qq ?? '', address: join.address ?? [], apply: join.apply ?? '' },
      activity: activity ? { id: activity.id, title: activity.title, place: activity.place, start_time: activity.startAt, end_time: activity.endAt } : null,
    }
  }
  const { docs } = await payload.find({ collection: 'applications', where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }, { kind: { equals: type } }] }, limit: 1, depth: 0, overrideAccess: true })
  const application = docs[0]
  if (!application) return null
  return {
    ...applicationEntry(application),
    fields: {
      name: application.name, company: application.company, phone: application.phone, tel: application.tel ?? '', email: application.email,
      address: application.address ?? [], apply: application.apply ?? '', no: application.no ?? '', afterType: application.afterType ?? '',
      studyType: application.studyType ?? '', detail: application.detail,
    },
  }
}
