'use client'

import { Descriptions, Modal, Result, Skeleton } from 'antd'
import type { DescriptionsProps } from 'antd'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'

import { useFormText } from '@/features/forms/form-text'
import { regionLabel, useRegions } from '@/features/forms/region-cascader'
import type { SiteLanguage } from '@/i18n/routing'
import { CHINA, countryName } from '@/lib/countries'
import { api } from '@/lib/api-client'
import { chinaDateTime, chinaTimeRange } from '@/lib/format'
import type { Messages } from '@/messages/catalogue'
import { fill } from '@/messages/fill'

import styles from './centre.module.css'
import type { LogEntry } from './log-entry'
import { StatusTag } from './status-tag'

/** Keyed option lists of the site config, to show names instead of keys. */
export type DetailLabels = { apply: Record<string, string>; afterType: Record<string, string>; studyType: Record<string, string> }

/** The dialog's own words (member.detail). */
export type DetailText = Messages['member']['detail']

type Fields = Partial<Record<'name' | 'company' | 'phone' | 'tel' | 'email' | 'wechat' | 'qq' | 'apply' | 'no' | 'afterType' | 'studyType' | 'detail', string>> & {
  address?: string[]
  country?: string
}
type Detail = LogEntry & {
  fields: Fields
  activity?: { id: number; title: string; place: string; start_time: string; end_time: string } | null
}

/** One application or activity sign-up in full (GET /api/member/apply_detail), in a dialog. */
export function ApplyDetail({ entry, labels, text, onClose }: { entry: LogEntry | null; labels: DetailLabels; text: DetailText; onClose: () => void }) {
  const [loaded, setLoaded] = useState<{ entry: LogEntry; data?: Detail; message?: string } | null>(null)
  const { regions } = useRegions()
  const { lang } = useFormText()
  const detail = loaded && loaded.entry === entry ? loaded : null

  useEffect(() => {
    if (!entry) return
    let live = true
    api<Detail>('/api/member/apply_detail', { query: { type: entry.type, id: entry.id } }).then(
      ({ data }) => live && setLoaded({ entry, data }),
      (body: { msg?: string }) => live && setLoaded({ entry, message: body?.msg || text.failed }),
    )
    return () => {
      live = false
    }
  }, [entry, text.failed])

  return (
    <Modal
      title={entry ? fill(text.title, { type: entry.type_text }) : text.untitled}
      open={entry !== null}
      onCancel={onClose}
      footer={null}
      width={{ xs: '90%', md: '50%' }}
      destroyOnHidden
    >
      {!detail ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {detail?.message ? <Result status="warning" title={detail.message} /> : null}
      {detail?.data ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={items(detail.data, labels, text, lang, (ids) => regionLabel(regions, ids) || ids.join(', '))}
        />
      ) : null}
    </Modal>
  )
}

function items(detail: Detail, labels: DetailLabels, text: DetailText, lang: SiteLanguage, region: (ids: string[]) => string): DescriptionsProps['items'] {
  const { fields } = detail
  const name = (map: Record<string, string>, value?: string) => (value ? (map[value] ?? value) : '')
  const rows: [string, ReactNode][] = [
    [text.type, detail.type_text],
    [text.status, <StatusTag key="status" entry={detail} />],
    [text.created, chinaDateTime(detail.created_at)],
  ]
  if (detail.type === 'activity') {
    rows.push([text.activity, detail.activity?.title ?? detail.title])
    if (detail.activity) rows.push([text.activityTime, chinaTimeRange(detail.activity.start_time, detail.activity.end_time, lang)], [text.activityPlace, detail.activity.place])
  }
  if (detail.type === 'after-sales') rows.push([text.no, fields.no], [text.afterType, name(labels.afterType, fields.afterType)])
  if (detail.type === 'training') rows.push([text.studyType, name(labels.studyType, fields.studyType)])
  rows.push(
    [text.name, fields.name],
    [text.company, fields.company],
    [text.phone, fields.phone],
    [text.tel, fields.tel],
    [text.email, fields.email],
    [text.address, fields.country && fields.country !== CHINA ? countryName(fields.country, lang) : fields.address?.length ? region(fields.address) : ''],
    [text.apply, name(labels.apply, fields.apply)],
  )
  if (detail.type === 'activity') rows.push([text.wechat, fields.wechat], [text.qq, fields.qq])
  if (detail.type !== 'activity')
    rows.push([
      text.detail,
      <span key="detail" className={styles.detailText}>
        {fields.detail}
      </span>,
    ])
  return rows.map(([label, value]) => ({ key: label, label, children: value || '—' }))
}
