import Link from 'next/link'
import type { CollectionSlug, GlobalSlug, PayloadRequest, SanitizedPermissions, WidgetServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type React from 'react'

import { dashboardFigures, LEAD_TYPE_LABEL, LEAD_TYPES, type DashboardFigures, type LeadItem, type LeadType, type RankedItem } from '@/data/dashboard.server'
import { searchFigures, type QueryFigure } from '@/data/search-stats.server'
import { formatCount } from '@/lib/format'

import styles from './dashboard.module.css'
import { elapsed, shortDateTime } from './format'
import { LeadChart } from './lead-chart'
import type { ChartSeries } from './lead-chart-bars'

const TYPE_COLOR: Record<LeadType, string> = {
  activity: 'var(--theme-success-500)',
  'after-sales': 'var(--theme-warning-400)',
  training: 'var(--theme-error-400)',
  inquiry: '#6f5bd3',
  member: 'var(--theme-elevation-400)',
}
const STATUS_LABEL: Record<LeadItem['status'], string> = { new: '新线索', following: '跟进中', done: '已完成', invalid: '无效' }

/** A list screen of the admin with a filter, in the form its own filter controls write. */
function listUrl(req: PayloadRequest, slug: string, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams()
  Object.entries(filters).forEach(([field, value], index) => query.set(`where[or][0][and][${index}][${field}][equals]`, value))
  return adminUrl(req, `/collections/${slug}${query.size ? `?${query}` : ''}`)
}

function adminUrl(req: PayloadRequest, path: `/${string}`): string {
  return formatAdminURL({ adminRoute: req.payload.config.routes.admin, path })
}

/** Whether this staff member may open a collection's screens (read access, and not hidden from them). */
function canOpenCollection(req: PayloadRequest, permissions: SanitizedPermissions, slug: CollectionSlug): boolean {
  if (!permissions?.collections?.[slug]?.read) return false
  const hidden = req.payload.collections[slug]?.config.admin.hidden
  return !(typeof hidden === 'function' ? hidden({ user: req.user as never }) : hidden)
}

/** Whether this staff member may edit a global (editors only read the site config, so it is not theirs to open). */
const canEditGlobal = (permissions: SanitizedPermissions, slug: GlobalSlug) => Boolean(permissions?.globals?.[slug]?.update)

/** Where a lead type's list is, for this staff member (null when they cannot open it). */
function leadTypeUrl(req: PayloadRequest, permissions: SanitizedPermissions, type: LeadType, filters: Record<string, string> = {}): string | null {
  if (type === 'member') return canOpenCollection(req, permissions, 'members') ? listUrl(req, 'members') : null
  if (type === 'activity') return listUrl(req, 'activity-joins', filters)
  if (type === 'inquiry') return listUrl(req, 'inquiries', filters)
  return listUrl(req, 'applications', { kind: type, ...filters })
}

function Widget({ title, meta, children, label }: { title: string; meta?: React.ReactNode; children: React.ReactNode; label?: string }) {
  return (
    <section className={styles.widget} aria-label={label ?? title}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </header>
      {children}
    </section>
  )
}

const total = (counts: Record<LeadType, number>) => LEAD_TYPES.reduce((sum, type) => sum + counts[type], 0)

/** New leads today and this week, per type. */
export async function LeadSummaryWidget({ req, permissions }: WidgetServerProps) {
  const figures = await dashboardFigures()
  return (
    <Widget title="新线索" meta={`今日 ${total(figures.leadsToday)} 条 · 本周 ${total(figures.leadsThisWeek)} 条（周一起算）`}>
      <div className={styles.tiles}>
        {LEAD_TYPES.map((type) => {
          const href = leadTypeUrl(req, permissions, type)
          const body = (
            <>
              <span className={styles.tileLabel}>{LEAD_TYPE_LABEL[type]}</span>
              <strong className={styles.tileValue} data-figure="today">
                {figures.leadsToday[type]}
              </strong>
              <span className={styles.tileMeta}>
                今日新增 · 本周 <span data-figure="week">{figures.leadsThisWeek[type]}</span>
              </span>
            </>
          )
          const style = { '--tile-color': TYPE_COLOR[type] } as React.CSSProperties
          return href ? (
            <Link key={type} href={href} className={styles.tile} style={style} data-lead-type={type}>
              {body}
            </Link>
          ) : (
            <div key={type} className={styles.tile} style={style} data-lead-type={type}>
              {body}
            </div>
          )
        })}
      </div>
    </Widget>
  )
}

/** New leads over the last 30 days. */
export async function LeadChartWidget() {
  const figures = await dashboardFigures()
  const series: ChartSeries[] = LEAD_TYPES.map((type) => ({ type, label: LEAD_TYPE_LABEL[type], color: TYPE_COLOR[type] }))
  const sum = figures.series.reduce((count, day) => count + total(day), 0)
  const label = `近 30 天新线索共 ${sum} 条：${LEAD_TYPES.map((type) => `${LEAD_TYPE_LABEL[type]} ${figures.series.reduce((count, day) => count + day[type], 0)} 条`).join('，')}`
  return (
    <Widget title="近 30 天新线索" meta={`共 ${sum} 条`}>
      <LeadChart data={figures.series} series={series} label={label} />
    </Widget>
  )
}

function leadUrl(req: PayloadRequest, lead: LeadItem) {
  return adminUrl(req, `/collections/${lead.collection}/${lead.id}`)
}

function leadSubtitle(lead: LeadItem) {
  return [lead.company, lead.activity].filter(Boolean).join(' · ')
}

function LeadRows({ req, leads, side }: { req: PayloadRequest; leads: LeadItem[]; side: (lead: LeadItem) => React.ReactNode }) {
  return (
    <ol className={styles.list}>
      {leads.map((lead) => (
        <li key={`${lead.collection}-${lead.id}`} className={styles.row}>
          <div className={styles.rowMain}>
            <Link href={leadUrl(req, lead)} className={styles.rowTitle}>
              <span className={styles.tag}>{LEAD_TYPE_LABEL[lead.type]}</span>
              {lead.name}
            </Link>
            <span className={styles.rowSub}>{leadSubtitle(lead) || '\u00a0'}</span>
          </div>
          <div className={styles.rowSide}>{side(lead)}</div>
        </li>
      ))}
    </ol>
  )
}

/** The leads that have waited longest for staff: new ones by arrival, overdue follow-ups by their missed date. */
export async function UnhandledLeadsWidget({ req }: WidgetServerProps) {
  const figures = await dashboardFigures()
  const { fresh, overdue, oldest } = figures.unhandled
  const now = new Date(figures.at)
  return (
    <Widget
      title="待处理线索"
      meta={
        <>
          新线索 {fresh} · <span className={overdue ? styles.overdue : undefined}>逾期跟进 {overdue}</span>
        </>
      }
    >
      {oldest.length ? (
        <LeadRows
          req={req}
          leads={oldest}
          side={(lead) =>
            lead.status === 'new' ? (
              <>
                新线索
                <br />
                已等 {elapsed(lead.since, now)}
              </>
            ) : (
              <span className={styles.overdue}>
                逾期跟进
                <br />
                逾期 {elapsed(lead.since, now)}
              </span>
            )
          }
        />
      ) : (
        <p className={styles.empty}>没有待处理的线索，都跟进到位了。</p>
      )}
    </Widget>
  )
}

/** The newest activity sign-ups and applications. */
export async function LatestLeadsWidget({ req }: WidgetServerProps) {
  const figures = await dashboardFigures()
  return (
    <Widget title="最新线索">
      {figures.latest.length ? (
        <LeadRows
          req={req}
          leads={figures.latest}
          side={(lead) => (
            <>
              {STATUS_LABEL[lead.status]}
              <br />
              {shortDateTime(lead.createdAt)}
            </>
          )}
        />
      ) : (
        <p className={styles.empty}>还没有线索。</p>
      )}
    </Widget>
  )
}

function RankedList({ req, slug, items, unit, empty }: { req: PayloadRequest; slug: string; items: RankedItem[]; unit: string; empty: string }) {
  if (!items.length) return <p className={styles.empty}>{empty}</p>
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.row}>
          <span className={styles.rank}>{index + 1}</span>
          <div className={styles.rowMain}>
            <Link href={adminUrl(req, `/collections/${slug}/${item.id}`)} className={styles.rowTitle} title={item.title}>
              {item.title}
            </Link>
          </div>
          <span className={styles.rowSide}>
            {formatCount(item.count)} {unit}
          </span>
        </li>
      ))}
    </ol>
  )
}

const rankedWidget = (title: string, slug: string, pick: (figures: DashboardFigures) => RankedItem[], unit: string, empty: string) =>
  async function RankedWidget({ req }: WidgetServerProps) {
    const figures = await dashboardFigures()
    return (
      <Widget title={title} meta={<Link href={listUrl(req, slug)}>查看全部</Link>}>
        <RankedList req={req} slug={slug} items={pick(figures)} unit={unit} empty={empty} />
      </Widget>
    )
  }

export const TopProductsWidget = rankedWidget('浏览最多的产品', 'products', (figures) => figures.topProducts, '次浏览', '产品页还没有浏览记录。')
export const TopNewsWidget = rankedWidget('浏览最多的文章', 'news', (figures) => figures.topNews, '次浏览', '文章还没有浏览记录。')
export const TopDownloadsWidget = rankedWidget('下载最多的资料', 'downloads', (figures) => figures.topDownloads, '次下载', '资料还没有下载记录。')

type Shortcut = { label: string; href: string }

/** The lists staff open most, limited to what this staff member may open. */
export function ShortcutsWidget({ req, permissions }: WidgetServerProps) {
  const collection = (slug: CollectionSlug, label: string, filters?: Record<string, string>): Shortcut[] =>
    canOpenCollection(req, permissions, slug) ? [{ label, href: listUrl(req, slug, filters) }] : []
  const create = (slug: CollectionSlug, label: string): Shortcut[] =>
    canOpenCollection(req, permissions, slug) && permissions?.collections?.[slug]?.create ? [{ label, href: adminUrl(req, `/collections/${slug}/create`) }] : []
  const global = (slug: GlobalSlug, label: string): Shortcut[] => (canEditGlobal(permissions, slug) ? [{ label, href: adminUrl(req, `/globals/${slug}`) }] : [])
  const shortcuts = [
    ...collection('activity-joins', '新的活动报名', { status: 'new' }),
    ...collection('applications', '新的售后与培训申请', { status: 'new' }),
    ...collection('inquiries', '新的询价单', { status: 'new' }),
    ...collection('members', '会员'),
    ...collection('products', '产品'),
    ...create('products', '添加产品'),
    ...collection('news', '新闻'),
    ...create('news', '发布新闻'),
    ...collection('activities', '活动'),
    ...collection('downloads', '下载资料'),
    ...global('site-config', '站点设置'),
    ...collection('users', '员工账号'),
  ]
  return (
    <Widget title="快捷入口">
      <nav className={styles.shortcuts} aria-label="快捷入口">
        {shortcuts.map((shortcut) => (
          <Link key={shortcut.href} href={shortcut.href} className={styles.shortcut}>
            {shortcut.label}
          </Link>
        ))}
      </nav>
    </Widget>
  )
}

function QueryRows({ req, figures, failed, label }: { req: PayloadRequest; figures: QueryFigure[]; failed: boolean; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {figures.map((figure, index) => (
        <li key={`${figure.lang}:${figure.query}`} className={styles.row}>
          <span className={styles.rank}>{index + 1}</span>
          <div className={styles.rowMain}>
            <a
              href={`${figure.lang === 'en' ? '/en' : ''}/search?${new URLSearchParams({ keyword: figure.query })}`}
              target="_blank"
              rel="noreferrer"
              className={styles.rowTitle}
              title="打开这次搜索"
            >
              {figure.query}
            </a>
            {figure.lang === 'en' ? <span className={styles.rowSub}>英文站</span> : null}
          </div>
          <span className={styles.rowSide}>
            {formatCount(figure.searches)} 次
            {failed ? (
              <>
                {' · '}
                <Link href={adminUrl(req, `/collections/search-synonyms/create?${new URLSearchParams({ word: figure.query })}`)}>添加同义词</Link>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  )
}

/** What visitors searched for in the last 7 days, and what found nothing or only partial matches: each opens the search, or a new synonym group for it. */
export async function SearchQueriesWidget({ req }: WidgetServerProps) {
  const { top, failed } = await searchFigures()
  return (
    <Widget title="近 7 天的搜索" meta={<Link href={listUrl(req, 'search-queries')}>查看全部</Link>}>
      <h3 className={styles.subtitle}>搜索最多</h3>
      {top.length ? <QueryRows req={req} figures={top} failed={false} label="搜索最多" /> : <p className={styles.empty}>还没有人搜索。</p>}
      <h3 className={styles.subtitle}>没有完全匹配的结果</h3>
      {failed.length ? <QueryRows req={req} figures={failed} failed label="没有完全匹配的结果" /> : <p className={styles.empty}>每次搜索都找到了完全匹配的结果。</p>}
    </Widget>
  )
}
