import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Config,
  FlattenedField,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
  Plugin,
} from 'payload'

import { withoutCredentials } from '@/lib/url-credentials'

/** Collections whose writes are not staff work: the log itself, machine records and secrets. */
const NOT_AUDITED = new Set([
  'audit-logs',
  'search-pushes',
  'rate-limits',
  'verification-codes',
  'payload-jobs',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
])

/** Fields never copied into the log: bookkeeping and credentials. */
const SKIPPED_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'sessions',
  '_verificationToken',
])

/** Fields whose values are secrets: the log says they changed, not what they hold. */
const MASKED_FIELDS = new Set(['token', 'secret', 'apiKey'])

const MAX_VALUE_CHARS = 1000

export type FieldChange = { field: string; label: string; before: unknown; after: unknown }

/** Related documents compare by id, whether the hook got them populated or not. */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return record.id
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, normalise(item)]))
  }
  return value ?? null
}

function shorten(value: unknown): unknown {
  const json = JSON.stringify(value)
  if (json === undefined || json.length <= MAX_VALUE_CHARS) return value
  return `${json.slice(0, 300)}…（共 ${json.length} 个字符）`
}

/** Groups are compared whole; a secret inside one is hidden in both versions, and so are the credentials in an address's query (a robot's key). */
function mask(name: string, value: unknown): unknown {
  if (MASKED_FIELDS.has(name)) return value ? '（已设置，内容不记录）' : null
  if (typeof value === 'string' && /^https?:\/\//i.test(value)) return withoutCredentials(value)
  if (Array.isArray(value)) return value.map((item) => mask('', item))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mask(key, item)]))
  return value
}

function labelOf(field: FlattenedField | undefined, name: string): string {
  const label = field && 'label' in field ? field.label : undefined
  return typeof label === 'string' ? label : name
}

/** The top-level fields that differ between two versions of a document, with the admin's labels. */
export function fieldChanges(fields: FlattenedField[], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const byName = new Map(fields.map((field) => [field.name, field]))
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  const changes: FieldChange[] = []
  for (const name of names) {
    if (SKIPPED_FIELDS.has(name)) continue
    const previous = normalise(before[name])
    const next = normalise(after[name])
    if (JSON.stringify(previous) === JSON.stringify(next)) continue
    changes.push({ field: name, label: labelOf(byName.get(name), name), before: shorten(mask(name, previous)), after: shorten(mask(name, next)) })
  }
  return changes
}

const staffId = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user.id : null)

function titleOf(doc: Record<string, unknown>, useAsTitle: string | undefined): string {
  const value = (useAsTitle && doc[useAsTitle]) || doc.title || doc.name || doc.model || doc.email || doc.id
  return String(value ?? '').slice(0, 200)
}

const ACTION_WORD = { create: '新建', update: '修改', delete: '删除' } as const

async function writeEntry(
  req: PayloadRequest,
  entry: { action: keyof typeof ACTION_WORD; entity: string; entityLabel: string; docId?: string; docTitle: string; changes: FieldChange[] },
) {
  const fields = entry.changes
    .map((change) => change.label)
    .slice(0, 6)
    .join('、')
  const more = entry.changes.length > 6 ? ` 等 ${entry.changes.length} 项` : ''
  const summary = `${ACTION_WORD[entry.action]}${entry.entityLabel}「${entry.docTitle}」${entry.action === 'update' && fields ? `：${fields}${more}` : ''}`
  await req.payload.create({
    collection: 'audit-logs',
    data: {
      summary: summary.slice(0, 300),
      action: entry.action,
      user: staffId(req),
      entity: entry.entity,
      docId: entry.docId,
      docTitle: entry.docTitle,
      changes: entry.changes,
    },
    overrideAccess: true,
    req,
  })
}

const pluralLabel = (labels: unknown, fallback: string) => {
  const value = (labels as { singular?: unknown } | undefined)?.singular
  return typeof value === 'string' ? value : fallback
}

function auditCollection(config: CollectionConfig): CollectionConfig {
  const entityLabel = pluralLabel(config.labels, config.slug)
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
    if (!staffId(req) || req.context?.skipAudit) return doc
    const changes = fieldChanges(collection.flattenedFields, operation === 'create' ? {} : (previousDoc ?? {}), doc)
    if (operation === 'update' && !changes.length) return doc
    await writeEntry(req, { action: operation, entity: config.slug, entityLabel, docId: String(doc.id), docTitle: titleOf(doc, config.admin?.useAsTitle), changes })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (!staffId(req) || req.context?.skipAudit) return doc
    await writeEntry(req, { action: 'delete', entity: config.slug, entityLabel, docId: String(doc.id), docTitle: titleOf(doc, config.admin?.useAsTitle), changes: [] })
    return doc
  }
  return {
    ...config,
    hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), afterChange], afterDelete: [...(config.hooks?.afterDelete ?? []), afterDelete] },
  }
}

function auditGlobal(config: GlobalConfig): GlobalConfig {
  const label = typeof config.label === 'string' ? config.label : config.slug
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
    if (!staffId(req) || req.context?.skipAudit) return doc
    const changes = fieldChanges(global.flattenedFields, previousDoc ?? {}, doc)
    if (!changes.length) return doc
    await writeEntry(req, { action: 'update', entity: config.slug, entityLabel: '', docTitle: label, changes })
    return doc
  }
  return { ...config, hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), afterChange] } }
}

/** Records every change staff make to collections and globals in audit-logs (staff sign-ins are recorded by the login route). */
export const auditTrailPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => (NOT_AUDITED.has(collection.slug) ? collection : auditCollection(collection))),
    globals: (config.globals ?? []).map(auditGlobal),
  })
