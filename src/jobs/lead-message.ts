import { escapeHtml, MAIL_COLOURS, mailButton } from '@/lib/branded-mail'
import { chinaDateTime } from '@/lib/format'
import { CHINA, countryName } from '@/lib/countries'
import { regionNames } from '@/lib/regions'

/** The kinds of lead staff are told about, each with its own list of addresses in site config. */
export const LEAD_KINDS = ['activity_join', 'after_sales', 'training', 'inquiry', 'member'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_KIND_LABEL: Record<LeadKind, string> = {
  activity_join: '活动报名',
  after_sales: '售后服务申请',
  training: '培训申请',
  inquiry: '询价单',
  member: '会员注册',
}

/** The collection each kind of lead lives in. */
export const LEAD_COLLECTION: Record<LeadKind, 'activity-joins' | 'applications' | 'inquiries' | 'members'> = {
  activity_join: 'activity-joins',
  after_sales: 'applications',
  training: 'applications',
  inquiry: 'inquiries',
  member: 'members',
}

export type LeadRecord = {
  id: number | string
  name?: string | null
  username?: string | null
  company?: string | null
  phone?: string | null
  tel?: string | null
  email?: string | null
  wechat?: string | null
  qq?: string | null
  country?: string | null
  address?: string[] | null
  apply?: string | null
  no?: string | null
  afterType?: string | null
  studyType?: string | null
  detail?: string | null
  summary?: string | null
  message?: string | null
  activity?: { title?: string | null } | number | string | null
  createdAt: string
}

export type LeadMessage = { subject: string; title: string; rows: [string, string][]; link: string }

/** What staff are told about a new lead: its details in the admin's words and a link to work it. */
export function leadMessage(kind: LeadKind, lead: LeadRecord, adminUrl: string): LeadMessage {
  const label = LEAD_KIND_LABEL[kind]
  const who = lead.name || lead.username || '（未填姓名）'
  const region = lead.country && lead.country !== CHINA ? countryName(lead.country) : regionNames(lead.address ?? []).join(' ')
  const activity = typeof lead.activity === 'object' && lead.activity ? lead.activity.title : null
  const candidates: [string, string | null | undefined][] = [
    ['活动', activity],
    ['姓名', lead.name],
    ['用户名', kind === 'member' ? lead.username : null],
    ['公司/学校', lead.company],
    ['手机号', lead.phone],
    ['座机', lead.tel],
    ['邮箱', lead.email],
    ['微信号', lead.wechat],
    ['QQ', lead.qq],
    ['地区', region],
    ['应用行业', lead.apply],
    ['产品型号', lead.no],
    ['售后类型', lead.afterType],
    ['培训类型', lead.studyType],
    ['描述详情', lead.detail],
    ['询价产品', lead.summary],
    ['补充说明', lead.message],
    ['提交时间', `${chinaDateTime(lead.createdAt)}（北京时间）`],
  ]
  const rows = candidates.filter((row): row is [string, string] => Boolean(row[1]?.trim()))
  return {
    subject: `新线索：${label} · ${who}${lead.company ? `（${lead.company}）` : ''}`,
    title: `收到一条新的${label}`,
    rows,
    link: `${adminUrl}/collections/${LEAD_COLLECTION[kind]}/${lead.id}`,
  }
}

export function leadMessageText(message: LeadMessage): string {
  return [message.title, '', ...message.rows.map(([name, value]) => `${name}：${value}`), '', `在后台查看并跟进：${message.link}`].join('\n')
}

/** The message as the body of a branded mail (src/lib/branded-mail.ts): every value escaped. */
export function leadMessageHtml(message: LeadMessage): string {
  const cell = `padding:8px 0;border-bottom:1px solid ${MAIL_COLOURS.rule};vertical-align:top`
  const rows = message.rows
    .map(
      ([name, value]) =>
        `<tr><th align="left" style="${cell};padding-right:16px;color:${MAIL_COLOURS.muted};font-weight:normal;white-space:nowrap">${escapeHtml(name)}</th><td style="${cell};white-space:pre-wrap;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return [
    `<h1 style="margin:0 0 16px;font-size:18px;line-height:1.5;color:${MAIL_COLOURS.navy}">${escapeHtml(message.title)}</h1>`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="width:100%;margin:0 0 20px;font-size:14px;line-height:1.6;border-top:1px solid ${MAIL_COLOURS.rule}">${rows}</table>`,
    mailButton(message.link, '在后台查看并跟进'),
    `<p style="margin:0;font-size:12px;line-height:1.6;color:${MAIL_COLOURS.faint};word-break:break-all">${escapeHtml(message.link)}</p>`,
  ].join('')
}

/**
 * Characters that make Markdown of a visitor's text (a link, an image, an HTML tag such as
 * WeCom's <font>, emphasis, code): each becomes its full-width twin, which every robot shows
 * as text. WeCom's Markdown subset documents no backslash escapes, so escaping by backslash
 * could show the backslashes, or nothing at all.
 */
const MARKDOWN_SIGNS: Record<string, string> = { '[': '［', ']': '］', '<': '＜', '>': '＞', '*': '＊', '`': '｀', '\\': '＼', '|': '｜', '~': '～' }

/** A lead's value as Markdown that shows as the visitor's text, never as markup, on one line. */
export function markdownText(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/[[\]<>*`\\|~]/g, (sign) => MARKDOWN_SIGNS[sign])
}

/** The same message in Markdown, for a WeCom or DingTalk group robot: only the title and the link are markup. */
export function leadMessageMarkdown(message: LeadMessage): string {
  return [`### ${markdownText(message.title)}`, ...message.rows.map(([name, value]) => `> ${name}：${markdownText(value)}`), '', `[在后台查看并跟进](${message.link})`].join('\n')
}
