'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'

import type { SearchHit } from '@/data/search.server'
import { Pagination, type PaginationLabels } from '@/features/layout/pagination'
import { keywordParam, pageNumber } from '@/features/layout/route-params'

import { SearchGroup, groupTitle, type SearchGroupKind } from './search-group'
import styles from './search.module.css'

/** Hits per group on the overview; a group's own pages show this many too. */
export const SEARCH_PAGE_SIZE = 10

const GROUP_ORDER: SearchGroupKind[] = ['products', 'news', 'downloads']
/** The contract's `type` for each group. */
const GROUP_TYPE: Record<SearchGroupKind, 'product' | 'news' | 'download'> = { products: 'product', news: 'news', downloads: 'download' }
const TYPE_GROUP = Object.fromEntries(Object.entries(GROUP_TYPE).map(([group, type]) => [type, group])) as Record<string, SearchGroupKind>

type SearchAnswer = {
  keyword: string
  total: number
  counts: Record<SearchGroupKind, number>
} & Record<SearchGroupKind, SearchHit[]>

type State = { status: 'idle' } | { status: 'done'; key: string; answer: SearchAnswer } | { status: 'failed'; key: string; message: string }

export function searchHref(keyword: string, group?: SearchGroupKind, page = 1): string {
  const query = new URLSearchParams({ keyword })
  if (group) query.set('type', GROUP_TYPE[group])
  if (group && page > 1) query.set('page', String(page))
  return `/search?${query}`
}

async function runSearch(keyword: string, group: SearchGroupKind | undefined, page: number): Promise<SearchAnswer> {
  const query = new URLSearchParams({ keyword, size: String(SEARCH_PAGE_SIZE), lang: 'zh-cn' })
  if (group) {
    query.set('type', GROUP_TYPE[group])
    query.set('page', String(page))
  }
  const response = await fetch(`/api/index/search?${query}`, { credentials: 'include' })
  const body = (await response.json()) as { code: number; msg?: string; data: SearchAnswer }
  if (body.code !== 1) throw new Error(body.msg || '系统错误')
  return body.data
}

/**
 * The search screen's form and results. The page around it is one cached
 * shell for every keyword; each search is one call of the contract
 * (GET /api/index/search), answered from the database's search index.
 */
export function SearchScreen({ prompt, emptyHelp, paginationLabels }: { prompt: React.ReactNode; emptyHelp: React.ReactNode; paginationLabels: PaginationLabels }) {
  const params = useSearchParams()
  const keyword = keywordParam(params.get('keyword') ?? undefined)
  const group = TYPE_GROUP[params.get('type') ?? '']
  const page = group ? pageNumber(params.get('page') ?? undefined) : 1
  const key = `${keyword}\n${group ?? ''}\n${page}`
  const [state, setState] = useState<State>({ status: 'idle' })

  useEffect(() => {
    // The page's metadata names the cached shell; the keyword's title is set here, and set again if
    // Next's metadata, which may commit after this effect, puts the shell's title back.
    const wanted = keyword ? `搜索：${keyword} · 精源电子` : '站内搜索 · 精源电子'
    const apply = () => {
      if (document.title !== wanted) document.title = wanted
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [keyword])

  useEffect(() => {
    if (!keyword) return
    let current = true
    runSearch(keyword, group, page).then(
      (answer) => current && setState({ status: 'done', key, answer }),
      (error: unknown) => current && setState({ status: 'failed', key, message: error instanceof Error ? error.message : '系统错误' }),
    )
    return () => {
      current = false
    }
  }, [key, keyword, group, page])

  // Until the answer for this keyword arrives, the screen says it is searching.
  const shown = keyword && 'key' in state && state.key === key ? state : null
  return (
    <>
      <h1>{keyword ? `“${keyword}”的搜索结果` : '站内搜索'}</h1>
      <form action="/search" method="get" role="search" className={styles.form} key={keyword}>
        <label htmlFor="search-keyword" className="visually-hidden">
          搜索关键词
        </label>
        <input id="search-keyword" name="keyword" type="search" defaultValue={keyword} placeholder="输入产品型号、名称或资料关键词" maxLength={100} autoFocus={!keyword} />
        <button type="submit">搜索</button>
      </form>
      {!keyword ? prompt : null}
      {keyword && !shown ? (
        <p className={styles.loading} role="status">
          正在搜索“{keyword}”…
        </p>
      ) : null}
      {shown?.status === 'failed' ? (
        <p className={styles.failed} role="alert">
          搜索失败：{shown.message}，请稍后重试。
        </p>
      ) : null}
      {shown?.status === 'done' ? <Results keyword={keyword} group={group} page={page} answer={shown.answer} emptyHelp={emptyHelp} paginationLabels={paginationLabels} /> : null}
    </>
  )
}

function Results({
  keyword,
  group,
  page,
  answer,
  emptyHelp,
  paginationLabels,
}: {
  keyword: string
  group?: SearchGroupKind
  page: number
  answer: SearchAnswer
  emptyHelp: React.ReactNode
  paginationLabels: PaginationLabels
}) {
  if (answer.total === 0) {
    return (
      <section className={styles.state} aria-labelledby="search-empty">
        <h2 id="search-empty">没有找到与“{keyword}”相关的内容</h2>
        {emptyHelp}
      </section>
    )
  }
  const groups = group ? [group] : GROUP_ORDER
  return (
    <>
      <div className={styles.summary}>
        <p>
          共找到 <strong>{answer.total}</strong> 条结果
        </p>
        <nav aria-label="结果分组" className={styles.jump}>
          <ul>
            {GROUP_ORDER.map((kind) => (
              <li key={kind}>
                {/* The overview jumps to its groups; a group's own pages link to the other groups' pages. */}
                {group ? (
                  <Link href={searchHref(keyword, kind)} aria-current={group === kind ? 'page' : undefined}>
                    {groupTitle(kind)} <span>{answer.counts[kind]}</span>
                  </Link>
                ) : (
                  <a href={`#${kind}`}>
                    {groupTitle(kind)} <span>{answer.counts[kind]}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {group ? <Link href={searchHref(keyword)}>返回全部结果</Link> : null}
      </div>
      {groups.map((kind) => (
        <SearchGroup
          key={kind}
          kind={kind}
          hits={answer[kind]}
          total={answer.counts[kind]}
          query={keyword}
          more={!group && answer.counts[kind] > answer[kind].length ? searchHref(keyword, kind) : undefined}
        />
      ))}
      {group ? <Pagination labels={paginationLabels} page={page} size={SEARCH_PAGE_SIZE} total={answer.counts[group]} href={(target) => searchHref(keyword, group, target)} /> : null}
    </>
  )
}
