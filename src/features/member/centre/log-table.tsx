'use client'

import { Segmented, Table } from 'antd'
import type { TableColumnsType } from 'antd'
import Link from 'next/link'
import { useEffect, useState } from 'react'

import { formatMoment } from '@/features/activities/format-time'

import { api } from '../api-client'
import { toastFailure } from '@/features/forms/form-helpers'

import { ApplyDetail, type DetailLabels } from './apply-detail'
import styles from './centre.module.css'
import type { LogEntry, LogType } from './log-entry'
import { StatusTag } from './status-tag'

type LogPage = { list: LogEntry[]; total: number; page: number; size: number }

const PAGE_SIZE = 10

const FILTERS: { value: LogType | 'all'; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'after-sales', label: '售后服务' },
  { value: 'training', label: '培训申请' },
  { value: 'activity', label: '活动报名' },
]

/** The member's applications and activity sign-ups (POST /api/member/apply_list), paged on the server. */
export function LogTable({ labels }: { labels: DetailLabels }) {
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
        toastFailure(body, '记录加载失败，请稍后重试')
      },
    )
    return () => {
      live = false
    }
  }, [query, page, type])

  const columns: TableColumnsType<LogEntry> = [
    { title: '类型', dataIndex: 'type_text', key: 'type', width: 104 },
    { title: '主题', dataIndex: 'title', key: 'title', render: (title: string) => title || '—' },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', width: 160, className: styles.numeric, render: (value: string) => formatMoment(value) },
    { title: '状态', key: 'status', width: 96, render: (_value, entry) => <StatusTag entry={entry} /> },
    {
      title: '操作',
      key: 'action',
      width: 104,
      fixed: 'right',
      render: (_value, entry) => (
        <button type="button" className={styles.linkButton} onClick={() => setOpen(entry)} aria-label={`查看详情：${entry.type_text} ${entry.title}`}>
          查看详情
        </button>
      ),
    },
  ]

  return (
    <>
      <Segmented
        options={FILTERS}
        value={type}
        onChange={(value) => {
          setType(value)
          setPage(1)
        }}
        className={styles.filter}
        aria-label="记录类型"
      />
      <Table<LogEntry>
        rowKey={(entry) => `${entry.type}-${entry.id}`}
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={{ x: 640 }}
        locale={{
          emptyText: failed ? (
            <p className={styles.empty}>记录加载失败，请刷新页面重试。</p>
          ) : (
            <div className={styles.empty}>
              <p>暂无记录。需要帮助时，可以在这里提交申请：</p>
              <p>
                <Link href="/apply/after">申请售后服务</Link>
                <Link href="/apply/training">申请培训</Link>
                <Link href="/activity">报名近期活动</Link>
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
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPage,
        }}
      />
      <ApplyDetail entry={open} labels={labels} onClose={() => setOpen(null)} />
    </>
  )
}
