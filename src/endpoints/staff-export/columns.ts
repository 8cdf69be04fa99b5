import type { FlattenedField } from 'payload'

import { regionNames } from '@/lib/regions'

import { chinaDateTime, chinaWallClock } from '@/lib/format'

/** The collections staff export from their lists. */
export const EXPORT_SLUGS = ['activity-joins', 'applications', 'inquiries', 'members', 'search-queries'] as const
export type ExportSlug = (typeof EXPORT_SLUGS)[number]

export type Row = Record<string, unknown>
export type CellValue = string | number | Date | null

export type Column = {
  header: string
  width: number
  /** The document fields the column reads (for the query's `select`). */
  fields: string[]
  /** A date cell, shown as yyyy-mm-dd hh:mm in China time. */
  date?: boolean
  /** Multi-line text (follow-up notes, descriptions). */
  wrap?: boolean
  value: (row: Row) => CellValue
}

// XML 1.0 cannot hold these, and a cell holds at most 32,767 characters.
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const CELL_LIMIT = 32_767

function cellText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const text = String(value).replace(NOT_IN_XML, '')
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT - 1)}…` : text
}

// A spreadsheet reads a cell that starts with one of these as a formula (OWASP's CSV injection):
// text that does gets a leading apostrophe, so a re-saved or edited export never turns it live.
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as written to the export: text that a spreadsheet would run as a formula is quoted. */
export function safeCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

const populated = (value: unknown): Row | null => (value && typeof value === 'object' ? (value as Row) : null)

/** A staff account as staff know it: the name, else the e-mail address. */
function staffName(value: unknown): string | null {
  const user = populated(value)
  if (!user) return value === null || value === undefined ? null : String(value)
  return cellText(user.name) ?? cellText(user.email)
}

/** The columns of one collection, headed with the labels of its fields in the admin. */
class ColumnSet {
  readonly columns: Column[] = []
  private readonly fields: Map<string, FlattenedField>

  constructor(fields: FlattenedField[]) {
    this.fields = new Map(fields.map((field) => [field.name, field]))
  }

  private label(name: string, fallback?: string): string {
    const label = (this.fields.get(name) as { label?: unknown } | undefined)?.label
    return fallback ?? (typeof label === 'string' ? label : name)
  }

  add(column: Column): this {
    this.columns.push(column)
    return this
  }

  id(): this {
    return this.add({ header: '编号', width: 8, fields: ['id'], value: (row) => (typeof row.id === 'number' ? row.id : cellText(row.id)) })
  }

  text(name: string, width = 14, options: { header?: string; wrap?: boolean } = {}): this {
    return this.add({ header: this.label(name, options.header), width, fields: [name], wrap: options.wrap, value: (row) => cellText(row[name]) })
  }

  /** A select field as the admin shows it (跟进中, not following). */
  select(name: string, width = 10): this {
    const field = this.fields.get(name)
    const options = new Map<string, string>()
    for (const option of field && 'options' in field ? field.options : []) {
      if (typeof option === 'string') options.set(option, option)
      else options.set(option.value, typeof option.label === 'string' ? option.label : option.value)
    }
    return this.add({ header: this.label(name), width, fields: [name], value: (row) => (row[name] ? (options.get(String(row[name])) ?? cellText(row[name])) : null) })
  }

  count(name: string, width = 10): this {
    return this.add({ header: this.label(name), width, fields: [name], value: (row) => (typeof row[name] === 'number' ? row[name] : null) })
  }

  date(name: string, header?: string): this {
    return this.add({ header: this.label(name, header), width: 17, fields: [name], date: true, value: (row) => (row[name] ? chinaWallClock(String(row[name])) : null) })
  }

  /** The country, and the region codes (province, city, district) as three columns of names. */
  region(): this {
    const level = (index: number) => (row: Row) => (Array.isArray(row.address) ? (regionNames(row.address.map(String))[index] ?? null) : null)
    return this.select('country', 14)
      .add({ header: '省', width: 12, fields: ['address'], value: level(0) })
      .add({ header: '市', width: 12, fields: ['address'], value: level(1) })
      .add({ header: '区', width: 12, fields: ['address'], value: level(2) })
  }

  /** An option key a form sent, as site config names it (the key itself when no option has it). */
  choice(name: string, header: string, names: Map<string, string>, width = 14): this {
    return this.add({ header, width, fields: [name], value: (row) => (row[name] ? (names.get(String(row[name])) ?? cellText(row[name])) : null) })
  }

  relation(name: string, title: (doc: unknown) => string | null, width = 20): this {
    return this.add({ header: this.label(name), width, fields: [name], value: (row) => title(row[name]) })
  }

  /** Status, assignee, next follow-up and the follow-up log (src/fields/lead-workflow.ts). */
  workflow(): this {
    return this.select('status')
      .relation('assignee', staffName, 16)
      .date('nextFollowUpAt')
      .add({
        header: this.label('followUps'),
        width: 48,
        fields: ['followUps'],
        wrap: true,
        value: (row) => {
          const entries = Array.isArray(row.followUps) ? (row.followUps as Row[]) : []
          const lines = entries.map((entry) => {
            const by = [entry.at ? chinaDateTime(String(entry.at)) : '', staffName(entry.author) ?? ''].filter(Boolean).join(' ')
            return by ? `${by}：${entry.note ?? ''}` : String(entry.note ?? '')
          })
          return cellText(lines.join('\n'))
        },
      })
  }
}

/** The names of site config's option lists (表单选项) by key, in Chinese. */
export type ChoiceNames = { application_type: Map<string, string>; user_server_type: Map<string, string>; study_type: Map<string, string> }

/** What each export holds, in the order of its columns. Members never show their password hash, salt or tokens. */
export function exportColumns(slug: ExportSlug, fields: FlattenedField[], names: ChoiceNames): Column[] {
  const set = new ColumnSet(fields)
  const industry = () => set.choice('apply', '应用行业', names.application_type)
  if (slug === 'activity-joins') {
    set.id().relation('activity', (doc) => cellText(populated(doc)?.title ?? doc), 24)
    set.text('name', 10).text('company', 24).text('phone').text('tel').text('email', 22).text('wechat').text('qq', 12)
    set.region()
    industry()
    set.workflow().date('createdAt', '提交时间')
  } else if (slug === 'applications') {
    set.id().select('kind')
    set.text('name', 10).text('company', 24).text('phone').text('tel').text('email', 22)
    set.region()
    industry()
    set.text('no').choice('afterType', '售后类型', names.user_server_type).choice('studyType', '培训类型', names.study_type).text('detail', 40, { wrap: true })
    set.workflow().date('createdAt', '提交时间')
  } else if (slug === 'inquiries') {
    set.id().text('summary', 36, { wrap: true })
    set.text('name', 10).text('company', 24).text('phone').text('tel').text('email', 22)
    set.region()
    industry()
    set.text('message', 40, { wrap: true })
    set.workflow().date('createdAt', '提交时间')
  } else if (slug === 'search-queries') {
    set.text('day', 12).select('lang', 8).text('query', 30).count('searches').count('results')
  } else {
    set.id().text('username', 16, { header: '用户名' })
    set.text('name', 10).text('email', 22).text('company', 24).text('phone').text('tel').text('wechat').text('qq', 12)
    set.region()
    industry()
    set.select('status').date('lastLoginAt').date('createdAt', '注册时间')
  }
  return set.columns
}
