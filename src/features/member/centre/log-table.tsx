'use client'

import { Segmented, Table } from 'antd'
import type { TableColumnsType } from 'antd'
import Link from 'next/link'
import { useEffect, useState } from 'react'

import { toastFailure } from '@/features/forms/form-helpers'
import { pathIn, type SiteLanguage } from '@/i18n/routing'
import { api } from '@/lib/api-client'
import { chinaDateTime } from '@/lib/format'
import type { Messages } from '@/messages/catalogue'
import { fill } from '@/messages/fill'

import { ApplyDetail, type DetailLabels, type DetailText } from './apply-detail'
import styles from './centre.module.css'
import type { LogEntry, LogType } from './log-entry'
import { StatusTag } from './status-tag'

type LogPage = { list: LogEntry[]; total: number; page: number; size: number }

const PAGE_SIZE = 10

const FILTERS = [
  { value: 'all', key: 'all' },
  { value: 'after-sales', key: 'afterSales' },
  { value: 'training', key: 'training' },
  { value: 'activity', key: 'activity' },
] as const satisfies readonly { value: LogType | 'all'; key: string }[]

type Props = { lang: SiteLanguage; labels: DetailLabels; text: Messages['member']['log']; detailText: DetailText }

/** The member's applications and activity sign-ups (POST /api/member/apply_list), paged on the server. */
export function LogTable({ lang, labels, text, detailText }: Props) {
  const [type, setType] = useState<LogType | 'all'>('all')
  const [page, setPage] = useState(1)
  const [result, setResult] = useState<{ query: string; data: LogPage | null; failed: boolean } | null>(null)
  const [open, setOpen] = useState<LogEntry | null>(null)
  const query = `${type}:${page}`
  const loading = result?.query !== query
  const data = result?.data ?? null
  const failed = result?.failed ?? false

  useEffect(() => {
    let live = true
    api<LogPage>('/api/member/apply_list', { method: 'POST', body: { page, size: PAGE_SIZE, ...(type === 'all' ? {} : { type }) } }).then(
      ({ data: list }) => live && setResult({ query, data: list, failed: false }),
      (body: unknown) => {
        if (!live) return
        setResult({ query, data: null, failed: true })
        toastFailure(body, text.loadFailed)
      },
    )
    return () => {
      live = false
    }
  }, [query, page, type, text.loadFailed])

  const columns: TableColumnsType<LogEntry> = [
    { title: text.type, dataIndex: 'type_text', key: 'type', width: 104 },
    { title: text.title, dataIndex: 'title', key: 'title', render: (title: string) => title || '—' },
    { title: text.created, dataIndex: 'created_at', key: 'created_at', width: 160, className: styles.numeric, render: (value: string) => chinaDateTime(value) },
    { title: text.status, key: 'status', width: 96, render: (_value, entry) => <StatusTag entry={entry} /> },
    {
      title: text.action,
      key: 'action',
      width: 104,
      fixed: 'right',
      render: (_value, entry) => (
        <button type="button" className={styles.linkButton} onClick={() => setOpen(entry)} aria-label={fill(text.viewLabel, { type: entry.type_text, title: entry.title })}>
          {text.view}
        </button>
      ),
    },
  ]

  return (
    <>
      <Segmented
        options={FILTERS.map(({ value, key }) => ({ value, label: text[key] }))}
        value={type}
        onChange={(value) => {
          setType(value)
          setPage(1)
        }}
        className={styles.filter}
        aria-label={text.filter}
      />
      <Table<LogEntry>
        rowKey={(entry) => `${entry.type}-${entry.id}`}
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 640 }}
        locale={{
          emptyText: failed ? (
            <p className={styles.empty}>{text.failedEmpty}</p>
          ) : (
            <div className={styles.empty}>
              <p>{text.empty}</p>
              <p>
                <Link href={pathIn(lang, '/apply/after')}>{text.applyAfterSales}</Link>
                <Link href={pathIn(lang, '/apply/training')}>{text.applyTraining}</Link>
                <Link href={pathIn(lang, '/activity')}>{text.joinActivity}</Link>
              </p>
            </div>
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: false,
          showTotal: (total) => fill(text.total, { total }),
          onChange: setPage,
        }}
      />
      <ApplyDetail entry={open} labels={labels} text={detailText} onClose={() => setOpen(null)} />
    </>
  )
}
