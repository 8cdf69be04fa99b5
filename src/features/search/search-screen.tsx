'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import type React from 'react'
import { useEffect, useState, useSyncExternalStore } from 'react'

import type { SearchHit, SearchType } from '@/data/search.server'
import { ChipNav } from '@/features/layout/chip-nav'
import { Pagination, type PaginationLabels } from '@/features/layout/pagination'
import { SuggestingInput } from '@/features/search-suggest/suggesting-input'
import { pathIn, type SiteLanguage } from '@/i18n/routing'

import { SEARCH_PAGE_SIZE, searchCallUrl, searchQuery, SHELL_PROPERTIES, takeEarlySearch } from './early-search'
import { SearchGroup } from './search-group'
import { fill } from '@/messages/fill'
import { type SearchGroupKind, type SearchLabels } from './search-labels'
import styles from './search.module.css'

const GROUP_ORDER: SearchGroupKind[] = ['products', 'news', 'downloads']
/** The contract's `type` for each group. */
const GROUP_TYPE: Record<SearchGroupKind, SearchType> = { products: 'product', news: 'news', downloads: 'download' }
const TYPE_GROUP = Object.fromEntries(Object.entries(GROUP_TYPE).map(([group, type]) => [type, group])) as Record<SearchType, SearchGroupKind>

type SearchAnswer = {
  keyword: string
  total: number
  also: string[]
  counts: Record<SearchGroupKind, number>
} & Record<SearchGroupKind, SearchHit[]>

type State = { status: 'idle' } | { status: 'done'; key: string; answer: SearchAnswer } | { status: 'failed'; key: string; message: string }

/** A search URL in the page's language: `/search?keyword=…`, `/en/search?keyword=…&type=news&page=2`. */
export function searchHref(lang: SiteLanguage, keyword: string, group?: SearchGroupKind, page = 1): string {
  const query = new URLSearchParams({ keyword })
  if (group) query.set('type', GROUP_TYPE[group])
  if (group && page > 1) query.set('page', String(page))
  return pathIn(lang, `/search?${query}`)
}

async function runSearch(keyword: string, group: SearchGroupKind | undefined, page: number, labels: SearchLabels): Promise<SearchAnswer> {
  const url = searchCallUrl(keyword, group ? GROUP_TYPE[group] : undefined, page, labels.lang)
  // The cached page started this call as it loaded (early-search.ts); any other search calls now.
  const answer = takeEarlySearch(url) ?? fetch(url, { credentials: 'include' }).then((response) => response.json())
  const body = (await answer) as { code: number; msg?: string; data: SearchAnswer }
  if (body.code !== 1) throw new Error(body.msg || labels.systemError)
  return body.data
}

/** The keyword form. */
function SearchForm({ keyword, labels, autoFocus = false }: { keyword: string; labels: SearchLabels; autoFocus?: boolean }) {
  return (
    <form action={pathIn(labels.lang, '/search')} method="get" role="search" className={styles.form}>
      <label htmlFor="search-keyword" className="visually-hidden">
        {labels.inputLabel}
      </label>
      <SuggestingInput
        id="search-keyword"
        lang={labels.lang}
        labels={labels.suggest}
        defaultValue={keyword}
        placeholder={labels.placeholder}
        autoFocus={autoFocus}
        className={styles.formBox}
      />
      <button type="submit">{labels.button}</button>
    </form>
  )
}

/** What shows until the results arrive. */
function Pending({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.loading} role="status">
      {children}
    </p>
  )
}

const subscribeToNothing = () => () => {}

/**
 * The search screen's form and results. The page around it is one cached
 * shell for every keyword; each search is one call of the contract
 * (GET /api/index/search), answered from the database's search index.
 */
export function SearchScreen({
  prompt,
  emptyHelp,
  paginationLabels,
  labels,
}: {
  prompt: React.ReactNode
  emptyHelp: React.ReactNode
  paginationLabels: PaginationLabels
  labels: SearchLabels
}) {
  const started = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const params = useSearchParams()
  const { keyword, type, page } = searchQuery(params)
  const group = type && TYPE_GROUP[type]
  const key = `${keyword}\n${group ?? ''}\n${page}`
  const [state, setState] = useState<State>({ status: 'idle' })

  useEffect(() => {
    // The page's metadata names the cached shell; the keyword's title is set here, and set again if
    // Next's metadata, which may commit after this effect, puts the shell's title back.
    const wanted = keyword ? fill(labels.documentTitle, { keyword }) : labels.documentTitleEmpty
    const apply = () => {
      if (document.title !== wanted) document.title = wanted
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [keyword, labels])

  useEffect(() => {
    if (!keyword) return
    let current = true
    runSearch(keyword, group, page, labels).then(
      (answer) => current && setState({ status: 'done', key, answer }),
      (error: unknown) => current && setState({ status: 'failed', key, message: error instanceof Error ? error.message : labels.systemError }),
    )
    return () => {
      current = false
    }
  }, [key, keyword, group, page, labels])

  useEffect(() => {
    // Once the screen draws what the URL asks for, the cached shell's choice no longer applies.
    if (started) for (const property of SHELL_PROPERTIES) document.documentElement.style.removeProperty(property)
  }, [started])

  // The cached page is rendered once, for no keyword. Until the screen has started in the browser it
  // draws exactly that, in the same tree as every later render, so React hydrates the prompt a visitor
  // may already be using instead of replacing it. CSS chooses what the cached page shows, from the
  // properties EARLY_SEARCH_SCRIPT set on <html> before the first paint: the prompt without a keyword,
  // a place held for the results with one.
  const shownKeyword = started ? keyword : ''
  // Until the answer for this keyword arrives, the screen says it is searching, and its results area is busy.
  const shown = shownKeyword && 'key' in state && state.key === key ? state : null
  return (
    <>
      <h1>{shownKeyword ? fill(labels.resultsTitle, { keyword: shownKeyword }) : labels.title}</h1>
      <SearchForm keyword={shownKeyword} labels={labels} autoFocus={!shownKeyword} key={shownKeyword} />
      <div className={styles.shellPrompt}>{!shownKeyword ? prompt : null}</div>
      {!started ? (
        <div className={`${styles.shellPending} ${styles.resultsArea}`} aria-busy="true">
          <Pending>{labels.opening}</Pending>
        </div>
      ) : shownKeyword ? (
        <div className={styles.resultsArea} aria-busy={!shown}>
          {!shown ? <Pending>{fill(labels.searching, { keyword: shownKeyword })}</Pending> : null}
          {shown?.status === 'failed' ? (
            <p className={styles.failed} role="alert">
              {fill(labels.failed, { message: shown.message })}
            </p>
          ) : null}
          {shown?.status === 'done' ? (
            <Results keyword={shownKeyword} group={group} page={page} answer={shown.answer} emptyHelp={emptyHelp} paginationLabels={paginationLabels} labels={labels} />
          ) : null}
        </div>
      ) : null}
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
  labels,
}: {
  keyword: string
  group?: SearchGroupKind
  page: number
  answer: SearchAnswer
  emptyHelp: React.ReactNode
  paginationLabels: PaginationLabels
  labels: SearchLabels
}) {
  if (answer.total === 0) {
    return (
      <section className={styles.state} aria-labelledby="search-empty">
        <h2 id="search-empty">{fill(labels.empty, { keyword })}</h2>
        {emptyHelp}
      </section>
    )
  }
  const groups = group ? [group] : GROUP_ORDER
  const [before, after] = (new Intl.PluralRules(labels.lang).select(answer.total) === 'one' ? labels.total.one : labels.total.other).split('{total}')
  return (
    <>
      <div className={styles.summary}>
        <p>
          {before}
          <strong>{answer.total}</strong>
          {after}
        </p>
        {/* The overview jumps to its groups; a group's own pages link to the other groups' pages. */}
        <ChipNav
          label={labels.groupsLabel}
          className={styles.jump}
          links={GROUP_ORDER.map((kind) => ({
            label: (
              <>
                {labels.groups[kind].title} <span>{answer.counts[kind]}</span>
              </>
            ),
            href: group ? searchHref(labels.lang, keyword, kind) : `#${kind}`,
            current: group === kind,
          }))}
        />
        {group ? <Link href={searchHref(labels.lang, keyword)}>{labels.backToAll}</Link> : null}
      </div>
      {answer.also.length ? <p className={styles.also}>{fill(labels.also, { words: answer.also.join(labels.alsoSeparator) })}</p> : null}
      {groups.map((kind) => (
        <SearchGroup
          key={kind}
          kind={kind}
          hits={answer[kind]}
          total={answer.counts[kind]}
          query={[keyword, ...answer.also]}
          more={!group && answer.counts[kind] > answer[kind].length ? searchHref(labels.lang, keyword, kind) : undefined}
          labels={labels}
        />
      ))}
      {group ? (
        <Pagination labels={paginationLabels} page={page} size={SEARCH_PAGE_SIZE} total={answer.counts[group]} href={(target) => searchHref(labels.lang, keyword, group, target)} />
      ) : null}
    </>
  )
}
