'use client'

import { useAuth, useConfig, useListDrawerContext, useListQuery } from '@payloadcms/ui'
import Link from 'next/link'
import type { Where } from 'payload'
import { useSearchParams } from 'next/navigation'

import { chinaDayStart, chinaDaysFrom, chinaWeekStart } from '@/lib/china-days'

import styles from './lead-quick-filters.module.css'

type Filter = { label: string; query: Record<string, string> }

function filters(userId: number | string | undefined): Filter[] {
  const now = new Date()
  const list: Filter[] = [
    { label: '全部', query: {} },
    { label: '新线索', query: { 'where[status][equals]': 'new' } },
    { label: '跟进中', query: { 'where[status][equals]': 'following' } },
    { label: '已完成', query: { 'where[status][equals]': 'done' } },
    { label: '无效', query: { 'where[status][equals]': 'invalid' } },
  ]
  if (userId !== undefined) list.push({ label: '我负责的', query: { 'where[assignee][equals]': String(userId) } })
  list.push(
    { label: '待跟进（已到期）', query: { 'where[status][equals]': 'following', 'where[nextFollowUpAt][less_than_equal]': now.toISOString() } },
    { label: '今天', query: { 'where[createdAt][greater_than_equal]': chinaDayStart(now).toISOString() } },
    { label: '本周', query: { 'where[createdAt][greater_than_equal]': chinaWeekStart(now).toISOString() } },
    { label: '近 30 天', query: { 'where[createdAt][greater_than_equal]': chinaDaysFrom(now, -29).toISOString() } },
  )
  return list
}

const keyOf = (query: Record<string, string>) => Object.keys(query).sort().join('&')

/** `where[status][equals]=new` as Payload's Where object. */
function whereOf(query: Record<string, string>): Where {
  const where: Record<string, Record<string, string>> = {}
  for (const [key, value] of Object.entries(query)) {
    const [, field, operator] = /^where\[([^\]]+)\]\[([^\]]+)\]$/.exec(key) ?? []
    if (field && operator) where[field] = { ...where[field], [operator]: value }
  }
  return where as Where
}

/**
 * Quick filters above a lead list: one click for a stage, the leads assigned
 * to me, follow-ups that are due, and leads of today, this week or the last
 * 30 days (China time). Payload's 筛选 still builds any other filter
 * (type, activity, assignee, date range); the list stays newest first.
 */
export function LeadQuickFilters() {
  const { collectionSlug, refineListData } = useListQuery()
  const { isInDrawer } = useListDrawerContext()
  const { config } = useConfig()
  const { user } = useAuth()
  const searchParams = useSearchParams()
  if (isInDrawer || !collectionSlug) return null
  const current = keyOf(Object.fromEntries([...searchParams.entries()].filter(([key]) => key.startsWith('where['))))
  return (
    <nav className={styles.filters} aria-label="快速筛选">
      {filters(user?.id).map((filter) => {
        const params = new URLSearchParams(filter.query)
        const sort = searchParams.get('sort')
        if (sort) params.set('sort', sort)
        const active = keyOf(filter.query) === current
        return (
          <Link
            key={filter.label}
            href={`${config.routes.admin}/collections/${collectionSlug}${params.size ? `?${params.toString()}` : ''}`}
            className={active ? `${styles.filter} ${styles.active}` : styles.filter}
            aria-current={active ? 'true' : undefined}
            onClick={(event) => {
              // Through the list's own state, so its URL sync never puts the previous filter back.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              void refineListData({ where: whereOf(filter.query), page: 1 })
            }}
          >
            {filter.label}
          </Link>
        )
      })}
    </nav>
  )
}
