'use client'

import { Descriptions, Modal, Result, Skeleton } from 'antd'
import type { DescriptionsProps } from 'antd'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'

import { formatMoment, formatTimeRange } from '@/features/activities/format-time'

import { api } from '../api-client'
import { regionLabel, useRegions } from '@/features/forms/region-cascader'

import styles from './centre.module.css'
import type { LogEntry } from './log-entry'
import { StatusTag } from './status-tag'

/** Keyed option lists of the site config, to show names instead of keys. */
export type DetailLabels = { apply: Record<string, string>; afterType: Record<string, string>; studyType: Record<string, string> }

type Fields = Partial<Record<'name' | 'company' | 'phone' | 'tel' | 'email' | 'wechat' | 'qq' | 'apply' | 'no' | 'afterType' | 'studyType' | 'detail', string>> & {
  address?: string[]
}
type Detail = LogEntry & {
  fields: Fields
  activity?: { id: number; title: string; place: string; start_time: string; end_time: string } | null
}

/** One application or activity sign-up in full (GET /api/member/apply_detail), in a dialog. */
export function ApplyDetail({ entry, labels, onClose }: { entry: LogEntry | null; labels: DetailLabels; onClose: () => void }) {
  const [loaded, setLoaded] = useState<{ entry: LogEntry; data?: Detail; message?: string } | null>(null)
  const { regions } = useRegions()
  const detail = loaded && loaded.entry === entry ? loaded : null

  useEffect(() => {
    if (!entry) return
    let live = true
    api<Detail>('/api/member/apply_detail', { query: { type: entry.type, id: entry.id } }).then(
      ({ data }) => live && setLoaded({ entry, data }),
      (body: { msg?: string }) => live && setLoaded({ entry, message: body?.msg || '详情加载失败，请稍后重试' }),
    )
    return () => {
      live = false
    }
  }, [entry])

  return (
    <Modal title={entry ? `${entry.type_text}详情` : '详情'} open={entry !== null} onCancel={onClose} footer={null} width={{ xs: '90%', md: '50%' }} destroyOnHidden>
      {!detail ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {detail?.message ? <Result status="warning" title={detail.message} /> : null}
      {detail?.data ? <Descriptions bordered size="small" column={1} styles={{ label: { whiteSpace: 'nowrap' } }} items={items(detail.data, labels, (ids) => regionLabel(regions, ids) || ids.join(', '))} /> : null}
    </Modal>
  )
}

function items(detail: Detail, labels: DetailLabels, region: (ids: string[]) => string): DescriptionsProps['items'] {
  const { fields } = detail
  const name = (map: Record<string, string>, value?: string) => (value ? (map[value] ?? value) : '')
  const rows: [string, ReactNode][] = [
    ['类型', detail.type_text],
    ['状态', <StatusTag key="status" entry={detail} />],
    ['提交时间', formatMoment(detail.created_at)],
  ]
  if (detail.type === 'activity') {
    rows.push(['活动', detail.activity?.title ?? detail.title])
    if (detail.activity) rows.push(['活动时间', formatTimeRange(detail.activity.start_time, detail.activity.end_time)], ['活动地点', detail.activity.place])
  }
  if (detail.type === 'after-sales') rows.push(['产品型号', fields.no], ['售后类型', name(labels.afterType, fields.afterType)])
  if (detail.type === 'training') rows.push(['培训类型', name(labels.studyType, fields.studyType)])
  rows.push(
    ['姓名', fields.name],
    ['公司/学校', fields.company],
    ['手机号', fields.phone],
    ['座机', fields.tel],
    ['邮箱', fields.email],
    ['所在地区', fields.address?.length ? region(fields.address) : ''],
    ['应用行业', name(labels.apply, fields.apply)],
  )
  if (detail.type === 'activity') rows.push(['微信号', fields.wechat], ['QQ', fields.qq])
  if (detail.type !== 'activity') rows.push(['描述详情', <span key="detail" className={styles.detailText}>{fields.detail}</span>])
  return rows.map(([label, value]) => ({ key: label, label, children: value || '—' }))
}
