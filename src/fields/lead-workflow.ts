import type { CollectionBeforeChangeHook, Field } from 'payload'

/** The stages a lead goes through, for every kind of lead (activity sign-ups, applications). */
const LEAD_STATUSES = ['new', 'following', 'done', 'invalid'] as const
type LeadStatus = (typeof LEAD_STATUSES)[number]

/** How staff name the stages in the admin. */
const LEAD_STATUS_LABEL: Record<LeadStatus, string> = { new: '新线索', following: '跟进中', done: '已完成', invalid: '无效' }

type FollowUp = { id?: string | null; note?: string | null; author?: unknown; at?: string | null }

/**
 * The workflow of a lead, the same on every lead collection: a status, the
 * staff member it is assigned to, the next follow-up date, and follow-up
 * notes, each with its author and time, kept as a log (see keepFollowUpLog).
 */
export function leadWorkflowFields(): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      label: '跟进状态',
      required: true,
      defaultValue: 'new',
      index: true,
      options: LEAD_STATUSES.map((value) => ({ label: LEAD_STATUS_LABEL[value], value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      label: '负责人',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'nextFollowUpAt',
      type: 'date',
      label: '下次跟进',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
    },
    {
      name: 'followUps',
      type: 'array',
      label: '跟进记录',
      labels: { singular: '跟进记录', plural: '跟进记录' },
      admin: { description: '每次跟进添加一条；保存后记录的内容、作者和时间不再改变', initCollapsed: false },
      fields: [
        { name: 'note', type: 'textarea', label: '跟进内容', required: true },
        {
          type: 'row',
          fields: [
            { name: 'author', type: 'relationship', label: '记录人', relationTo: 'users', admin: { readOnly: true, description: '保存时自动填写' } },
            { name: 'at', type: 'date', label: '记录时间', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } } },
          ],
        },
      ],
    },
  ]
}

const authorId = (author: unknown): unknown => (author && typeof author === 'object' && 'id' in author ? (author as { id: unknown }).id : author)

/**
 * Follow-up notes are a log: a saved entry keeps its text, author and time
 * whatever a later save sends (an entry left out comes back), and a new entry
 * gets the staff member who saved it and the time of the save.
 */
export const keepFollowUpLog: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = ((originalDoc as { followUps?: FollowUp[] } | undefined)?.followUps ?? []).filter((entry) => entry.id)
  const sent = (data as { followUps?: FollowUp[] | null }).followUps
  if (sent === undefined && before.length === 0) return data
  const known = new Map(before.map((entry) => [entry.id, entry]))
  const staffId = req.user?.collection === 'users' ? req.user.id : null
  const now = new Date().toISOString()
  const added = (sent ?? [])
    .filter((entry) => !entry.id || !known.has(entry.id))
    .filter((entry) => entry.note?.trim())
    .map((entry) => ({ ...entry, id: entry.id ?? undefined, author: staffId, at: now }))
  const kept = before.map((entry) => ({ id: entry.id, note: entry.note, author: authorId(entry.author) ?? null, at: entry.at }))
  return { ...data, followUps: [...kept, ...added] }
}
